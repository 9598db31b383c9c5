// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dynamicPartGroupResource,
  dynamicPartRoleResource,
  dynamicPartUserResource,
  permissionTypeResource,
  permissionTypeRoleResource,
} from '@pano/contract';
import type { Envelope } from '../../graphql/envelope.ts';
import { audienceInput, rowAudience } from './audience.ts';
import { audienceForm } from './audienceForm.ts';
import type { EntityDefinition } from './definition.ts';
import { saveEntity, type Send } from './saveEntity.ts';

const ok = (data: unknown = { id: 1 }): Envelope<unknown> => ({
  isSuccess: true,
  message: null,
  messages: [],
  data,
});

describe('audienceForm (issue 48 §1)', () => {
  it('a picker per kind the item has, each a membership read from the row, and the dialog’s count over them', () => {
    const form = audienceForm({
      ownerKey: 'dynamicPartId',
      users: dynamicPartUserResource,
      groups: dynamicPartGroupResource,
      roles: dynamicPartRoleResource,
      sentOn: ['create'],
    });
    expect(form.fields.map((field) => [field.name, field.sentOn])).toEqual([
      ['userIds', ['create']],
      ['groupIds', ['create']],
      ['roleIds', ['create']],
    ]);
    expect(form.memberships.map((m) => [m.field, m.memberKey, m.links])).toEqual([
      ['userIds', 'userId', { path: 'users' }],
      ['groupIds', 'groupId', { path: 'groups' }],
      ['roleIds', 'roleId', { path: 'roles' }],
    ]);
    expect(form.audience).toEqual({ userIds: 'userIds', groupIds: 'groupIds', roleIds: 'roleIds' });
    const rolesOnly = audienceForm({ ownerKey: 'menuId', roles: dynamicPartRoleResource });
    expect(rolesOnly.fields.map((field) => [field.name, field.sentOn])).toEqual([['roleIds', []]]);
    expect(rolesOnly.audience).toEqual({ roleIds: 'roleIds' });
  });

  it('on create the links follow the new item, with its id and the further inputs they take', async () => {
    const audience = audienceForm({
      ownerKey: 'permissionTypeId',
      roles: permissionTypeRoleResource,
      linkInputs: [{ name: 'workflowId', type: 'Int!' }],
    });
    const definition: EntityDefinition = {
      key: 'permissionType',
      api: permissionTypeResource,
      list: { columns: [{ path: 'name' }] },
      form: {
        fields: [{ name: 'name', kind: 'text' }, ...audience.fields],
        memberships: audience.memberships,
      },
    };
    const calls: [string, Record<string, unknown>][] = [];
    const send: Send = (document, variables) => {
      calls.push([/mutation (\w+)/.exec(document)?.[1] ?? '', variables]);
      return Promise.resolve(ok({ id: 31 }));
    };
    const outcome = await saveEntity(
      definition,
      { mode: 'create', values: { name: 'Doğum izni', roleIds: [5, 6], workflowId: 8 } },
      send,
    );
    expect(outcome).toEqual({ status: 'saved' });
    expect(calls).toEqual([
      ['createPermissionType', { name: 'Doğum izni' }],
      ['createPermissionTypeRole', { permissionTypeId: 31, roleId: 5, workflowId: 8 }],
      ['createPermissionTypeRole', { permissionTypeId: 31, roleId: 6, workflowId: 8 }],
    ]);
  });
});

describe('a row’s audience', () => {
  it('is read from the links the row keeps; none is an empty audience', () => {
    const row = {
      roles: [{ id: 1, roleId: 3 }],
      users: [{ id: 2, userId: 7 }],
      groups: [{ id: 4, groupId: 9 }, { id: 5 }],
    };
    expect(rowAudience(row)).toEqual({ roleIds: [3], userIds: [7], groupIds: [9] });
    expect(rowAudience({})).toEqual({ roleIds: [], userIds: [], groupIds: [] });
  });

  it('asks the same for the same audience in any order (one request per distinct audience)', () => {
    const a = audienceInput({ roleIds: [2, 1, 2], userIds: [9, 3], groupIds: [] });
    const b = audienceInput({ roleIds: [1, 2], userIds: [3, 9], groupIds: [] });
    expect(a).toEqual(b);
    expect(a).toEqual({ roleIds: [1, 2], userIds: [3, 9], groupIds: [], searchText: '' });
  });
});
