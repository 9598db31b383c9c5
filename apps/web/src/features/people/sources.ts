import { departmentResource, MAX_PAGE_SIZE, userGroupResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

export { roleChoices } from '../../crud/core/commonChoices.ts';

/** Departments: 100, by name (spec 001 §9). */
export const departmentChoices: OptionSource = {
  api: departmentResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, sortColumn: 'name', sortDescending: false },
};

/** A group's memberships, read whole when its dialog opens (the spec's upper bound, 5000). */
export const userGroupLinks: OptionSource = {
  api: userGroupResource,
  label: [],
  pager: { pageNumber: 1, pageSize: MAX_PAGE_SIZE },
};
