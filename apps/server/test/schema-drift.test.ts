import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchemas, SCHEMA_FILES } from '../src/app/print-schema.ts';

describe('schema artifact', () => {
  it.each(Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[])(
    'the committed %s schema matches the code (run `npm run schema` after changing the API)',
    (key) => {
      expect(fs.readFileSync(SCHEMA_FILES[key], 'utf8')).toBe(printedSchemas()[key]);
    },
  );
});
