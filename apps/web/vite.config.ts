import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs: the SPA works whether the server mounts it at / or below a prefix.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @pano/contract's modules only declare things: let the shell's bundle take its constants without
      // pulling zod and the validation rules along (those load with the screens that validate).
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]/, sideEffects: false }] },
    },
  },
  server: {
    proxy: {
      '/graphql': server,
      '/shared': server,
      '/api': server,
      '/files': server,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    unstubGlobals: true,
    testTimeout: 15000,
  },
});
