import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STANDARD_ACTIONS, type Permission } from '@pano/contract';
import { permissionCatalog } from '../src/modules/permissions/permission-catalog.ts';
import { permissionCatalog as catalogTable, rolePermissions } from '../src/db/tenant/permissions.table.ts';
import { roles } from '../src/db/tenant/organization.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer, type Tenant } from './harness.ts';
import { setPermissions, signInWithRole } from './permissions-fixture.ts';

const ROLE_PERMISSIONS =
  'query($id: Int!) { rolePermissions(inputModel: { roleId: $id }) { isSuccess data { area action } } }';
const SET = `mutation($id: Int!, $p: [RolePermissionInput!]!) {
  setRolePermissions(inputModel: { roleId: $id, permissions: $p }) { isSuccess message messages { code message } } }`;
const ME = '{ currentUser { isSuccess data { id permissions { area action } } } }';
const sorted = (list: readonly Permission[]) => [...list].map((p) => `${p.area}.${p.action}`).sort();
const all = (area: string): Permission[] => STANDARD_ACTIONS.map((action) => ({ area, action }));

/** The matrix per role, its API and the rule that nobody grants more than they hold (docs/permissions.md). */
describe('permissions per panel role', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  it("a new tenant's first administrator holds every permission", async () => {
    const me = await server.call<{ permissions: Permission[] }>(ME, {}, { token: admin });
    expect(sorted(me.data.permissions)).toEqual(sorted(permissionCatalog()));
    const areas = new Set(permissionCatalog().map((p) => p.area));
    for (const area of ['announcements', 'people', 'settings', 'disasters', 'requests', 'dynamicParts'])
      expect(areas).toContain(area);
    expect(areas).not.toContain('session');
  });

  it('an administrator replaces a role matrix; its users follow on their next request', async () => {
    const editor = await signInWithRole(server, tenant);
    const listed = await server.call(
      '{ announcements { isSuccess messages { code } } }',
      {},
      { token: editor.token },
    );
    expect(listed).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    const wanted = [...all('announcements'), { area: 'disasters', action: 'send' }];
    const saved = await server.call(SET, { id: editor.roleId, p: wanted }, { token: admin });
    expect(saved.isSuccess).toBe(true);
    const read = await server.call<Permission[]>(ROLE_PERMISSIONS, { id: editor.roleId }, { token: admin });
    expect(sorted(read.data)).toEqual(sorted(wanted));
    const again = await server.call('{ announcements { isSuccess } }', {}, { token: editor.token });
    expect(again.isSuccess).toBe(true);
    const me = await server.call<{ permissions: Permission[] }>(ME, {}, { token: editor.token });
    expect(sorted(me.data.permissions)).toEqual(sorted(wanted));
    // taken away again: the very next request is refused, no new sign-in needed
    expect((await server.call(SET, { id: editor.roleId, p: [] }, { token: admin })).isSuccess).toBe(true);
    const after = await server.call(
      '{ announcements { isSuccess messages { code } } }',
      {},
      { token: editor.token },
    );
    expect(after).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
  });

  it('refuses unknown permissions and roles', async () => {
    const role = await signInWithRole(server, tenant);
    const unknown = await server.call(
      SET,
      { id: role.roleId, p: [{ area: 'moon', action: 'read' }] },
      { token: admin, lang: 'en' },
    );
    expect(unknown).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(unknown.message).toBe('There is no such permission: moon.read.');
    const special = await server.call(
      SET,
      { id: role.roleId, p: [{ area: 'announcements', action: 'send' }] },
      { token: admin },
    );
    expect(special.isSuccess).toBe(false);
    const missing = await server.call(SET, { id: 999_999, p: [] }, { token: admin });
    expect(missing).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
  });

  it('managing permissions needs its own permission', async () => {
    const reader = await signInWithRole(server, tenant, all('people'));
    const target = await signInWithRole(server, tenant);
    const refused = await server.call(SET, { id: target.roleId, p: [] }, { token: reader.token, lang: 'en' });
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    expect(refused.message).toBe(
      'You do not have the permission for this: Users and roles — Manage permissions.',
    );
    const read = await server.call(ROLE_PERMISSIONS, { id: target.roleId }, { token: reader.token });
    expect(read.isSuccess).toBe(true);
  });

  it('nobody grants more than they hold, nor makes themselves an administrator', async () => {
    const manage = { area: 'people', action: 'managePermissions' };
    const mine = [...all('announcements'), ...all('people'), manage];
    const manager = await signInWithRole(server, tenant, mine);
    const other = await signInWithRole(server, tenant, [{ area: 'announcements', action: 'read' }]);
    // what the manager holds is given (to a role whose permissions it holds all of: docs/security.md, 3)
    const given = await server.call(
      SET,
      { id: other.roleId, p: [{ area: 'people', action: 'read' }, ...all('announcements')] },
      { token: manager.token },
    );
    expect(given.isSuccess).toBe(true);
    // more is refused, naming the permission; nothing changes
    const beyond = await server.call(
      SET,
      { id: other.roleId, p: [{ area: 'settings', action: 'update' }] },
      { token: manager.token, lang: 'en' },
    );
    expect(beyond).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    expect(beyond.message).toBe('You do not have the permission for this: Settings — Update.');
    const kept = await server.call<Permission[]>(ROLE_PERMISSIONS, { id: other.roleId }, { token: admin });
    expect(kept.data).toHaveLength(6);
    // nor to its own role, which nobody changes: the editor does not become an administrator
    const self = await server.call(
      SET,
      { id: manager.roleId, p: [...mine, ...all('settings')] },
      { token: manager.token },
    );
    expect(self).toMatchObject({ isSuccess: false, messages: [{ code: 'SelfAccount' }] });
    const adminRole = await server.server.services.tenants.withTenant(
      tenant.tag,
      async (db) => (await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Admin')))[0]?.id,
    );
    const toAdmin = await server.call(
      'mutation($u: ChangeUserRoleInput!) { changeUserRole(inputModel: $u) { isSuccess messages { code } } }',
      { u: { userId: manager.userId, roleId: adminRole } },
      { token: manager.token },
    );
    expect(toAdmin).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    const edited = await server.call(
      'mutation($u: UserUpdateInput!) { updateUser(inputModel: $u) { isSuccess messages { code } } }',
      { u: { id: manager.userId, roleId: adminRole } },
      { token: manager.token },
    );
    expect(edited).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    // nor takes someone out of a role beyond its own (the administrator stays one)
    const demote = await server.call(
      'mutation($u: ChangeUserRoleInput!) { changeUserRole(inputModel: $u) { isSuccess messages { code } } }',
      { u: { userId: 1, roleId: other.roleId } },
      { token: manager.token },
    );
    expect(demote).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    // nor edits, deletes or resets the password of someone whose role holds more (an account takeover)
    for (const document of [
      'mutation { updateUser(inputModel: { id: 1, email: "ele@gecir.test" }) { isSuccess messages { code } } }',
      'mutation { deleteUser(id: 1) { isSuccess messages { code } } }',
      'mutation { sendPasswordReset(id: 1) { isSuccess messages { code } } }',
    ]) {
      const answer = await server.call(document, {}, { token: manager.token });
      expect(answer, document).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    }
    // within its own: from one role it could have made itself to another
    const from = await signInWithRole(server, tenant, all('announcements'));
    const to = await signInWithRole(server, tenant, [{ area: 'announcements', action: 'read' }]);
    const within = await server.call(
      'mutation($u: ChangeUserRoleInput!) { changeUserRole(inputModel: $u) { isSuccess messages { code } } }',
      { u: { userId: from.userId, roleId: to.roleId } },
      { token: manager.token },
    );
    expect(within.isSuccess).toBe(true);
    // and does not take managing away from its own role (no one would be left to give it back)
    const drop = await server.call(SET, { id: manager.roleId, p: all('people') }, { token: manager.token });
    expect(drop).toMatchObject({ isSuccess: false, messages: [{ code: 'SelfAccount' }] });
  });
});

describe('permissions on upgrade', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
  });
  afterAll(() => server.stop());

  const reopen = async () => {
    await server.server.services.tenants.close(tenant.tag);
    return server.server.services.tenants.withTenant(tenant.tag, async (db) =>
      db.select().from(rolePermissions),
    );
  };

  it('the first open after the upgrade gives every panel role everything; a later new area goes to the managers', async () => {
    const panel = await signInWithRole(server, tenant, [], 'Eski panel rolü');
    const staff = await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      // before the upgrade: no permissions at all, a role some panel user has and a role nobody uses
      await db.delete(rolePermissions);
      await db.delete(catalogTable);
      await db.update(roles).set({ panelRole: false }).where(eq(roles.id, panel.roleId));
      const [role] = await db.insert(roles).values({ name: 'Sadece çalışan' }).returning({ id: roles.id });
      await db.insert(users).values({ name: 'Ç', surname: 'Ş', roleId: role?.id, isPanelUser: false });
      return role?.id;
    });
    const rows = await reopen();
    const of = (roleId: number | undefined) => rows.filter((r) => r.roleId === roleId).length;
    expect(of(panel.roleId)).toBe(permissionCatalog().length);
    expect(of(staff)).toBe(0);
    const me = await server.call('{ announcements { isSuccess } }', {}, { token: panel.token });
    expect(me.isSuccess).toBe(true);
    // an area the tenant has not seen yet: the roles that manage permissions get it, the others do not
    const plain = await signInWithRole(server, tenant, all('announcements'));
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await db.delete(catalogTable).where(eq(catalogTable.area, 'complaints'));
      await db.delete(rolePermissions).where(eq(rolePermissions.area, 'complaints'));
    });
    const later = await reopen();
    const complaints = (roleId: number) =>
      later.filter((r) => r.roleId === roleId && r.area === 'complaints');
    expect(complaints(panel.roleId)).toHaveLength(STANDARD_ACTIONS.length);
    expect(complaints(plain.roleId)).toHaveLength(0);
    await setPermissions(server, tenant.tag, plain.roleId, []);
  });
});
