import MembersIcon from '@mui/icons-material/Groups';
import { groupResource, userGroupResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { userSearch } from '../../crud/core/recipients.ts';
import { userGroupLinks } from './sources.ts';

/** A group's members as the detail dialog lists them: id, name, surname. */
export const userGroupDefinition: EntityDefinition = {
  key: 'userGroup',
  api: userGroupResource,
  list: {
    columns: [
      { path: 'user.id', labelKey: 'contract:fields.id' },
      { path: 'user.name', labelKey: 'contract:fields.name' },
      { path: 'user.surname', labelKey: 'contract:fields.surname' },
    ],
    parent: { param: 'groupId' },
    searchable: false,
  },
};

/**
 * Groups (spec 001 §2, §4, §7): name and user count; the members are picked by searching users and saved
 * as the difference (createUserGroup for added ones, deleteUserGroup for removed ones).
 */
export const groupDefinition: EntityDefinition = {
  key: 'group',
  api: groupResource,
  list: { columns: [{ path: 'name', sortable: true }, { path: 'userCount' }] },
  form: {
    fields: [
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
        api: userGroupResource,
        ownerKey: 'groupId',
        memberKey: 'userId',
        links: { source: userGroupLinks },
        label: ['user.name', 'user.surname'],
      },
    ],
  },
  rows: {
    actions: [
      {
        key: 'members',
        labelKey: 'people.membersOf',
        icon: MembersIcon,
        list: { titleKey: 'people.membersOf', definition: userGroupDefinition, badge: true },
      },
    ],
  },
};
