// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { groupResource, userGroupResource, workResource, workSendHistoryResource } from '@pano/contract';
import type { Envelope } from '../../graphql/envelope.ts';
import type { EntityDefinition } from './definition.ts';
import { recipientMemberships, recipientsField } from './recipients.ts';
import { saveEntity, type Send } from './saveEntity.ts';

/** A group whose members are links read from a list (as people's groups). */
const groupDefinition: EntityDefinition = {
  key: 'group',
  api: groupResource,
  list: { columns: [{ path: 'name' }] },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'userIds', kind: 'picker', multiple: true, optional: true, sentOn: [] },
    ],
    memberships: [
      {
        field: 'userIds',
        api: userGroupResource,
        ownerKey: 'groupId',
        memberKey: 'userId',
        links: { source: { api: userGroupResource, label: [], pager: { pageNumber: 1, pageSize: 5000 } } },
        label: ['user.name', 'user.surname'],
      },
    ],
  },
};

/** A work whose recipients are sent on create and kept as send histories on the row (as people's works). */
const workDefinition: EntityDefinition = {
  key: 'work',
  api: workResource,
  list: { columns: [{ path: 'name' }] },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline', optional: true },
      recipientsField({ optional: true, sentOn: ['create'] }),
    ],
    memberships: recipientMemberships(workSendHistoryResource, 'workId', 'sendHistories'),
  },
};

const ok = (data: unknown = { id: 1 }): Envelope<unknown> => ({
  isSuccess: true,
  message: null,
  messages: [],
  data,
});
const failed = (message: string): Envelope<unknown> => ({
  isSuccess: false,
  message,
  messages: [{ code: 'Validation', message }],
  data: null,
});

/** A fake server that records each call's operation and variables. */
function server(answer: (operation: string) => Envelope<unknown> = () => ok({ id: 42 })) {
  const calls: [string, Record<string, unknown>][] = [];
  const send: Send = vi.fn(async (document: string, variables: Record<string, unknown>) => {
    const operation = /^mutation (\w+)/.exec(document)?.[1] ?? '?';
    calls.push([operation, variables]);
    return answer(operation);
  });
  return { calls, send };
}

const links = [
  { id: 500, memberId: 1, label: 'Ada Yılmaz' },
  { id: 501, memberId: 2, label: 'Can Demir' },
];
// as an edit dialog starts: from the row, with the version it was read at
const start = { id: 7, name: 'Muhasebe', userIds: [1, 2], rowVersion: '731' };

describe('saveEntity: a group and its members', () => {
  it('update: added members are created, removed links deleted; an unchanged name is not sent', async () => {
    const { calls, send } = server();
    const outcome = await saveEntity(
      groupDefinition,
      { mode: 'update', values: { ...start, userIds: [2, 3] }, initial: start, links: { userIds: links } },
      send,
    );
    expect(outcome).toEqual({ status: 'saved' });
    expect(calls).toEqual([
      ['createUserGroup', { groupId: 7, userId: 3 }],
      ['deleteUserGroup', { id: 500 }],
    ]);
  });

  it('update: nothing changed (name and members) → unchanged, no call', async () => {
    const { calls, send } = server();
    const outcome = await saveEntity(
      groupDefinition,
      { mode: 'update', values: { ...start, userIds: [2, 1] }, initial: start, links: { userIds: links } },
      send,
    );
    expect(outcome).toEqual({ status: 'unchanged' });
    expect(calls).toEqual([]);
  });

  it('update: a new name alone is one updateGroup call', async () => {
    const { calls, send } = server();
    await saveEntity(
      groupDefinition,
      { mode: 'update', values: { ...start, name: 'Finans' }, initial: start, links: { userIds: links } },
      send,
    );
    expect(calls).toEqual([['updateGroup', { id: 7, name: 'Finans', rowVersion: '731' }]]);
  });

  it('create: the group first, then a link per selected member with the new id', async () => {
    const { calls, send } = server();
    await saveEntity(groupDefinition, { mode: 'create', values: { name: 'Yeni', userIds: [4, 5] } }, send);
    expect(calls).toEqual([
      ['createGroup', { name: 'Yeni' }],
      ['createUserGroup', { groupId: 42, userId: 4 }],
      ['createUserGroup', { groupId: 42, userId: 5 }],
    ]);
  });

  it('a refused group stops before the links; a refused link reports the failure after the change', async () => {
    const refused = server((operation) => (operation === 'createGroup' ? failed('Ad: zorunlu') : ok()));
    const first = await saveEntity(
      groupDefinition,
      { mode: 'create', values: { name: 'x', userIds: [4] } },
      refused.send,
    );
    expect(first).toMatchObject({ status: 'failed', changed: false });
    expect(refused.calls).toHaveLength(1);

    const linkRefused = server((operation) =>
      operation === 'createUserGroup' ? failed('Yok') : ok({ id: 42 }),
    );
    const second = await saveEntity(
      groupDefinition,
      { mode: 'create', values: { name: 'x', userIds: [4] } },
      linkRefused.send,
    );
    expect(second).toMatchObject({ status: 'failed', changed: true });
  });
});

describe('saveEntity: a work’s send histories (the same difference, reused)', () => {
  it('create sends the users and groups in createWork itself', async () => {
    const { calls, send } = server();
    await saveEntity(
      workDefinition,
      { mode: 'create', values: { name: 'Mesai', description: null, userIds: [1], groupIds: [8] } },
      send,
    );
    expect(calls).toEqual([
      ['createWork', { name: 'Mesai', description: null, userIds: [1], groupIds: [8] }],
    ]);
  });

  it('update saves users and groups as differences of the send histories', async () => {
    const { calls, send } = server();
    const initial = { id: 3, name: 'Mesai', description: null, userIds: [1], groupIds: [8] };
    await saveEntity(
      workDefinition,
      {
        mode: 'update',
        values: { ...initial, userIds: [1, 2], groupIds: [] },
        initial,
        links: {
          userIds: [{ id: 900, memberId: 1, label: 'Ada Yılmaz' }],
          groupIds: [{ id: 901, memberId: 8, label: 'Satış' }],
        },
      },
      send,
    );
    expect(calls).toEqual([
      ['createWorkSendHistory', { workId: 3, userId: 2 }],
      ['deleteWorkSendHistory', { id: 901 }],
    ]);
  });
});
