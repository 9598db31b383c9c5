import { applicantDocumentResource } from '@pano/contract';
import { applicantDocuments } from '../../../db/tenant/applicants.table.ts';
import type { EntityDefinition } from '../../../crud/entity-definition.ts';
import { documentTypeEntity } from '../recruitment.entities.ts';

/**
 * An applicant's CV or other document (Applicant.documents): name, type, size, when. The stored name is
 * never answered — the bytes are private and read only through `applicantDocumentFile(id)`
 * (applicant-documents.ts); adding and removing are the area's own writes (a streamed upload, a file to drop).
 */
export const applicantDocumentEntity: EntityDefinition = {
  api: applicantDocumentResource,
  table: applicantDocuments,
  hidden: ['storedName', 'createdById'],
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  hasActive: false,
  filters: ['applicantId'],
  relations: [{ field: 'documentType', foreignKey: 'documentTypeId', target: () => documentTypeEntity }],
  custom: ['create', 'remove'],
};
