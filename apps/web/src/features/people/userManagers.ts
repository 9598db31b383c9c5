import { MANAGER_LEVELS, userManagerCreateInput, userManagerUpdateInput } from '@pano/contract';
import { valueAt } from '../../crud/format.ts';
import type { EntityDefinition } from '../../crud/types.ts';
import { peoplePaths } from './paths.ts';
import { userSearch } from './sources.ts';

/**
 * A user's managers (spec 001 §2, §5): level 1–6 and the manager's full name; the manager is picked by
 * searching users on the server, the user is the route's.
 */
export const userManagerDefinition: EntityDefinition = {
  key: 'userManager',
  typeName: 'UserManager',
  listQuery: 'userManagers',
  create: 'createUserManager',
  update: 'updateUserManager',
  remove: 'deleteUserManager',
  rowLabel: ['manager.fullName'],
  columns: [{ path: 'level' }, { path: 'manager.fullName', labelKey: 'people.managerName' }],
  dialogFields: [
    {
      name: 'managerId',
      kind: 'picker',
      search: userSearch,
      initialOption: (row) =>
        typeof row.managerId === 'number'
          ? { id: row.managerId, label: String(valueAt(row, 'manager.fullName') ?? row.managerId) }
          : null,
    },
    { name: 'level', kind: 'select', options: { values: MANAGER_LEVELS.map((value) => ({ value })) } },
  ],
  hiddenInputs: [{ name: 'userId', type: 'Int!' }],
  createSchema: userManagerCreateInput,
  updateSchema: userManagerUpdateInput,
  parent: { param: 'userId', query: 'user', label: ['name', 'surname'] },
  back: peoplePaths.users,
  searchable: false,
};
