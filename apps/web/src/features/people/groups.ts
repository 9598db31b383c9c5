import MembersIcon from '@mui/icons-material/Groups';
import { groupCreateInput, groupUpdateInput } from '@pano/contract';
import type { EntityDefinition } from '../../crud/types.ts';
import { userGroupLinks, userSearch } from './sources.ts';

/** A group's members as the detail dialog lists them: id, name, surname. */
export const userGroupDefinition: EntityDefinition = {
  key: 'userGroup',
  typeName: 'UserGroup',
  listQuery: 'userGroups',
  pagerArg: 'userGroupPagerModel',
  columns: [
    { path: 'user.id', labelKey: 'contract:fields.id' },
    { path: 'user.name', labelKey: 'contract:fields.name' },
    { path: 'user.surname', labelKey: 'contract:fields.surname' },
  ],
  searchable: false,
};

/**
 * Groups (spec 001 §2, §4, §7): name and user count; the members are picked by searching users and saved
 * as the difference (createUserGroup for added ones, deleteUserGroup for removed ones).
 */
export const groupDefinition: EntityDefinition = {
  key: 'group',
  typeName: 'Group',
  listQuery: 'groups',
  pagerArg: 'groupPagerModel',
  create: 'createGroup',
  update: 'updateGroup',
  remove: 'deleteGroup',
  columns: [{ path: 'name' }, { path: 'userCount' }],
  dialogFields: [
    { name: 'name', kind: 'text' },
    {
      name: 'userIds',
      kind: 'picker',
      labelKey: 'people.members',
      multiple: true,
      optional: true,
      search: userSearch,
      sentOn: [],
    },
  ],
  memberships: [
    {
      field: 'userIds',
      create: 'createUserGroup',
      remove: 'deleteUserGroup',
      ownerKey: 'groupId',
      memberKey: 'userId',
      links: { source: userGroupLinks },
      label: ['user.name', 'user.surname'],
    },
  ],
  createSchema: groupCreateInput,
  updateSchema: groupUpdateInput,
  rowActions: [
    {
      key: 'members',
      labelKey: 'people.membersOf',
      icon: MembersIcon,
      list: {
        titleKey: 'people.membersOf',
        definition: userGroupDefinition,
        ownerFilter: 'groupId',
        badge: true,
      },
    },
  ],
};
