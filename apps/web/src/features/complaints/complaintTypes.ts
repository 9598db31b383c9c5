import { complaintTypeResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';

/**
 * Complaint types (spec 000 §2, §5): name, create/edit/delete. A type still used by complaints is not
 * deleted: the server answers InUse and the page shows it as an error toast (the spec's success-styled
 * failure is a defect Pano does not copy).
 */
export const complaintTypeDefinition: EntityDefinition = {
  key: 'complaintType',
  api: complaintTypeResource,
  list: { columns: [{ path: 'name', sortable: true }] },
  form: { fields: [{ name: 'name', kind: 'text' }] },
  clearsCache: ['complaints'],
};
