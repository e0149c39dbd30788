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
      input: 'client/entry.tsx',
      // React Router marks modules "use client" for React Server Components; irrelevant in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { watch: { ignored: ['**/data/**', '**/uploads/**', '**/.tools/**'] } },
});
