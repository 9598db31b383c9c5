import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { buildSchema } from './schemas.ts';

/** Writes the schema artifacts the web's types are generated from (`npm run schema`). */
export const SCHEMA_FILES = {
  main: path.resolve(import.meta.dirname, '../../../../packages/contract/schema.graphql'),
  shared: path.resolve(import.meta.dirname, '../../../../packages/contract/shared.graphql'),
  portal: path.resolve(import.meta.dirname, '../../../../packages/contract/portal.graphql'),
};

export function printedSchemas(): Record<keyof typeof SCHEMA_FILES, string> {
  return {
    main: printSchema(buildSchema('main')) + '\n',
    shared: printSchema(buildSchema('shared')) + '\n',
    portal: printSchema(buildSchema('portal')) + '\n',
  };
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const printed = printedSchemas();
  for (const key of Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[]) {
    fs.writeFileSync(SCHEMA_FILES[key], printed[key]);
    console.log(`wrote ${SCHEMA_FILES[key]}`);
  }
}
