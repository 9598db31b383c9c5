import { workCreateInput, workUpdateInput } from '@pano/contract';
import type { EntityDefinition, MembershipDefinition } from '../../crud/types.ts';
import { groupSearch, userSearch } from './sources.ts';

/** A work's send history holds users and groups: each is a membership kept on the row. */
const sendHistory = (memberKey: 'userId' | 'groupId', label: string[]): MembershipDefinition => ({
  field: memberKey === 'userId' ? 'userIds' : 'groupIds',
  create: 'createWorkSendHistory',
  remove: 'deleteWorkSendHistory',
  ownerKey: 'workId',
  memberKey,
  links: { path: 'sendHistories' },
  label,
});

/**
 * Works (spec 001 §2, §7): name and user count. A new work sends its users and groups in createWork; an
 * edited one saves them as the difference of its send histories.
 */
export const workDefinition: EntityDefinition = {
  key: 'work',
  typeName: 'Work',
  listQuery: 'works',
  pagerArg: 'workPagerModel',
  create: 'createWork',
  update: 'updateWork',
  remove: 'deleteWork',
  columns: [{ path: 'name' }, { path: 'userCount' }],
  sort: { column: 'id', descending: true },
  dialogFields: [
    { name: 'name', kind: 'text' },
    { name: 'description', kind: 'multiline', optional: true },
    {
      name: 'userIds',
      kind: 'picker',
      multiple: true,
      optional: true,
      search: userSearch,
      sentOn: ['create'],
    },
    {
      name: 'groupIds',
      kind: 'picker',
      multiple: true,
      optional: true,
      search: groupSearch,
      sentOn: ['create'],
    },
  ],
  memberships: [sendHistory('userId', ['user.name', 'user.surname']), sendHistory('groupId', ['group.name'])],
  createSchema: workCreateInput,
  updateSchema: workUpdateInput,
};
