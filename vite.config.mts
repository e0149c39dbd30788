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
      // The router's entry, and the one of pages served as islands (no router; server/ssr/assets.ts picks per page).
      input: ['client/entry.tsx', 'client/islands.tsx'],
      // React Router marks modules "use client" for React Server Components; irrelevant in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { watch: { ignored: ['**/data/**', '**/uploads/**', '**/.tools/**'] } },
});
