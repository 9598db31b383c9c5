import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionStatus } from '@pano/contract';
import { eq } from 'drizzle-orm';
import { leaveLedger, permissions, permissionTypes } from '../src/db/tenant/leave.table.ts';
import { notifications } from '../src/db/tenant/people.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { seedDemoLeave } from '../src/seed/demo-leave.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { seedDemoApprovers } from '../src/seed/demo-requests.ts';
import { demoEngine } from '../src/seed/demo-engine.ts';
import { TestServer, type Tenant } from './harness.ts';

interface Request {
  userId: number;
  permissionStatusId: number;
  startDate: string;
  endDate: string;
  dayCount: number;
  drawsOn: string;
  yearlyDays: number | null;
  permissionTypeId: number;
}

/** The demo leave: types with roles and workflows, and a season of requests that keep the rules. */
describe('demo leave', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let rows: Request[];
  let balances: Map<number, number>;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoWorkflows(db);
      await seedDemoApprovers(db);
      await seedDemoLeave(db, demoEngine(server.server.services, tenant.tag));
      rows = await db
        .select({
          userId: permissions.userId,
          permissionStatusId: permissions.permissionStatusId,
          startDate: permissions.startDate,
          endDate: permissions.endDate,
          dayCount: permissions.dayCount,
          drawsOn: permissionTypes.drawsOn,
          yearlyDays: permissionTypes.yearlyDays,
          permissionTypeId: permissions.permissionTypeId,
        })
        .from(permissions)
        .innerJoin(permissionTypes, eq(permissionTypes.id, permissions.permissionTypeId));
      balances = new Map(
        (await db.select({ id: users.id, total: users.totalDayOff }).from(users)).map((u) => [
          u.id,
          Number(u.total),
        ]),
      );
    });
  });
  afterAll(() => server.stop());

  it('makes nothing in the future: requests and the notifications of their approvals are in the past', async () => {
    const now = Date.now();
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      const made = [
        ...(await db.select({ at: permissions.createTime }).from(permissions)),
        ...(await db.select({ at: notifications.createTime }).from(notifications)),
      ];
      expect(made.length).toBeGreaterThan(10);
      expect(made.filter((row) => row.at.getTime() > now)).toEqual([]);
    });
  });

  it('has types with roles and workflows, and requests in every status on the panel', async () => {
    const types = await server.call<{ name: string }[]>(
      '{ permissionTypes(pagerModel: { pageSize: 50 }) { totalItemCount data { name } } }',
      {},
      { token },
    );
    expect(types.data.map((t) => t.name)).toContain('Yıllık izin');
    const roles = await server.call<{ role: { name: string }; workflow: { name: string } }[]>(
      '{ permissionTypeRoles(pagerModel: { pageSize: 100 }) { totalItemCount data { role { name } workflow { name } } } }',
      {},
      { token },
    );
    expect(roles.totalItemCount).toBeGreaterThanOrEqual(types.totalItemCount ?? 0);
    expect(roles.data.every((r) => r.role.name && r.workflow.name)).toBe(true);
    for (const status of Object.values(PermissionStatus)) {
      const listed = await server.call(
        `{ permissions(pagerModel: { permissionStatusId: ${status} }) { totalItemCount } }`,
        {},
        { token },
      );
      expect(listed.totalItemCount).toBeGreaterThan(0);
    }
  });

  it('keeps the rules: no overlapping waiting or approved leave, none beyond what its type draws on', () => {
    const counted = rows.filter(
      (r) =>
        r.permissionStatusId === PermissionStatus.Waiting ||
        r.permissionStatusId === PermissionStatus.Approved,
    );
    const byUser = new Map<number, Request[]>();
    for (const r of counted) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    for (const [userId, mine] of byUser) {
      // annual types against the entitlement, a type of its own against its days a year, the rest not at all
      const annual = mine.filter((r) => r.drawsOn === 'annual').reduce((sum, r) => sum + r.dayCount, 0);
      expect(annual).toBeLessThanOrEqual(balances.get(userId) ?? 0);
      const own = new Map<string, number>();
      for (const r of mine.filter((each) => each.drawsOn === 'own')) {
        const key = `${String(r.permissionTypeId)}:${r.startDate.slice(0, 4)}`;
        own.set(key, (own.get(key) ?? 0) + r.dayCount);
        expect(own.get(key)).toBeLessThanOrEqual(r.yearlyDays ?? 0);
      }
      const sorted = [...mine].sort((a, b) => a.startDate.localeCompare(b.startDate));
      sorted.slice(1).forEach((r, i) => expect(r.startDate > (sorted[i]?.endDate ?? '')).toBe(true));
    }
  });

  it('gives everyone a hire date and this service year’s grant, in every band of the law', async () => {
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      const people = await db.select({ id: users.id, hireDate: users.hireDate }).from(users);
      expect(people.filter((p) => !p.hireDate)).toEqual([]);
      const granted = await db.select({ days: leaveLedger.days }).from(leaveLedger);
      expect(new Set(granted.map((g) => Number(g.days)))).toEqual(new Set([0, 14, 20, 26]));
    });
  });

  it('a demo employee signs in to the portal, sees the types of their role and their own requests', async () => {
    const [first] = DEMO_EMPLOYEES;
    const signedIn = await server.verify(tenant.tag, first.email, DEMO_EMPLOYEE_PASSWORD, 'tr', 'VerifyUser');
    const portal = { token: signedIn.data?.token ?? '', service: 'portal' as const };
    const types = await server.call<{ name: string }[]>(
      '{ myPermissionTypes { data { name } } }',
      {},
      portal,
    );
    expect(types.data.map((t) => t.name)).toContain('Ücretsiz izin');
    const balance = await server.call<{ totalDayOff: number; remainingDays: number }>(
      '{ myLeaveBalance { data { totalDayOff remainingDays } } }',
      {},
      portal,
    );
    expect(balance.data.totalDayOff).toBe(14);
    expect(balance.data.remainingDays).toBeGreaterThanOrEqual(0);
    const mine = await server.call('{ myPermissions { totalItemCount } }', {}, portal);
    expect(mine.totalItemCount).toBeGreaterThan(0);
  });
});
