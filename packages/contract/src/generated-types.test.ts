import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../scripts/generate-types.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('generated types', () => {
  it.each([
    ['schema.graphql', 'src/generated/main-types.ts', 'Main service (/graphql) types.'],
    ['shared.graphql', 'src/generated/shared-types.ts', 'Shared service (/shared/graphql) types.'],
    ['portal.graphql', 'src/generated/portal-types.ts', 'Portal service (/portal/graphql) types.'],
  ])('%s and %s agree (run `npm run schema` after changing the API)', (schema, out, header) => {
    const expected = generateTypes(fs.readFileSync(path.join(root, schema), 'utf8'), header);
    expect(fs.readFileSync(path.join(root, out), 'utf8')).toBe(expected);
  });

  it('writes nullable outputs, optional inputs and required arguments as the schema says', () => {
    const ts = generateTypes(
      'type Query { a(x: Int!): A! } type A { n: Int! s: String l: [A!] } input I { q: String r: Int! }',
      'h',
    );
    expect(ts).toContain('  n: number;');
    expect(ts).toContain('  s: string | null;');
    expect(ts).toContain('  l: A[] | null;');
    expect(ts).toContain('  q?: string | null;');
    expect(ts).toContain('  r: number;');
  });
});
