import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootWords } from './scripts/bootWords.ts';
import { preloadWords } from './scripts/preloadWords.ts';
import { DEFAULT_LANGUAGE } from '../../packages/contract/src/i18n/languages.ts';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), bootWords(), preloadWords(DEFAULT_LANGUAGE)],
  // Relative asset URLs: the SPA works whether the server mounts it at / or below a prefix.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle.mjs measures
    manifest: true,
    rolldownOptions: {
      // @pano/contract's modules only declare things: let the shell's bundle take its constants without
      // pulling zod and the validation rules along (those load with the screens that validate). The one
      // module that does something as it loads, i18n/dictionaries.ts (both languages' words for `translate`),
      // is left out on purpose: the browser installs only the language it shows (src/i18n/i18n.ts).
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
    testTimeout: 30_000,
    // vitest's default is one worker fewer than the cores: one on a two-core machine, where CI's web step
    // then took 10.5 minutes with a core idle (docs/decisions.md, The test run's time)
    maxWorkers: 2,
  },
});
