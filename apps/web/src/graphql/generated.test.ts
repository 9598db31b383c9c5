// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateDocuments } from '../../../../scripts/codegen/generateDocuments.ts';
import { WEB_DOCUMENTS } from '../../scripts/documents.ts';

const WEB_ROOT = WEB_DOCUMENTS.root;

const RUN = 'run `npm run codegen -w @pano/web` after changing a .graphql document or the printed schema';

describe('typed documents (src/graphql/generated)', () => {
  it(`are what the generator makes of the .graphql files and the committed schemas (${RUN})`, async () => {
    const expected = await generateDocuments(WEB_DOCUMENTS);
    const committed = fs
      .readdirSync(path.join(WEB_ROOT, GENERATED_DIR))
      .map((file) => `${GENERATED_DIR}/${file}`)
      .sort();
    expect(committed, RUN).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected)
      expect(fs.readFileSync(path.join(WEB_ROOT, file), 'utf8'), `${file}: ${RUN}`).toBe(content);
  }, 60_000);
});
