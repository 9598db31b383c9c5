import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { PermissionStatus, type LeaveDraw } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { permissions, permissionTypeRoles, permissionTypes } from '../db/tenant/leave.table.ts';
import { roles } from '../db/tenant/organization.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { workflows } from '../db/tenant/workflows.table.ts';
import { countWorkingDays, leaveCalendar } from '../modules/leave/working-days.ts';
import { DEMO_EMPLOYEES } from './demo-employees.seed.ts';
import { randomSource } from './turkish-names.ts';
import type { DemoEngine } from './demo-engine.ts';
import { runDemoRequest, type DemoPlan } from './demo-requests.ts';
import { seedDemoEntitlements } from './demo-entitlements.seed.ts';

const DAY = 86_400_000;
/** The demo's "today" (the other demo data is dated around it too). */
const NOW = Date.UTC(2026, 10, 20, 12);
const SEASON_START = Date.UTC(2026, 0, 5);
const REQUESTERS = 40;

const WORKFLOWS = ['Yönetici onayı', 'Yönetici ve İK onayı', 'İK onayı'];

/** Leave types, the roles that may request each and the workflow of their requests. */
const TYPES: {
  name: string;
  roles: readonly string[];
  workflow: string;
  drawsOn: LeaveDraw;
  yearlyDays?: number;
}[] = [
  {
    name: 'Yıllık izin',
    roles: ['Personel', 'Editor', 'Admin'],
    workflow: 'Yönetici ve İK onayı',
    drawsOn: 'annual',
  },
  {
    name: 'Mazeret izni',
    roles: ['Personel', 'Editor'],
    workflow: 'Yönetici onayı',
    drawsOn: 'own',
    yearlyDays: 5,
  },
  { name: 'Hastalık izni', roles: ['Personel', 'Editor', 'Admin'], workflow: 'İK onayı', drawsOn: 'none' },
  { name: 'Ücretsiz izin', roles: ['Personel'], workflow: 'Yönetici ve İK onayı', drawsOn: 'none' },
  { name: 'Evlilik izni', roles: ['Personel'], workflow: 'İK onayı', drawsOn: 'own', yearlyDays: 3 },
];

const NOTES = [
  'Aile ziyareti',
  'Yaz tatili',
  'Doktor randevusu',
  'Taşınma',
  'Kısa bir dinlenme',
  'Düğün',
  'Çocuğumun okul toplantısı',
  null,
];

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Demo leave (docs/leave.md): five types with roles and workflows, everyone's hire date and entitlement, and a
 * season of requests of 40 users in every status — approved and rejected ones in the past, waiting ones
 * ahead at every step of their workflow, some cancelled — that keep the rules: no overlaps, waiting +
 * approved within each balance. Each runs its workflow through the engine (docs/approvals.md).
 */
export async function seedDemoLeave(db: TenantDb, engine: DemoEngine): Promise<void> {
  const planned = await db.transaction(async (tx) => {
    const existing = await tx.select({ id: workflows.id, name: workflows.name }).from(workflows);
    const missing = WORKFLOWS.filter((name) => !existing.some((w) => w.name === name));
    if (missing.length) await tx.insert(workflows).values(missing.map((name) => ({ name })));
    const workflowId = new Map(
      (await tx.select({ id: workflows.id, name: workflows.name }).from(workflows)).map((w) => [
        w.name,
        w.id,
      ]),
    );
    const roleId = new Map(
      (await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]),
    );
    const types = await tx
      .insert(permissionTypes)
      .values(TYPES.map(({ name, drawsOn, yearlyDays }) => ({ name, drawsOn, yearlyDays })))
      .returning({ id: permissionTypes.id, name: permissionTypes.name });
    const typeId = new Map(types.map((t) => [t.name, t.id]));
    const allowed = new Map<number, number[]>();
    const links = TYPES.flatMap((type) =>
      type.roles.flatMap((role) => {
        const rid = roleId.get(role);
        const tid = typeId.get(type.name) as number;
        if (rid === undefined) return [];
        allowed.set(rid, [...(allowed.get(rid) ?? []), tid]);
        return [{ permissionTypeId: tid, roleId: rid, workflowId: workflowId.get(type.workflow) as number }];
      }),
    );
    await tx.insert(permissionTypeRoles).values(links);
    const workflowOf = new Map(links.map((l) => [`${l.permissionTypeId}:${l.roleId}`, l.workflowId]));

    // everyone gets a hire date and this service year's entitlement; the portal's demo employees 14, 20
    // and 26 days to try requests with
    const emails = DEMO_EMPLOYEES.map((e) => e.email);
    await seedDemoEntitlements(tx, NOW);

    const eligible = and(isNotNull(users.roleId), inArray(users.roleId, [...allowed.keys()]));
    const columns = {
      id: users.id,
      roleId: users.roleId,
      totalDayOff: users.totalDayOff,
      email: users.email,
    };
    const requesters = [
      ...(await tx.select(columns).from(users).where(eligible).orderBy(asc(users.id)).limit(REQUESTERS)),
      ...(await tx
        .select(columns)
        .from(users)
        .where(and(eligible, inArray(users.email, emails)))),
    ].filter((person, index, all) => all.findIndex((other) => other.id === person.id) === index);
    const random = randomSource(1313);
    const calendar = await leaveCalendar(tx, iso(SEASON_START), iso(NOW + 400 * DAY));
    const rows: (typeof permissions.$inferInsert & { plan: DemoPlan; workflowId: number })[] = [];
    for (const person of requesters) {
      const demo = (emails as readonly string[]).includes(person.email ?? '');
      const options = allowed.get(person.roleId as number) ?? [];
      let left = Number(person.totalDayOff);
      const own = new Map<string, number>();
      let cursor = SEASON_START + random.int(0, 40) * DAY;
      const count = random.int(2, 6);
      for (let n = 0; n < count && options.length; n += 1) {
        // each requester's last request lies ahead of "today"
        if (n === count - 1) cursor = Math.max(cursor, NOW + random.int(5, 40) * DAY);
        const start = cursor;
        const end = start + random.int(0, 6) * DAY;
        cursor = end + random.int(20, 70) * DAY;
        const startDate = iso(start);
        const endDate = iso(end);
        const dayCount = countWorkingDays(startDate, endDate, calendar).days;
        if (dayCount === 0) continue;
        const past = end < NOW;
        const roll = random.next();
        let status: number = past
          ? roll < 0.65
            ? PermissionStatus.Approved
            : roll < 0.85
              ? PermissionStatus.Rejected
              : PermissionStatus.Cancelled
          : roll < 0.75 || (demo && n === count - 1)
            ? PermissionStatus.Waiting
            : PermissionStatus.Cancelled;
        // asked some days before it starts, but never after the demo's "today": nothing is made in the future
        const createTime = new Date(Math.min(start - random.int(3, 25) * DAY, NOW - DAY));
        const permissionTypeId = random.pick(options);
        // what the type draws on must be left, as the portal checks it (docs/leave.md)
        const type = TYPES.find((each) => typeId.get(each.name) === permissionTypeId);
        const pot =
          type?.drawsOn === 'own' ? `${String(permissionTypeId)}:${startDate.slice(0, 4)}` : 'annual';
        const available = pot === 'annual' ? left : (own.get(pot) ?? type?.yearlyDays ?? 0);
        const counts =
          type?.drawsOn !== 'none' &&
          (status === PermissionStatus.Approved || status === PermissionStatus.Waiting);
        if (counts && dayCount > available) status = PermissionStatus.Rejected;
        else if (counts && pot === 'annual') left -= dayCount;
        else if (counts) own.set(pot, available - dayCount);
        rows.push({
          userId: person.id,
          permissionTypeId,
          permissionStatusId: PermissionStatus.Waiting,
          description: random.pick(NOTES),
          startDate,
          endDate,
          dayCount,
          createTime,
          // a demo employee's last request waits for its first approver: their manager can decide it
          plan: planFor(status, demo && n === count - 1 ? 0 : random.int(0, 2), random.pick(REASONS)),
          workflowId: workflowOf.get(`${permissionTypeId}:${person.roleId}`) as number,
        });
      }
    }
    const made = await tx
      .insert(permissions)
      .values(rows.map(({ plan: _plan, workflowId: _workflowId, ...row }) => row))
      .returning({ id: permissions.id });
    return rows.map((row, index) => ({ ...row, id: made[index]?.id as number }));
  });
  // each request runs its workflow through the engine, as the portal's would, in the order they were made
  planned.sort((a, b) => (a.createTime as Date).getTime() - (b.createTime as Date).getTime());
  for (const row of planned)
    await runDemoRequest(
      db,
      engine,
      {
        kind: 'leave',
        subjectId: row.id,
        requesterId: row.userId,
        workflowId: row.workflowId,
        facts: { leaveDays: row.dayCount },
      },
      row.createTime as Date,
      row.plan,
    );
}

const REASONS = ['Bu tarihlerde ekip eksik', 'Proje teslimi var', 'Bakiye yetersiz', 'Önce devir yapılmalı'];

/** How a planned status is reached: approvals all the way, a rejection, a cancel, or a few steps in. */
function planFor(status: number, steps: number, reason: string): DemoPlan {
  const approve = { command: 'Onayla' };
  if (status === PermissionStatus.Cancelled) return 'cancel';
  if (status === PermissionStatus.Approved) return { decide: [approve, approve, approve] };
  if (status === PermissionStatus.Rejected) return { decide: [{ command: 'Reddet', description: reason }] };
  return { decide: Array.from({ length: steps }, () => approve) };
}
