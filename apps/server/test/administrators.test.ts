import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STANDARD_ACTIONS, type Permission } from '@pano/contract';
import { permissionCatalog } from '../src/modules/permissions/permission-catalog.ts';
import { hasAdministrator } from '../src/modules/permissions/administrators.ts';
import { roles } from '../src/db/tenant/organization.table.ts';
import { rolePermissions } from '../src/db/tenant/permissions.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { auditLog } from '../src/db/tenant/audit.table.ts';
import { adminCommand } from '../src/cli/admin-command.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { TestServer, type Envelope, type Tenant } from './harness.ts';
import { signInWithRole } from './permissions-fixture.ts';

const SET = `mutation($id: Int!, $p: [RolePermissionInput!]!) {
  setRolePermissions(inputModel: { roleId: $id, permissions: $p }) { isSuccess message messages { code } } }`;
const UPDATE_ROLE = `mutation($r: RoleUpdateInput!) { updateRole(inputModel: $r) { isSuccess message messages { code } } }`;
const LOGO = `mutation($r: RoleLogoInput!) { uploadRoleLogo(role: $r) { isSuccess message messages { code } } }`;
const UPDATE_USER = `mutation($u: UserUpdateInput!) { updateUser(inputModel: $u) { isSuccess message messages { code } } }`;
const CHANGE_ROLE = `mutation($u: ChangeUserRoleInput!) { changeUserRole(inputModel: $u) { isSuccess message messages { code } } }`;
const DELETE_USER = `mutation($id: Int!) { deleteUser(id: $id) { isSuccess message messages { code } } }`;

const people = (): Permission[] => STANDARD_ACTIONS.map((action) => ({ area: 'people', action }));
const MANAGE: Permission = { area: 'people', action: 'managePermissions' };
const refused = (code: string) => ({ isSuccess: false, messages: [{ code }] });

/** Issue 46, 3: nobody changes a role beyond their own, nor their own; the tenant keeps an administrator. */
describe('a tenant never loses its administrators', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;
  let adminRole: number;
  let adminUser: number;
  let staffRole: number;

  const db = <T>(work: Parameters<typeof server.server.services.tenants.withTenant<T>>[1]) =>
    server.server.services.tenants.withTenant(tenant.tag, work);
  const administratorLeft = () => db((d) => hasAdministrator(d));
  const adminRoleState = () =>
    db(async (d) => ({
      role: (await d.select().from(roles).where(eq(roles.id, adminRole)))[0],
      permissions: (await d.select().from(rolePermissions).where(eq(rolePermissions.roleId, adminRole)))
        .length,
      user: (await d.select().from(users).where(eq(users.id, adminUser)))[0],
    }));

  /** Another panel user in the Admin role (in a department, as every update of a user asks). */
  const secondAdministrator = async (name: string) => {
    const made = await server.signInEmployee(tenant, name, 'Yönetici', true);
    await db(async (d) => {
      const [own] = await d.select({ id: users.departmentId }).from(users).where(eq(users.id, adminUser));
      await d.update(users).set({ departmentId: own?.id }).where(eq(users.id, made.userId));
    });
    return made;
  };

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
    const ids = await db(async (d) => ({
      adminRole: (await d.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Admin')))[0]?.id ?? 0,
      staffRole: (await d.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Personel')))[0]?.id ?? 0,
      adminUser:
        (await d.select({ id: users.id }).from(users).where(eq(users.email, tenant.email)))[0]?.id ?? 0,
    }));
    ({ adminRole, staffRole, adminUser } = ids);
  });
  afterAll(() => server.stop());

  it("a role holding only people and managing permissions cannot touch the Admin role (the review's case)", async () => {
    const manager = await signInWithRole(server, tenant, [...people(), MANAGE]);
    const as = { token: manager.token, lang: 'en' as const };
    const attempts: [string, Record<string, unknown>][] = [
      [SET, { id: adminRole, p: [{ area: 'people', action: 'read' }] }],
      [UPDATE_ROLE, { r: { id: adminRole, name: 'Eski yönetici' } }],
      [UPDATE_ROLE, { r: { id: adminRole, isActive: false } }],
      [UPDATE_ROLE, { r: { id: adminRole, panelRole: false } }],
      [LOGO, { r: { roleId: adminRole, fileName: 'x.png', fileBase64String: toBase64(SAMPLES.png) } }],
    ];
    for (const [document, variables] of attempts) {
      const answer = await server.call(document, variables, as);
      expect(answer, document.slice(0, 40)).toMatchObject(refused('Forbidden'));
      expect(answer.message).toMatch(/^You do not have the permission for this: /);
    }
    const after = await adminRoleState();
    expect(after.role).toMatchObject({ name: 'Admin', isActive: true, panelRole: true, logo: null });
    expect(after.permissions).toBe(permissionCatalog().length);
    // a role within its own it changes as before
    const other = await signInWithRole(server, tenant, [{ area: 'people', action: 'read' }]);
    expect((await server.call(UPDATE_ROLE, { r: { id: other.roleId, name: 'Okur' } }, as)).isSuccess).toBe(
      true,
    );
    const widened = await server.call(SET, { id: other.roleId, p: people() }, as);
    expect(widened.isSuccess).toBe(true);
  });

  it('nobody changes their own role, not even an administrator', async () => {
    const manager = await signInWithRole(server, tenant, [...people(), MANAGE]);
    for (const [token, roleId] of [
      [manager.token, manager.roleId],
      [admin, adminRole],
    ] as const) {
      const as = { token, lang: 'en' as const };
      const renamed = await server.call(UPDATE_ROLE, { r: { id: roleId, description: 'benim' } }, as);
      expect(renamed).toMatchObject(refused('SelfAccount'));
      expect(renamed.message).toBe(
        'You cannot change your own role: someone in another role who holds all of its permissions can.',
      );
      const same = await server.call<Permission[]>(
        'query($id: Int!) { rolePermissions(inputModel: { roleId: $id }) { data { area action } } }',
        { id: roleId },
        as,
      );
      const p = same.data.map(({ area, action }) => ({ area, action }));
      expect(await server.call(SET, { id: roleId, p }, as)).toMatchObject(refused('SelfAccount'));
    }
    const logo = await server.call(
      LOGO,
      { r: { roleId: adminRole, fileName: 'x.png', fileBase64String: toBase64(SAMPLES.png) } },
      { token: admin },
    );
    expect(logo).toMatchObject(refused('SelfAccount'));
    expect((await adminRoleState()).role?.description).toBe('Panel yöneticisi');
  });

  it('the last administrator stays one, whatever the path', async () => {
    // every permission in a passive role: not an administrator itself, so nothing else is left
    const full = await signInWithRole(server, tenant, permissionCatalog());
    await db((d) => d.update(roles).set({ isActive: false }).where(eq(roles.id, full.roleId)));
    const as = { token: full.token, lang: 'en' as const };
    const allButOne = permissionCatalog().filter((p) => !(p.area === 'settings' && p.action === 'update'));
    const paths: [string, Record<string, unknown>][] = [
      [SET, { id: adminRole, p: allButOne }],
      [UPDATE_ROLE, { r: { id: adminRole, isActive: false } }],
      [CHANGE_ROLE, { u: { userId: adminUser, roleId: staffRole } }],
      [UPDATE_USER, { u: { id: adminUser, roleId: staffRole } }],
      [UPDATE_USER, { u: { id: adminUser, isPanelUser: false } }],
      [UPDATE_USER, { u: { id: adminUser, isActive: false } }],
      [DELETE_USER, { id: adminUser }],
    ];
    for (const [document, variables] of paths) {
      const answer = await server.call(document, variables, as);
      expect(answer, document.slice(0, 40)).toMatchObject(refused('LastAdministrator'));
    }
    const answer = await server.call(UPDATE_USER, { u: { id: adminUser, isActive: false } }, as);
    expect(answer.message).toBe(
      'This change would leave nobody who holds every permission: the tenant keeps at least one active panel user whose role holds them all. Make someone else an administrator first.',
    );
    const tr = await server.call(
      UPDATE_USER,
      { u: { id: adminUser, isActive: false } },
      { token: full.token },
    );
    expect(tr.message).toMatch(/^Bu değişiklikten sonra tüm yetkilere sahip kimse kalmazdı/);
    const after = await adminRoleState();
    expect(after.permissions).toBe(permissionCatalog().length);
    expect(after.role?.isActive).toBe(true);
    expect(after.user).toMatchObject({ isActive: true, isPanelUser: true, roleId: adminRole });
    expect(await administratorLeft()).toBe(true);
    // with a second administrator the same change goes through, and the second is then the last
    const second = await secondAdministrator('İkinci');
    expect((await server.call(UPDATE_USER, { u: { id: adminUser, isPanelUser: false } }, as)).isSuccess).toBe(
      true,
    );
    const last = await server.call(UPDATE_USER, { u: { id: second.userId, isActive: false } }, as);
    expect(last).toMatchObject(refused('LastAdministrator'));
    expect(await administratorLeft()).toBe(true);
    expect((await server.call(UPDATE_USER, { u: { id: adminUser, isPanelUser: true } }, as)).isSuccess).toBe(
      true,
    );
  });

  it('two requests at once, each removing one of two administrators, leave one', async () => {
    // the caller holds every permission in a passive role (not an administrator), so both requests pass
    // their permission check and meet only at the rule
    const full = await signInWithRole(server, tenant, permissionCatalog());
    await db((d) => d.update(roles).set({ isActive: false }).where(eq(roles.id, full.roleId)));
    const removals: ((id: number) => [string, Record<string, unknown>])[] = [
      (id) => [UPDATE_USER, { u: { id, isActive: false } }],
      (id) => [CHANGE_ROLE, { u: { userId: id, roleId: staffRole } }],
      (id) => [UPDATE_USER, { u: { id, isPanelUser: false } }],
      (id) => [DELETE_USER, { id }],
    ];
    for (const [index, first] of removals.entries()) {
      const second = removals[(index + 1) % removals.length] ?? first;
      // the only two administrators: every other one steps aside (straight in the database)
      await db((d) => d.update(users).set({ isPanelUser: false }).where(eq(users.roleId, adminRole)));
      const a = await secondAdministrator('Bir');
      const b = await secondAdministrator('İki');
      const answers: Envelope[] = await Promise.all([
        server.call(...first(a.userId), { token: full.token }),
        server.call(...second(b.userId), { token: full.token }),
      ]);
      const codes = answers.map((answer) => (answer.isSuccess ? 'ok' : answer.messages[0]?.code)).sort();
      expect(codes).toEqual(['LastAdministrator', 'ok']);
      expect(await administratorLeft()).toBe(true);
    }
  });
});

/** The operator's way back (`npm run tenant -- admin --tag T --email E`) once nobody holds everything. */
describe('npm run tenant -- admin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  const ME = '{ currentUser { isSuccess data { permissions { area action } } } }';
  const heldBy = async (token: string) =>
    (await server.call<{ permissions: Permission[] }>(ME, {}, { token })).data.permissions.length;

  it('makes a person a panel user with every permission, with an invitation link, in the history', async () => {
    const tenant = await server.createTenant();
    const { services } = server.server;
    const db = <T>(work: Parameters<typeof services.tenants.withTenant<T>>[1]) =>
      services.tenants.withTenant(tenant.tag, work);
    // the review's case, as it ended: the Admin role cut to one permission, nobody holds everything
    const adminRole = await db(async (d) => {
      const [role] = await d.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Admin'));
      await d.delete(rolePermissions).where(eq(rolePermissions.roleId, role?.id ?? 0));
      await d.insert(rolePermissions).values({ roleId: role?.id ?? 0, area: 'people', action: 'read' });
      return role?.id;
    });
    expect(await db((d) => hasAdministrator(d))).toBe(false);

    const made = await adminCommand(services, { tag: tenant.tag, email: ' Kurtarici@Example.TEST ' });
    expect(made.code).toBe(0);
    expect(made.lines[0]).toMatch(/^kurtarici@example\.test \(user #\d+, new\) is a panel user of "/);
    const link = /(https?:\/\/\S+\/#\/auth\/davet\?\S+)/.exec(made.lines.join('\n'))?.[1] ?? '';
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('tag')).toBe(tenant.tag);
    const accepted = await fetch(`${server.url}/api/User/AcceptInvitation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tag: tenant.tag, token: query.get('token'), password: 'Kurtar1lmis-Panel' }),
    });
    expect(((await accepted.json()) as Envelope).isSuccess).toBe(true);
    const rescuer = await server.signIn({
      ...tenant,
      email: 'kurtarici@example.test',
      password: 'Kurtar1lmis-Panel',
    });
    expect(await heldBy(rescuer)).toBe(permissionCatalog().length);
    expect(await db((d) => hasAdministrator(d))).toBe(true);

    // the first administrator, who has a password, joins the same role: no link, and signs in as before
    const again = await adminCommand(services, { tag: tenant.tag, email: tenant.email });
    expect(again).toMatchObject({ code: 0, lines: [expect.stringContaining('role "Yönetici"')] });
    expect(again.lines).toHaveLength(1);
    expect(await heldBy(await server.signIn(tenant))).toBe(permissionCatalog().length);

    const history = await db((d) =>
      d
        .select({ entity: auditLog.entity, action: auditLog.action, changes: auditLog.changes })
        .from(auditLog)
        .where(eq(auditLog.channel, 'system'))
        .orderBy(auditLog.id),
    );
    const rows = history.map((row) => `${row.entity}.${row.action}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Role.create',
        'Role.grantPermissions',
        'User.create',
        'User.makeAdministrator',
      ]),
    );
    const moved = history.find((row) => row.action === 'makeAdministrator');
    expect(moved?.changes.roleId).toMatchObject({ old: adminRole });

    expect((await adminCommand(services, { tag: 'yok-boyle', email: 'a@b.test' })).code).toBe(2);
    expect((await adminCommand(services, { tag: tenant.tag, email: 'adres-degil' })).code).toBe(2);
  });
});
