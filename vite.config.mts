import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: 'client/public',
  plugins: [tailwindcss()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // No public source maps in production builds: they would publish the whole original source.
    sourcemap: false,
    rollupOptions: {
      // The router's entry, and the loader of pages that hydrate on intent (server/ssr/assets.ts picks per page).
      input: ['client/entry.tsx', 'client/hydrateOnIntent.tsx'],
      // One stylesheet for the whole site: named for what it is, not after the first chunk that imported it.
      output: { assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/site-[hash][extname]' : 'assets/[name]-[hash][extname]') },
      // React Router marks modules "use client" for React Server Components; irrelevant in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { watch: { ignored: ['**/data/**', '**/uploads/**', '**/.tools/**'] } },
});
