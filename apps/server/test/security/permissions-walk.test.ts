import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKit } from '../../src/app/schemas.ts';
import { operationPermissions } from '../../src/graphql/operation-permissions.ts';
import { TestServer, type Tenant } from '../harness.ts';
import { setPermissions, signInWithRole, type RoleUser } from '../permissions-fixture.ts';
import {
  allOperations,
  documentFor,
  SESSION_OPERATIONS,
  variablesFor,
  type Operation,
} from './schema-walk.ts';
import { tenantWriteMark } from './checksum.ts';
import { isKnownPermission, permissionCatalog } from '../../src/modules/permissions/permission-catalog.ts';
import { fail } from '../../src/kernel/envelope.ts';
import { forbidden as refusal } from '../../src/request/role-permissions.ts';

/** The refusal an operation answers when its own permission is missing. */
const forbidden = (lang: 'tr' | 'en', permission: { area: string; action: string }) =>
  fail(lang, refusal(lang, permission));

/**
 * Generated from the schema (docs/permissions.md): every operation of the main service says which area and
 * action it needs; called by a panel role that lacks it, it answers Forbidden naming the permission and
 * changes nothing; called by a role holding exactly that permission, it is not refused for it. An operation
 * added later without a permission fails here.
 */
const mapping = operationPermissions(buildKit('main'));
const main = allOperations().filter((op) => op.service === 'main');
const guarded = main.filter((op) => mapping.get(op.name) !== 'signedIn');
const byKey = new Map<string, Operation[]>();
for (const op of guarded) {
  const needed = mapping.get(op.name);
  if (needed === undefined || needed === 'signedIn') continue;
  const key = `${needed.area}.${needed.action}`;
  byKey.set(key, [...(byKey.get(key) ?? []), op]);
}

type Answer = { result: { isSuccess: boolean; message: string | null; messages: { code: string }[] } };

describe('every panel operation needs its permission', () => {
  let server: TestServer;
  let tenant: Tenant;
  let nothing: RoleUser;
  let one: RoleUser;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    nothing = await signInWithRole(server, tenant);
    one = await signInWithRole(server, tenant);
  });
  afterAll(() => server.stop());

  const call = (op: Operation, token: string, lang: 'tr' | 'en' = 'tr') =>
    server.graphql<Answer>(documentFor(op), variablesFor(op, 'valid'), { token, lang });

  it('every operation of the main service has a permission', () => {
    const missing = main.filter((op) => !mapping.has(op.name)).map((op) => op.name);
    expect(missing).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
  });

  it('the matrix has exactly the areas the operations are registered under', () => {
    const areas = new Set([...mapping.values()].flatMap((p) => (p === 'signedIn' ? [] : [p.area])));
    expect(new Set(permissionCatalog().map((p) => p.area))).toEqual(areas);
    for (const needed of mapping.values())
      if (needed !== 'signedIn')
        expect(isKnownPermission(needed), `${needed.area}.${needed.action}`).toBe(true);
  });

  it('what every signed-in panel user needs is declared so, and no more', () => {
    const open = main.filter((op) => mapping.get(op.name) === 'signedIn').map((op) => op.name);
    expect(open.sort()).toEqual(
      [
        'appAudience',
        'changePassword',
        'currentUser',
        'departments',
        // asks for the named list's area's export itself (list-export-walk.test.ts)
        'exportList',
        'groups',
        'logout',
        'roles',
        'users',
        'workflows',
      ].sort(),
    );
  });

  it('a role without the permission is refused with Forbidden naming it, and nothing changes', async () => {
    const before = await tenantWriteMark(server, tenant.tag);
    for (const op of guarded) {
      const answer = await call(op, nothing.token, 'en');
      expect(answer.body.errors, op.name).toBeUndefined();
      expect(answer.body.data?.result, op.name).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'Forbidden' }],
      });
      expect(answer.body.data?.result.message, op.name).toMatch(
        /^You do not have the permission for this: .+ — .+\.$/,
      );
    }
    expect(await tenantWriteMark(server, tenant.tag)).toEqual(before);
  });

  it('the refusal is in the caller language', async () => {
    const op = guarded.find((o) => o.name === 'announcements') as Operation;
    const answer = await call(op, nothing.token, 'tr');
    expect(answer.body.data?.result.message).toBe(
      'Bu işlem için yetkiniz yok: Duyurular ve kategoriler — Görüntüleme.',
    );
  });

  it('the signed-in operations answer a role without any permission', async () => {
    for (const op of main.filter(
      (o) => mapping.get(o.name) === 'signedIn' && !SESSION_OPERATIONS.has(o.name),
    )) {
      const answer = await call(op, nothing.token);
      expect(answer.body.data?.result.messages, op.name).not.toContainEqual(
        expect.objectContaining({ code: 'Forbidden' }),
      );
    }
  });

  it.each([...byKey.keys()].map((key) => [key]))(
    'a role holding only %s may call its operations',
    async (key) => {
      const [area = '', action = ''] = key.split('.');
      await setPermissions(server, tenant.tag, one.roleId, [{ area, action }]);
      for (const op of byKey.get(key) ?? []) {
        const answer = await call(op, one.token);
        expect(answer.body.errors, op.name).toBeUndefined();
        // refused, if at all, for something else (a person whose role holds more than this one's)
        expect(answer.body.data?.result.message, op.name).not.toBe(forbidden('tr', { area, action }).message);
      }
    },
  );
});
