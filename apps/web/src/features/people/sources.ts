import { departmentResource, MAX_PAGE_SIZE, roleResource, userGroupResource } from '@pano/contract';
import type { OptionSource } from '../../crud/core/optionTypes.ts';

/** Active roles for selects and the users' role filter (spec 001 §7: rolePagerModel, sorted by id). */
export const roleChoices: OptionSource = {
  api: roleResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'id', sortDescending: false },
};

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
