// The production build of the server: src/main.ts and the workspace packages it imports (@pano/contract is
// TypeScript source) bundled into one ES module, dist/main.js, with a source map; every other package stays
// in node_modules. `npm start` builds it when it is missing or older than a source; `npm run dev`, the tests
// and the CLI run the TypeScript sources (docs/decisions.md, "Compiled start").
//
// Files read relative to a module: in the bundle every module shares one `import.meta.dirname` (dist/), so
// each source's `import.meta.dirname` is rewritten to `dist/<its folder under src>`, and the files read that
// way are copied to the same place under dist/ (the migrations). `import.meta.url` and `.filename` are
// refused in bundled sources: use `import.meta.dirname`.
import fs from 'node:fs';
import path from 'node:path';
import { isStale } from '../../scripts/stale.mjs';

const server = import.meta.dirname;
const src = path.join(server, 'src');
const dist = path.join(server, 'dist');
export const SERVER_BUNDLE = path.join(dist, 'main.js');

/**
 * Folders under src/ read at run time, copied to dist/ with the same relative path: the migrations, and the
 * embedded databases' thread (a worker loads its own file).
 */
const COPIED = ['db/migrations', 'tenancy/pglite-thread'];

/** What the bundle is made from, and how: a change to any of these makes it out of date. */
const INPUTS = [
  src,
  path.join(server, '../../packages/contract/src'),
  path.join(server, 'package.json'),
  import.meta.filename,
];

/** True when dist/main.js is missing or a source changed after it was built. */
export function serverBuildIsStale() {
  return isStale(SERVER_BUNDLE, INPUTS);
}

/** Bare imports stay external (node_modules), except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pano/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

/** Each server source's `import.meta.dirname` becomes its folder's twin under dist/. */
const moduleFolders = {
  name: 'module-folders',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return { contents: text, loader: 'ts' };
      if (/import\.meta\.(url|filename)\b/.test(text) || !args.path.startsWith(src + path.sep))
        return {
          errors: [
            {
              text: `${path.relative(server, args.path)}: only import.meta.dirname of server sources is supported in the bundle`,
            },
          ],
        };
      const folder = path.relative(src, path.dirname(args.path)).split(path.sep).join('/');
      const dirname = folder
        ? `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`
        : 'import.meta.dirname';
      return { contents: text.replaceAll('import.meta.dirname', dirname), loader: 'ts' };
    });
  },
};

/** Builds dist/ in a folder of its own, then moves it into place: a running server never sees half of one. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const building = `${dist}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [path.join(src, 'main.ts')],
      outfile: path.join(building, 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      keepNames: true,
      // Every imported module runs, as under node. With the contract's `sideEffects` hints (for the browser's
      // bundler) esbuild left out its i18n/dictionaries.ts, which installs the words as it loads: every
      // message came out as its key (`codes.InvalidTag`).
      ignoreAnnotations: true,
      logLevel: 'warning',
      plugins: [externalPackages, moduleFolders],
    });
    for (const folder of COPIED)
      fs.cpSync(path.join(src, folder), path.join(building, folder), { recursive: true });
    fs.rmSync(dist, { recursive: true, force: true });
    fs.renameSync(building, dist);
  } finally {
    await esbuild.stop();
    fs.rmSync(building, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const ifStale = process.argv.includes('--if-stale');
  if (!ifStale || serverBuildIsStale()) await buildServer();
}
