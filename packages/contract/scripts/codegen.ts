import fs from 'node:fs';
import path from 'node:path';
import { generateTypes } from './generate-types.ts';

const root = path.resolve(import.meta.dirname, '..');
export const OUTPUTS = [
  { schema: 'schema.graphql', out: 'src/generated/main-types.ts', header: 'Main service (/graphql) types.' },
  {
    schema: 'shared.graphql',
    out: 'src/generated/shared-types.ts',
    header: 'Shared service (/shared/graphql) types.',
  },
  {
    schema: 'portal.graphql',
    out: 'src/generated/portal-types.ts',
    header: 'Portal service (/portal/graphql) types.',
  },
];

for (const { schema, out, header } of OUTPUTS) {
  fs.writeFileSync(
    path.join(root, out),
    generateTypes(fs.readFileSync(path.join(root, schema), 'utf8'), header),
  );
  console.log(`wrote ${out}`);
}
