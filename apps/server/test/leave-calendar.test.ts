import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveTenant, type LeaveTenant } from './leave-fixture.ts';

const FIELDS = 'isSuccess message messages { code message field } data { id }';

const HOLIDAYS = `query($p: HolidayPagerModel) { holidays(pagerModel: $p) { isSuccess totalItemCount
  data { id day name isHalfDay } } }`;
const CREATE = `mutation($i: HolidayCreateInput!) { createHoliday(inputModel: $i) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteHoliday(id: $id) { ${FIELDS} } }`;
const COPY = `mutation($i: HolidayCopyInput!) { copyHolidays(inputModel: $i) { isSuccess message
  data { added skipped movingLeftOut } } }`;
const OFFICIAL = `mutation($i: OfficialHolidaysInput!) { addOfficialHolidays(inputModel: $i) { isSuccess
  data { added skipped movingLeftOut } } }`;
const MINE = `{ myPermissions(pagerModel: { pageSize: 50 }) { data { id startDate dayCount halfDay } } }`;
const BALANCE = `{ myLeaveBalance { data { pendingDays remainingDays } } }`;

interface Holiday {
  id: number;
  day: string;
  name: string;
  isHalfDay: boolean;
}

describe('leave counts the working days of the tenant’s calendar (issue 29 §2; docs/leave.md)', () => {
  let l: LeaveTenant;
  let leaveType: number;
  let asker: { token: string };
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    l.call<T>(query, variables, lang);
  const year = async (y: number) => (await call<Holiday[]>(HOLIDAYS, { p: { year: y, pageSize: 100 } })).data;
  const ask = (
    startDate: string,
    endDate: string,
    extra: Record<string, unknown> = {},
    lang: 'tr' | 'en' = 'tr',
  ) => l.ask(asker, leaveType, startDate, endDate, extra, lang);
  const mine = async () =>
    (
      await l.portal<{ id: number; startDate: string; dayCount: number; halfDay: string | null }[]>(
        asker,
        MINE,
      )
    ).data;

  beforeAll(async () => {
    l = await leaveTenant();
    leaveType = await l.leaveType({ name: 'Yıllık izin' });
    asker = await l.employee('Takvim', 40);
  });
  afterAll(() => l.server.stop());

  it('gives a new tenant Turkey’s official holidays of this year and the next, the eves as half days', async () => {
    const thisYear = await year(2026);
    expect(thisYear.find((h) => h.day === '2026-10-29')).toMatchObject({
      name: 'Cumhuriyet Bayramı',
      isHalfDay: false,
    });
    expect(thisYear.find((h) => h.day === '2026-10-28')?.isHalfDay).toBe(true);
    expect(thisYear.filter((h) => h.name.startsWith('Kurban Bayramı')).map((h) => h.day)).toEqual([
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
    ]);
    const next = await year(2027);
    expect(next.find((h) => h.day === '2027-03-09')?.name).toBe('Ramazan Bayramı 1. gün');
    expect(next.find((h) => h.day === '2027-03-08')).toMatchObject({ isHalfDay: true });
    expect(await year(2028)).toEqual([]);
  });

  it('leaves weekends and holidays out, a half holiday as half a day, and keeps the count it stored', async () => {
    // 26–30 October 2026: the 28th is a half day, the 29th a holiday
    const republic = await ask('2026-10-26', '2026-10-30');
    expect(republic.isSuccess).toBe(true);
    // 8–12 March 2027: the eve (half) and the three days of Ramazan Bayramı, then one working day
    expect((await ask('2027-03-08', '2027-03-12')).isSuccess).toBe(true);
    // a week with one half day HR adds
    const added = await call<{ id: number }>(CREATE, {
      i: { day: '2026-11-11', name: 'Şirket günü', isHalfDay: true },
    });
    expect(added.isSuccess).toBe(true);
    expect((await ask('2026-11-09', '2026-11-13')).isSuccess).toBe(true);
    const counts = Object.fromEntries((await mine()).map((p) => [p.startDate, p.dayCount]));
    expect(counts).toEqual({ '2026-10-26': 3.5, '2027-03-08': 1.5, '2026-11-09': 4.5 });
    expect((await l.portal<{ pendingDays: number }>(asker, BALANCE)).data).toMatchObject({
      pendingDays: 9.5,
      remainingDays: 30.5,
    });
    // a later change of the calendar does not rewrite a request's days
    expect((await call(DELETE, { id: added.data.id })).isSuccess).toBe(true);
    expect((await mine()).find((p) => p.startDate === '2026-11-09')?.dayCount).toBe(4.5);
  });

  it('refuses a request that falls only on holidays, naming them, and stores nothing', async () => {
    const before = (await mine()).length;
    const july = await ask('2026-07-15', '2026-07-15', {}, 'en');
    expect(july).toMatchObject({
      isSuccess: false,
      message:
        'Every working day chosen is a public holiday (Demokrasi ve Millî Birlik Günü): there is no leave day to take.',
    });
    expect((await ask('2026-07-18', '2026-07-19', {}, 'tr')).message).toBe(
      'Seçilen tarihler arasında iş günü yok (Pazartesi–Cuma).',
    );
    expect(await mine()).toHaveLength(before);
  });

  it('takes half a day: the morning or the afternoon of one date, never the afternoon of a half holiday', async () => {
    const morning = await ask('2026-12-02', '2026-12-02', { halfDay: 'morning' });
    expect(morning.isSuccess).toBe(true);
    expect((await mine()).find((p) => p.id === morning.data.id)).toMatchObject({
      dayCount: 0.5,
      halfDay: 'morning',
    });
    const twoDays = await ask('2026-12-07', '2026-12-08', { halfDay: 'afternoon' }, 'en');
    expect(twoDays).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation', field: 'halfDay' }] });
    expect(twoDays.message).toBe('Half day: Half-day leave can be asked for a single date only');
    // 28 October 2027 is a half holiday: its afternoon is off already, its morning is half a day
    expect((await ask('2027-10-28', '2027-10-28', { halfDay: 'afternoon' })).messages[0]?.code).toBe(
      'Validation',
    );
    const eve = await ask('2027-10-28', '2027-10-28', { halfDay: 'morning' });
    expect(eve.isSuccess).toBe(true);
    expect((await mine()).find((p) => p.id === eve.data.id)?.dayCount).toBe(0.5);
  });

  it('counts Saturdays when the tenant works Monday to Saturday', async () => {
    const groups = await call<{ name: string; configs: { parentId: number; name: string }[] }[]>(
      '{ configGroups { data { name configs { parentId name } } } }',
    );
    const setting = groups.data
      .find((g) => g.name === 'leave')
      ?.configs.find((c) => c.name === 'leaveWorkingWeekdays');
    const set = (value: string) =>
      call('mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess message } }', {
        c: { parentId: setting?.parentId, value },
      });
    expect((await set('monSat')).isSuccess).toBe(true);
    const week = await ask('2027-01-11', '2027-01-17');
    expect(week.isSuccess).toBe(true);
    expect((await mine()).find((p) => p.id === week.data.id)?.dayCount).toBe(6);
    expect((await set('monFri')).isSuccess).toBe(true);
  });

  it('keeps a date once, checks the fields, copies a year and fills a year from the official calendar', async () => {
    const twice = await call(CREATE, { i: { day: '2026-10-29', name: 'Yine' } });
    expect(twice).toMatchObject({ isSuccess: false, message: 'Tarih: Bu tarihte zaten bir tatil var.' });
    const bad = await call(CREATE, { i: { day: '2027-02-30', name: ' ' } }, 'en');
    expect(bad.isSuccess).toBe(false);
    expect(bad.messages.map((m) => (m as { field?: string }).field).sort()).toEqual(['day', 'name']);
    expect(
      (await call(CREATE, { i: { day: '2027-12-31', name: 'Yılsonu', isHalfDay: true } })).isSuccess,
    ).toBe(true);

    // 2027 → 2028: the fixed dates and the company's own move a year on; the religious ones are not known
    const copied = await call<{ added: number; movingLeftOut: boolean }>(COPY, {
      i: { fromYear: 2027, toYear: 2028 },
    });
    expect(copied.data).toMatchObject({ added: 9, movingLeftOut: true });
    const days2028 = (await year(2028)).map((h) => h.day);
    expect(days2028).toContain('2028-10-29');
    expect(days2028).toContain('2028-12-31');
    expect(days2028.some((d) => d.startsWith('2028-03'))).toBe(false);
    // again: nothing new
    expect((await call<{ added: number }>(COPY, { i: { fromYear: 2027, toYear: 2028 } })).data.added).toBe(0);

    // a year filled from the official calendar, the religious holidays included
    const filled = await call<{ added: number; movingLeftOut: boolean }>(
      OFFICIAL,
      { i: { year: 2025 } },
      'en',
    );
    expect(filled.data).toMatchObject({ added: 17, movingLeftOut: false });
    expect((await year(2025)).find((h) => h.day === '2025-03-30')?.name).toBe('Ramadan Feast day 1');
  });
});
