import { staffDemandResultCreateInput, staffDemandUpdateInput } from '../validation/staff-demands.ts';
import { defineResource } from './resource.ts';

/**
 * Staff demands (spec 002 §7: pagerModel {paging, isCompleted}, reads staffDemands; one by id reads
 * staffDemand.data). Made on the portal (`requestStaff`); the panel sets who follows one.
 */
export const staffDemandResource = defineResource({
  typeName: 'StaffDemand',
  list: 'staffDemands',
  single: 'staffDemand',
  update: { name: 'updateStaffDemand', input: staffDemandUpdateInput },
});

/** The applicants considered for a demand (its results table): added and removed in the panel. Not
 * `StaffDemandResult`: that is the envelope of `staffDemand`. */
export const staffDemandResultResource = defineResource({
  typeName: 'StaffDemandResultItem',
  create: { name: 'addStaffDemandResult', input: staffDemandResultCreateInput },
  remove: 'deleteStaffDemandResult',
});
