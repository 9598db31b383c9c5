// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { peopleDefinitions } from '../features/people/definitions.ts';
import { LOGO_UPLOAD_DOCUMENTS, ROLE_LOGO_DOCUMENT } from '../features/people/roleLogo.ts';
import { CHANGE_PASSWORD_DOCUMENT } from '../features/people/usePasswordChange.ts';
import { USER_DETAIL_DOCUMENT } from '../features/people/useUserDetail.ts';
import { referenceDefinitions } from '../features/reference/definitions.ts';
import { announcementsDefinitions } from '../features/announcements/definitions.ts';
import { announcementsDocuments } from '../features/announcements/documents.ts';
import { complaintsDefinitions } from '../features/complaints/definitions.ts';
import { complaintsDocuments } from '../features/complaints/documents.ts';
import { disastersDefinitions } from '../features/disasters/definitions.ts';
import { disastersDocuments } from '../features/disasters/documents.ts';
import { settingsDefinitions } from '../features/settings/definitions.ts';
import { settingsDocuments } from '../features/settings/documents.ts';
import { CURRENT_USER_DOCUMENT, LOGOUT_DOCUMENT } from '../graphql/session.ts';
import { definitionDocuments } from './definitionDocuments.ts';
import { MAP_SETTINGS } from '../features/disasters/useMapTiles.ts';
import { listDocument, selectionOf } from './documents.ts';

function printedSchema(name: 'schema' | 'shared'): GraphQLSchema {
  const file = fileURLToPath(new URL(`../../../../packages/contract/${name}.graphql`, import.meta.url));
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: print it with \`npm run schema\` before running the web tests.`);
  }
  return buildSchema(readFileSync(file, 'utf8'));
}

const mainSchema = () => printedSchema('schema');

/** Every document the web sends to the main service, named for the failure message. */
function allDocuments(): [string, string][] {
  const registries = {
    ...referenceDefinitions,
    ...peopleDefinitions,
    ...announcementsDefinitions,
    ...complaintsDefinitions,
    ...disastersDefinitions,
    ...settingsDefinitions,
  };
  const entities = Object.entries(registries).flatMap(([entity, definition]) =>
    definitionDocuments(definition).map(([kind, document]): [string, string] => [
      `${entity}.${kind}`,
      document,
    ]),
  );
  return [
    ...entities,
    ...announcementsDocuments,
    ...complaintsDocuments,
    ...disastersDocuments,
    ...settingsDocuments,
    ['people.userDetail', USER_DETAIL_DOCUMENT],
    ['people.roleLogo', ROLE_LOGO_DOCUMENT],
    ['people.uploadRoleLogo', LOGO_UPLOAD_DOCUMENTS.logo],
    ['people.uploadRoleTransparentLogo', LOGO_UPLOAD_DOCUMENTS.transparentLogo],
    ['people.changePassword', CHANGE_PASSWORD_DOCUMENT],
    ['session.currentUser', CURRENT_USER_DOCUMENT],
    ['session.logout', LOGOUT_DOCUMENT],
  ];
}

describe('generated GraphQL documents', () => {
  it('builds selections from dotted paths', () => {
    expect(selectionOf(['id', 'name', 'country.id', 'country.name'])).toBe('id name country { id name }');
    expect(listDocument(referenceDefinitions.genders)).toBe(
      'query genders($pagerModel: GenderPagerModel!) { genders(pagerModel: $pagerModel) { isSuccess message messages { code message } totalItemCount data { id name isActive } } }',
    );
  });

  it('spells a named pager argument and the mutation inputs out of variables', () => {
    expect(listDocument(peopleDefinitions.tasks)).toBe(
      'query tasks($pagerModel: TaskPagerInputModel!) { tasks(taskPagerInputModel: $pagerModel) { isSuccess message messages { code message } totalItemCount data { id title description createTime status { name } } } }',
    );
    expect(LOGO_UPLOAD_DOCUMENTS.logo).toBe(
      'mutation uploadRoleLogo($roleId: Int!, $fileName: String!, $fileBase64String: String!) { uploadRoleLogo(role: { roleId: $roleId, fileName: $fileName, fileBase64String: $fileBase64String }) { isSuccess message messages { code message } data { id } } }',
    );
  });

  it('are all valid against packages/contract/schema.graphql', () => {
    const schema = mainSchema();
    const documents = allDocuments();
    expect(documents.length).toBeGreaterThan(60);
    const invalid = documents.flatMap(([name, document]) => {
      const errors = validate(schema, parse(document)).map((error) => error.message);
      return errors.length ? [`${name}: ${errors.join(' | ')}\n    ${document}`] : [];
    });
    expect(invalid, `documents that do not validate:\n${invalid.join('\n')}`).toEqual([]);
  });

  it('the shared service documents are valid against packages/contract/shared.graphql', () => {
    const schema = printedSchema('shared');
    expect(validate(schema, parse(MAP_SETTINGS)).map((error) => error.message)).toEqual([]);
  });
});
