import { complaintTypeCreateInput, complaintTypeUpdateInput } from '../validation/complaints.ts';
import { crudResource, defineResource } from './resource.ts';

/** Spec 000 §7 Complaints. */
export const complaintTypeResource = crudResource(
  'ComplaintType',
  'complaintTypes',
  complaintTypeCreateInput,
  complaintTypeUpdateInput,
);
export const complaintResource = defineResource({
  typeName: 'Complaint',
  list: 'complaints',
  single: 'complaint',
});
