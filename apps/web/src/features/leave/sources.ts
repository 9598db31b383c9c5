import { permissionTypeResource, roleResource, workflowResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

/** Leave types for the requests' type filter: all of them by name (a short list). */
export const permissionTypeChoices: OptionSource = {
  api: permissionTypeResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};

/** Active roles for a type's role select. */
export const roleChoices: OptionSource = {
  api: roleResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'id', sortDescending: false },
};

/** Workflows for a type's workflow select, by name. */
export const workflowChoices: OptionSource = {
  api: workflowResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};
