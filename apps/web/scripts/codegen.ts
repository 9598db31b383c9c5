/**
 * `npm run codegen -w @pano/web`: regenerates src/graphql/generated from the `.graphql` documents and the
 * committed schemas (packages/contract/schema.graphql, shared.graphql). Stale modules are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CodegenError, GENERATED_DIR, generateDocuments, WEB_ROOT } from './generateDocuments.ts';

try {
  const files = await generateDocuments();
  const dir = path.join(WEB_ROOT, GENERATED_DIR);
  fs.mkdirSync(dir, { recursive: true });
  for (const stale of fs.readdirSync(dir))
    if (!files.has(`${GENERATED_DIR}/${stale}`)) fs.rmSync(path.join(dir, stale));
  for (const [file, content] of files) {
    fs.writeFileSync(path.join(WEB_ROOT, file), content);
    console.log(`wrote ${file}`);
  }
} catch (error) {
  if (!(error instanceof CodegenError)) throw error;
  console.error(error.message);
  process.exit(1);
}
