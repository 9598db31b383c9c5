// After `vite build`: writes .br and .gz twins of the text assets, which the server sends to browsers that
// accept them (@fastify/static preCompressed), so no compression work happens per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// the build to compress: apps/web/dist (the panel) unless a folder is named (apps/portal/dist)
const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'apps/web/dist');
const TEXT = /\.(js|css|html|svg|json)$/;
let count = 0;
for (const entry of fs.readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, String(entry));
  if (!TEXT.test(file) || !fs.statSync(file).isFile()) continue;
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} files`);
