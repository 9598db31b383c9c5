import { brandingDocuments } from './brandingDocuments.ts';
import { configDocuments } from './configDocuments.ts';
import { disclaimerDocuments } from './disclaimerDocuments.ts';

/**
 * The settings area's own GraphQL documents (beyond its registry's), by name: checked against the printed
 * schema by src/crud/documents.test.ts.
 */
export const settingsDocuments: [string, string][] = [
  ...configDocuments,
  ...brandingDocuments,
  ...disclaimerDocuments,
];
