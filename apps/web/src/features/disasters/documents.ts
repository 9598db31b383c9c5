/**
 * The disasters area's own GraphQL documents (beyond its registry's), by name: checked against the printed
 * schema by src/crud/documents.test.ts.
 */
export const disastersDocuments: [string, string][] = [];
