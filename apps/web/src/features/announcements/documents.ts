import * as documents from './announcementDocuments.ts';
import { categoryDocuments } from './categoryDocuments.ts';

/**
 * The announcements area's own GraphQL documents (beyond its registry's), by name: checked against the printed
 * schema by src/crud/documents.test.ts.
 */
export const announcementsDocuments: [string, string][] = [
  ...Object.entries(documents),
  ...categoryDocuments,
];
