// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateDocuments } from '../../../../scripts/codegen/generateDocuments.ts';
import { PORTAL_DOCUMENTS } from '../../scripts/documents.ts';

const RUN = 'run `npm run codegen -w @pano/portal` after changing a .graphql document or portal.graphql';
const ROOT = PORTAL_DOCUMENTS.root;

describe('typed documents (src/graphql/generated)', () => {
  it(`are what the generator makes of the .graphql files and portal.graphql (${RUN})`, async () => {
    const expected = await generateDocuments(PORTAL_DOCUMENTS);
    const committed = fs
      .readdirSync(path.join(ROOT, GENERATED_DIR))
      .map((file) => `${GENERATED_DIR}/${file}`)
      .sort();
    expect(committed, RUN).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected)
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), `${file}: ${RUN}`).toBe(content);
  }, 60_000);
});
