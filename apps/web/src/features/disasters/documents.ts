import { CREATE_DISASTER, DISASTER, DISASTER_RESPONSES, DISASTER_USERS } from './disasterDocuments.ts';

/**
 * The disasters area's own GraphQL documents (beyond its registry's), by name: checked against the printed
 * schema by src/crud/documents.test.ts.
 */
export const disastersDocuments: [string, string][] = [
  ['createDisaster', CREATE_DISASTER],
  ['disaster', DISASTER],
  ['disasterUsers', DISASTER_USERS],
  ['disasterUserResponses', DISASTER_RESPONSES],
];
