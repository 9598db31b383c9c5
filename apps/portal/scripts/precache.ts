import crypto from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Builds the service worker (src/sw/sw.ts) as /app/sw.js beside the app and writes into it the list of the
 * build's files (docs/portal-app.md, Offline) — the precache Workbox's injectManifest would make, in a few
 * lines: the files are every emitted asset and the app's page; the version changes with any of them.
 */
export function precache(base: string): Plugin {
  return {
    name: 'pano-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const worker = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'sw');
      if (!worker || worker.type !== 'chunk') this.error('the service worker (src/sw/sw.ts) was not built');
      const files = Object.values(bundle)
        .map((file) => file.fileName)
        .filter((name) => name !== worker.fileName && !name.startsWith('.vite/') && !name.endsWith('.map'))
        .sort();
      const hash = crypto.createHash('sha256');
      for (const name of files) {
        const file = bundle[name];
        hash.update(name);
        if (file?.type === 'asset')
          hash.update(typeof file.source === 'string' ? file.source : Buffer.from(file.source));
        if (file?.type === 'chunk') hash.update(file.code);
      }
      const urls = [base, ...files.filter((name) => name !== 'index.html').map((name) => `${base}${name}`)];
      const list = JSON.stringify({ urls, version: hash.digest('hex').slice(0, 16) });
      worker.code = worker.code.replace(/__PRECACHE__/g, `(${list})`);
    },
  };
}
