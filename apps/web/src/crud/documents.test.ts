// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { referenceDefinitions } from '../features/reference/definitions.ts';
import { CURRENT_USER_DOCUMENT, LOGOUT_DOCUMENT } from '../graphql/session.ts';
import { entityDocuments, listDocument, selectionOf } from './documents.ts';

const SCHEMA_FILE = fileURLToPath(new URL('../../../../packages/contract/schema.graphql', import.meta.url));

function mainSchema(): GraphQLSchema {
  if (!existsSync(SCHEMA_FILE)) {
    throw new Error(
      `${SCHEMA_FILE} is missing: print it with \`npm run schema\` before running the web tests.`,
    );
  }
  return buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
}

/** Every document the web sends to the main service, named for the failure message. */
function allDocuments(): [string, string][] {
  const entities = Object.entries(referenceDefinitions).flatMap(([entity, definition]) =>
    Object.entries(entityDocuments(definition)).map(([kind, document]): [string, string] => [
      `${entity}.${kind}`,
      document,
    ]),
  );
  return [...entities, ['session.currentUser', CURRENT_USER_DOCUMENT], ['session.logout', LOGOUT_DOCUMENT]];
}

describe('generated GraphQL documents', () => {
  it('builds selections from dotted paths', () => {
    expect(selectionOf(['id', 'name', 'country.id', 'country.name'])).toBe('id name country { id name }');
    expect(listDocument(referenceDefinitions.genders)).toBe(
      'query genders($pagerModel: GenderPagerModel!) { genders(pagerModel: $pagerModel) { isSuccess message messages { code message } totalItemCount data { id name isActive } } }',
    );
  });

  it('are all valid against packages/contract/schema.graphql', () => {
    const schema = mainSchema();
    const documents = allDocuments();
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      const errors = validate(schema, parse(document)).map((error) => error.message);
      expect(errors, `${name}: ${document}`).toEqual([]);
    }
  });
});
