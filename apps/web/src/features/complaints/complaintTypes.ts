import { complaintTypeCreateInput, complaintTypeUpdateInput } from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';

/**
 * Complaint types (spec 000 §2, §5): name, create/edit/delete. A type still used by complaints is not
 * deleted: the server answers InUse and the page shows it as an error toast (the spec's success-styled
 * failure is a defect Pano does not copy).
 */
export const complaintTypeDefinition: EntityDefinition = {
  key: 'complaintType',
  typeName: 'ComplaintType',
  listQuery: 'complaintTypes',
  singleQuery: 'complaintType',
  create: 'createComplaintType',
  update: 'updateComplaintType',
  remove: 'deleteComplaintType',
  columns: [{ path: 'name' }],
  dialogFields: [{ name: 'name', kind: 'text' }],
  createSchema: complaintTypeCreateInput,
  updateSchema: complaintTypeUpdateInput,
  clearsCache: ['complaints'],
};
