import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precache } from './scripts/precache.ts';

const { version } = JSON.parse(fs.readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const server = 'http://127.0.0.1:8080';

/**
 * The employees' app (docs/portal-app.md): served by the server at /app/, styles as CSS modules (compiled
 * to plain CSS, no runtime), each screen a chunk of its own.
 */
export default defineConfig({
  plugins: [react(), precache('/app/')],
  base: '/app/',
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget measures
    manifest: true,
    rolldownOptions: {
      // the service worker beside the app, at /app/sw.js (its scope is /app/), with nothing shared
      input: { index: 'index.html', sw: 'src/sw/sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
      // the contract's modules only declare things: take its constants without zod and the rules
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]/, sideEffects: false }] },
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  server: {
    port: 5174,
    proxy: { '/portal': server, '/api': server, '/files': server },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    testTimeout: 30_000,
    maxWorkers: 2,
  },
});
