import { MAX_PAGE_SIZE } from '@pano/contract';
import type { OptionSource } from '../../crud/optionTypes.ts';

/** Active roles for selects and the users' role filter (spec 001 §7: rolePagerModel, sorted by id). */
export const roleChoices: OptionSource = {
  listQuery: 'roles',
  pagerArg: 'rolePagerModel',
  typeName: 'Role',
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'id', sortDescending: false },
};

/** Departments: 100, by name (spec 001 §9). */
export const departmentChoices: OptionSource = {
  listQuery: 'departments',
  typeName: 'Department',
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, sortColumn: 'name', sortDescending: false },
};

/** The user picker: 15 at a time, searched on the server (spec 001 §7, Groups). */
export const userSearch: OptionSource = {
  listQuery: 'users',
  pagerArg: 'userPagerModel',
  typeName: 'User',
  label: ['name', 'surname'],
  pager: { pageNumber: 1, pageSize: 15 },
};

export const groupSearch: OptionSource = {
  listQuery: 'groups',
  pagerArg: 'groupPagerModel',
  typeName: 'Group',
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 15 },
};

/** A group's memberships, read whole when its dialog opens (the spec's upper bound, 5000). */
export const userGroupLinks: OptionSource = {
  listQuery: 'userGroups',
  pagerArg: 'userGroupPagerModel',
  typeName: 'UserGroup',
  label: [],
  pager: { pageNumber: 1, pageSize: MAX_PAGE_SIZE },
};
