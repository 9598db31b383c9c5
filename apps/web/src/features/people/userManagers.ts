import { MANAGER_LEVELS, userManagerResource, userResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { valueAt } from '../../crud/core/format.ts';
import { userSearch } from '../../crud/core/recipients.ts';

/**
 * A user's managers (spec 001 §2, §5): level 1–6 and the manager's full name; the manager is picked by
 * searching users on the server, the user is the route's.
 */
export const userManagerDefinition: EntityDefinition = {
  key: 'userManager',
  api: userManagerResource,
  list: {
    rowLabel: ['manager.fullName'],
    columns: [{ path: 'level' }, { path: 'manager.fullName', labelKey: 'people.managerName' }],
    parent: { param: 'userId', api: userResource, label: ['name', 'surname'] },
    back: 'users',
    searchable: false,
  },
  form: {
    fields: [
      {
        name: 'managerId',
        kind: 'picker',
        search: userSearch,
        initialOption: (row) =>
          typeof row.managerId === 'number'
            ? { id: row.managerId, label: String(valueAt(row, 'manager.fullName') ?? row.managerId) }
            : null,
      },
      {
        name: 'level',
        kind: 'select',
        options: {
          values: MANAGER_LEVELS.map((value) => ({ value, labelKey: `contract:managerLevel.${value}` })),
        },
      },
    ],
    hiddenInputs: [{ name: 'userId', type: 'Int!' }],
  },
};
