import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_ACTIONS, type Permission } from '@pano/contract';
import { TestServer, type Tenant } from './harness.ts';
import { setPermissions, signInWithRole } from './permissions-fixture.ts';

const SET = `mutation($id: Int!, $p: [RolePermissionInput!]!) {
  setRolePermissions(inputModel: { roleId: $id, permissions: $p }) { isSuccess messages { code } } }`;
const CHANGE_ROLE =
  'mutation($i: ChangeUserRoleInput!) { changeUserRole(inputModel: $i) { isSuccess messages { code } } }';
const UPDATE_USER =
  'mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess messages { code } } }';
const ANNOUNCEMENTS = '{ announcements { isSuccess messages { code } } }';
const COMPLAINTS = '{ complaints { isSuccess messages { code } } }';
const all = (area: string): Permission[] => STANDARD_ACTIONS.map((action) => ({ area, action }));

/**
 * The role's permissions are kept in the process between requests (request/role-permissions.ts), yet a
 * change made through this process counts from the user's very next request (docs/permissions.md).
 */
describe('role permissions kept in the process', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;

  beforeAll(async () => {
    server = await TestServer.start({ tokenCacheMs: 60_000 });
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  const answer = async (query: string, token: string) =>
    (await server.call(query, {}, { token })).messages?.[0]?.code ?? 'ok';

  it('are kept: a change written behind the process does not show within the window', async () => {
    const user = await signInWithRole(server, tenant, all('announcements'));
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('ok');
    // as another process would: straight into the database, nothing dropped here
    await setPermissions(server, tenant.tag, user.roleId, []);
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('ok');
  });

  it("a role's permission taken away refuses its user's very next request; given back, allows it", async () => {
    const user = await signInWithRole(server, tenant, all('announcements'));
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('ok');
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('ok');
    const fewer = all('announcements').filter((p) => p.action !== 'read');
    expect((await server.call(SET, { id: user.roleId, p: fewer }, { token: admin })).isSuccess).toBe(true);
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('Forbidden');
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('Forbidden');
    const back = await server.call(SET, { id: user.roleId, p: all('announcements') }, { token: admin });
    expect(back.isSuccess).toBe(true);
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('ok');
  });

  it("a user moved to another role holds that role's permissions from their next request", async () => {
    const user = await signInWithRole(server, tenant, all('announcements'));
    const other = await signInWithRole(server, tenant, [{ area: 'complaints', action: 'read' }]);
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('ok');
    expect(await answer(COMPLAINTS, user.token)).toBe('Forbidden');
    const moved = await server.call(
      CHANGE_ROLE,
      { i: { userId: user.userId, roleId: other.roleId } },
      { token: admin },
    );
    expect(moved.isSuccess).toBe(true);
    expect(await answer(ANNOUNCEMENTS, user.token)).toBe('Forbidden');
    expect(await answer(COMPLAINTS, user.token)).toBe('ok');
    // the user's own edit (the generic update) moves them back the same way
    const back = await server.call(
      UPDATE_USER,
      { i: { id: user.userId, roleId: user.roleId } },
      { token: admin },
    );
    expect(back.isSuccess).toBe(true);
    const again = await server.signIn({ tag: tenant.tag, email: user.email, password: user.password });
    expect(await answer(ANNOUNCEMENTS, again)).toBe('ok');
    expect(await answer(COMPLAINTS, again)).toBe('Forbidden');
  });
});

describe("another process's change to a role", () => {
  const WINDOW_MS = 400;
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start({ tokenCacheMs: WINDOW_MS });
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  it('shows within TOKEN_CACHE_MS', async () => {
    const user = await signInWithRole(server, tenant, all('announcements'));
    const code = async () =>
      (await server.call(ANNOUNCEMENTS, {}, { token: user.token })).messages?.[0]?.code;
    expect(await code()).toBeUndefined();
    await setPermissions(server, tenant.tag, user.roleId, []);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 50));
    expect(await code()).toBe('Forbidden');
  });
});
