import { EXPORT_COMPLAINTS_DOCUMENT } from './complaintDocuments.ts';

/**
 * The complaints area's own GraphQL documents (beyond its registry's), by name: checked against the printed
 * schema by src/crud/documents.test.ts.
 */
export const complaintsDocuments: [string, string][] = [['exportComplaints', EXPORT_COMPLAINTS_DOCUMENT]];
