import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveTenant, type LeaveTenant } from './leave-fixture.ts';

const BALANCE = `{ myLeaveBalance { isSuccess data { totalDayOff usedDays pendingDays remainingDays
  types { permissionTypeId name drawsOn allowance usedDays pendingDays remainingDays } } } }`;
const TYPES = `query($p: PermissionTypePagerModel) { permissionTypes(pagerModel: $p) { data { id name drawsOn yearlyDays } } }`;
const UPDATE_TYPE = `mutation($i: PermissionTypeUpdateInput!) { updatePermissionType(inputModel: $i) {
  isSuccess message messages { code field } } }`;

interface TypeBalance {
  permissionTypeId: number;
  name: string;
  drawsOn: string;
  allowance: number | null;
  usedDays: number;
  pendingDays: number;
  remainingDays: number | null;
}
interface Balance {
  totalDayOff: number;
  usedDays: number;
  pendingDays: number;
  remainingDays: number;
  types: TypeBalance[];
}

describe('each leave type draws on its own balance (issue 29 §1; docs/leave.md)', () => {
  let l: LeaveTenant;
  const type = { annual: 0, excuse: 0, sick: 0 };
  const balance = async (who: { token: string }) => (await l.portal<Balance>(who, BALANCE)).data;
  const typeOf = (b: Balance, name: string) => b.types.find((t) => t.name === name);

  beforeAll(async () => {
    l = await leaveTenant();
    type.annual = await l.leaveType({ name: 'Yıllık izin' });
    type.excuse = await l.leaveType({ name: 'Mazeret izni', drawsOn: 'own', yearlyDays: 5 });
    type.sick = await l.leaveType({ name: 'Hastalık izni', drawsOn: 'none' });
  });
  afterAll(() => l.server.stop());

  it('keeps how a type counts on the type, a type of its own needing its days', async () => {
    const listed = await l.call<{ name: string; drawsOn: string; yearlyDays: number | null }[]>(TYPES, {
      p: { sortColumn: 'name', sortDescending: false },
    });
    expect(listed.data.map(({ name, drawsOn, yearlyDays }) => [name, drawsOn, yearlyDays])).toEqual([
      ['Hastalık izni', 'none', null],
      ['Mazeret izni', 'own', 5],
      ['Yıllık izin', 'annual', null],
    ]);
    const noDays = await l.call(
      UPDATE_TYPE,
      { i: { id: type.sick, name: 'Hastalık izni', drawsOn: 'own' } },
      'en',
    );
    expect(noDays).toMatchObject({
      isSuccess: false,
      message: 'Days a year: This field is required',
      messages: [{ code: 'Validation', field: 'yearlyDays' }],
    });
    // a client written from the spec sends the name and code only: how the type counts stays
    expect(
      (await l.call(UPDATE_TYPE, { i: { id: type.excuse, name: 'Mazeret izni', code: '' } })).isSuccess,
    ).toBe(true);
    const again = await l.call<{ id: number; drawsOn: string; yearlyDays: number }[]>(TYPES, {});
    expect(again.data.find((t) => t.id === type.excuse)).toMatchObject({ drawsOn: 'own', yearlyDays: 5 });
  });

  it('sick leave leaves the annual balance alone; a type’s own days run out in their year', async () => {
    const ayse = await l.employee('Ayşe', 10);
    // a whole week of sick leave: recorded, never counted
    expect((await l.ask(ayse, type.sick, '2026-09-07', '2026-09-11')).isSuccess).toBe(true);
    let now = await balance(ayse);
    expect(now).toMatchObject({ totalDayOff: 10, usedDays: 0, pendingDays: 0, remainingDays: 10 });
    expect(typeOf(now, 'Hastalık izni')).toMatchObject({
      allowance: null,
      pendingDays: 5,
      remainingDays: null,
    });

    // three excuse days, then three more: only two are left of this year's five
    expect((await l.ask(ayse, type.excuse, '2026-09-14', '2026-09-16')).isSuccess).toBe(true);
    const over = await l.ask(ayse, type.excuse, '2026-09-21', '2026-09-23', {}, 'en');
    expect(over).toMatchObject({
      isSuccess: false,
      message: 'Not enough Mazeret izni: you asked for 3 working days and 2 are left in 2026.',
    });
    expect((await l.ask(ayse, type.excuse, '2026-09-21', '2026-09-22')).isSuccess).toBe(true);
    // next year brings five new days
    expect((await l.ask(ayse, type.excuse, '2027-01-11', '2027-01-13')).isSuccess).toBe(true);
    now = await balance(ayse);
    expect(typeOf(now, 'Mazeret izni')).toMatchObject({ allowance: 5, pendingDays: 5, remainingDays: 0 });
    // annual leave still has all of its ten days, and the totals read as before
    expect(now).toMatchObject({ pendingDays: 0, remainingDays: 10 });
    expect(typeOf(now, 'Yıllık izin')).toMatchObject({ drawsOn: 'annual', allowance: 10, remainingDays: 10 });
    const annualOver = await l.ask(ayse, type.annual, '2026-10-05', '2026-10-19', {}, 'en');
    expect(annualOver.message).toBe('Not enough leave: you asked for 11 working days and 10 are left.');
  });

  it('two requests of a type sent at once still cannot overspend it', async () => {
    const can = await l.employee('Can', 10);
    const answers = await Promise.all([
      l.ask(can, type.excuse, '2026-10-05', '2026-10-07'),
      l.ask(can, type.excuse, '2026-10-12', '2026-10-14'),
    ]);
    expect(answers.filter((a) => a.isSuccess)).toHaveLength(1);
    expect(typeOf(await balance(can), 'Mazeret izni')?.remainingDays).toBe(2);
  });
});
