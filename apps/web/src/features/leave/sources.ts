import { permissionTypeResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

/** Leave types for the requests' type filter: all of them by name (a short list). */
export const permissionTypeChoices: OptionSource = {
  api: permissionTypeResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};
