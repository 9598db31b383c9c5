import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionStatus } from '@pano/contract';
import { permissions } from '../src/db/tenant/leave.table.ts';
import { departments } from '../src/db/tenant/organization.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import type { ManualClock } from '../src/kernel/clock.ts';
import { leaveTenant, type LeaveTenant } from './leave-fixture.ts';

const RESULT = 'isSuccess message messages { code field message }';
const USER = `query($id: Int!) { user(id: $id) { data { id roleId departmentId name surname email isActive
  isPanelUser totalDayOff hireDate birthDate } } }`;
const UPDATE_USER = `mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { ${RESULT} } }`;
const ENTITLEMENT = `query($id: Int!) { leaveEntitlement(id: $id) { ${RESULT} data { hireDate leaveYear yearEnd
  lawDays totalDayOff usedDays pendingDays remainingDays rows { kind days leaveYear reason createdByName } } } }`;
const ADJUST = `mutation($i: LeaveAdjustmentInput!) { adjustLeaveBalance(inputModel: $i) { ${RESULT} } }`;
const OVERRIDE = `mutation($i: LeaveEntitlementInput!) { setLeaveEntitlement(inputModel: $i) { ${RESULT} } }`;
const BALANCE = '{ myLeaveBalance { data { totalDayOff usedDays pendingDays remainingDays } } }';

interface Row {
  kind: string;
  days: number;
  leaveYear: string;
  reason: string | null;
  createdByName: string | null;
}
interface Entitlement {
  hireDate: string | null;
  leaveYear: string | null;
  lawDays: number | null;
  totalDayOff: number;
  usedDays: number;
  pendingDays: number;
  remainingDays: number;
  rows: Row[];
}

/** Issue 29 §3 (docs/leave.md): the entitlement by seniority, its ledger and the anniversary roll-over. */
describe('the annual leave entitlement renews on the work anniversary', () => {
  let l: LeaveTenant;
  let annual = 0;
  let clock: ManualClock;
  const entitlement = async (userId: number, lang: 'tr' | 'en' = 'tr') =>
    (await l.call<Entitlement>(ENTITLEMENT, { id: userId }, lang)).data;
  /** The panel's user dialog saves the user with a hire date (and a birth date). */
  const hire = async (userId: number, hireDate: string | null, birthDate = '1990-01-01') => {
    const user = (await l.call<Record<string, unknown>>(USER, { id: userId })).data;
    const saved = await l.call(UPDATE_USER, { i: { ...user, hireDate, birthDate } });
    expect(saved.isSuccess, String(saved.message)).toBe(true);
  };
  const employee = async (name: string) => {
    const who = await l.employee(name, 0);
    await l.server.server.services.tenants.withTenant(l.tenant.tag, async (db) => {
      const [department] = await db.select({ id: departments.id }).from(departments).limit(1);
      await db.update(users).set({ departmentId: department?.id }).where(eq(users.id, who.userId));
    });
    return who;
  };
  /** Midnight of a Turkish day, then the due jobs. */
  const dayComes = async (day: string) => {
    clock.set(new Date(`${day}T00:30:00+03:00`));
    await l.server.server.jobs.runDue();
  };
  const setting = async (code: string, value: string) => {
    const groups = await l.call<{ name: string; configs: { parentId: number; name: string }[] }[]>(
      '{ configGroups { data { name configs { parentId name } } } }',
    );
    const parentId = groups.data
      .find((g) => g.name === 'leave')
      ?.configs.find((c) => c.name === code)?.parentId;
    const set = await l.call(`mutation($c: ConfigInput!) { setConfig(config: $c) { ${RESULT} } }`, {
      c: { parentId, value },
    });
    expect(set.isSuccess).toBe(true);
  };

  beforeAll(async () => {
    l = await leaveTenant();
    clock = l.server.server.services.clock as ManualClock;
    annual = await l.leaveType({ name: 'Yıllık izin' });
  });
  afterAll(() => l.server.stop());

  it('grants the service year by the law when a hire date is entered; a request over it is refused', async () => {
    const deniz = await employee('Deniz');
    // 1 June 2026: the fourth service year began on 10 June 2025 (three years done: 14 days)
    await hire(deniz.userId, '2022-06-10');
    const now = await entitlement(deniz.userId);
    expect(now).toMatchObject({ hireDate: '2022-06-10', leaveYear: '2025-06-10', lawDays: 14 });
    expect(now.rows).toEqual([
      { kind: 'granted', days: 14, leaveYear: '2025-06-10', reason: null, createdByName: null },
    ]);
    // the spec's field reads the same figure, whatever the dialog sends
    await hire(deniz.userId, '2022-06-10');
    expect((await l.call<{ totalDayOff: number }>(USER, { id: deniz.userId })).data.totalDayOff).toBe(14);
    expect((await entitlement(deniz.userId)).rows).toHaveLength(1);

    const over = await l.ask(deniz, annual, '2026-06-02', '2026-06-22', {}, 'en');
    expect(over.message).toBe('Not enough leave: you asked for 15 working days and 14 are left.');
    expect((await l.ask(deniz, annual, '2026-06-02', '2026-06-05')).isSuccess).toBe(true);
    expect((await l.portal(deniz, BALANCE)).data).toMatchObject({
      totalDayOff: 14,
      pendingDays: 4,
      remainingDays: 10,
    });
    // approved, as the engine ends it: the ledger shows the leave taken, with its dates and who took it
    await l.server.server.services.tenants.withTenant(l.tenant.tag, (db) =>
      db
        .update(permissions)
        .set({ permissionStatusId: PermissionStatus.Approved, completedDate: new Date() })
        .where(eq(permissions.userId, deniz.userId)),
    );
    const taken = await entitlement(deniz.userId);
    expect(taken).toMatchObject({ usedDays: 4, pendingDays: 0, remainingDays: 10 });
    expect(taken.rows.find((row) => row.kind === 'used')).toEqual({
      kind: 'used',
      days: -4,
      leaveYear: '2025-06-10',
      reason: 'Yıllık izin: 02.06.2026 – 05.06.2026',
      createdByName: expect.stringContaining('Deniz'),
    });
  });

  it('refuses an adjustment without a reason or of no days, and writes nothing', async () => {
    const ece = await employee('Ece');
    await hire(ece.userId, '2015-01-05');
    const before = await entitlement(ece.userId);
    const noReason = await l.call(ADJUST, { i: { userId: ece.userId, days: 2, reason: '  ' } }, 'en');
    expect(noReason).toMatchObject({
      isSuccess: false,
      message: 'Reason: This field is required',
      messages: [{ code: 'Validation', field: 'reason' }],
    });
    const zero = await l.call(ADJUST, { i: { userId: ece.userId, days: 0, reason: 'Hata' } }, 'en');
    expect(zero.message).toBe('Days: Cannot be zero');
    // 1.3 days: the refusal names the rule at the field, in both languages (issue 48 §8)
    const third = await l.call(ADJUST, { i: { userId: ece.userId, days: 1.3, reason: 'Hata' } });
    expect(third).toMatchObject({
      isSuccess: false,
      message: 'Gün: Yalnızca tam ya da yarım gün girilebilir',
      messages: [
        { code: 'Validation', field: 'days', message: 'Gün: Yalnızca tam ya da yarım gün girilebilir' },
      ],
    });
    const granted = { userId: ece.userId, leaveYear: '2026-01-05', days: 1.3, reason: 'Hata' };
    expect(await l.call(OVERRIDE, { i: granted }, 'en')).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', field: 'days', message: 'Days: Only whole or half days' }],
    });
    expect(await entitlement(ece.userId)).toEqual(before);

    const nobody = await employee('Fuat');
    const noHire = await l.call(ADJUST, { i: { userId: nobody.userId, days: 2, reason: 'Ek' } }, 'en');
    expect(noHire.message).toMatch(/no hire date/);
  });

  it('HR adjusts with a reason and sets a year’s figure; the ledger shows who', async () => {
    const gul = await employee('Gül');
    // eleven years done on 5 January 2026: 20 days
    await hire(gul.userId, '2015-01-05');
    expect(
      (await l.call(ADJUST, { i: { userId: gul.userId, days: -1.5, reason: 'Eksik gün' } })).isSuccess,
    ).toBe(true);
    const wrongYear = await l.call(
      OVERRIDE,
      { i: { userId: gul.userId, leaveYear: '2026-01-06', days: 24, reason: 'Sözleşme' } },
      'en',
    );
    expect(wrongYear).toMatchObject({ isSuccess: false, messages: [{ field: 'leaveYear' }] });
    const set = await l.call(OVERRIDE, {
      i: { userId: gul.userId, leaveYear: '2026-01-05', days: 24, reason: 'Toplu sözleşme' },
    });
    expect(set.isSuccess).toBe(true);
    const now = await entitlement(gul.userId);
    expect(now).toMatchObject({ lawDays: 20, totalDayOff: 22.5, remainingDays: 22.5 });
    expect(now.rows.map((r) => [r.kind, r.days, r.reason])).toEqual([
      ['override', 24, 'Toplu sözleşme'],
      ['adjusted', -1.5, 'Eksik gün'],
      ['granted', 20, null],
    ]);
    expect(now.rows[0]?.createdByName).toMatch(/\S/);
    expect(now.rows[2]?.createdByName).toBeNull();
  });

  it('rolls over on the anniversary: without carry-over, then with it, and only once', async () => {
    const hakan = await employee('Hakan');
    const ilke = await employee('İlke');
    await hire(hakan.userId, '2023-06-03');
    // 50 on her anniversary: at least 20 days although four years are done
    await hire(ilke.userId, '2021-06-20', '1975-06-01');
    expect(await entitlement(ilke.userId)).toMatchObject({ lawDays: 20, totalDayOff: 20 });
    expect((await l.ask(hakan, annual, '2026-06-01', '2026-06-02')).isSuccess).toBe(true);
    expect((await l.ask(ilke, annual, '2026-06-08', '2026-06-12')).isSuccess).toBe(true);

    // 3 June: Hakan's fourth year, 14 days; nothing carried (the setting is 0), his June days stay behind
    await dayComes('2026-06-03');
    let now = await entitlement(hakan.userId);
    expect(now).toMatchObject({
      leaveYear: '2026-06-03',
      totalDayOff: 14,
      pendingDays: 0,
      remainingDays: 14,
    });
    expect(now.rows.map((r) => [r.kind, r.days, r.leaveYear])).toEqual([
      ['granted', 14, '2026-06-03'],
      ['granted', 14, '2025-06-03'],
    ]);

    // 20 June with five days carried at most: İlke had 15 left, keeps 5, and gets 20 (five years)
    await setting('leaveCarryOverDays', '5');
    await dayComes('2026-06-20');
    await l.server.server.jobs.runDue();
    await hire(ilke.userId, '2021-06-20', '1975-06-01');
    now = await entitlement(ilke.userId);
    expect(now).toMatchObject({ leaveYear: '2026-06-20', totalDayOff: 25, remainingDays: 25 });
    expect(now.rows.filter((r) => r.leaveYear === '2026-06-20').map((r) => [r.kind, r.days])).toEqual([
      ['carried', 5],
      ['granted', 20],
    ]);
    expect((await l.portal(ilke, BALANCE)).data).toMatchObject({ totalDayOff: 25, remainingDays: 25 });
    await setting('leaveCarryOverDays', '0');
  });
});
