import { describe, expect, it } from 'vitest';
import { isoDay, isRealDay } from './text.ts';
import { permissionRequestInput } from './leave.ts';

describe('isRealDay: the one check of a calendar day every date input uses', () => {
  it('takes YYYY-MM-DD of a day that exists, 1900 to 2999', () => {
    for (const day of ['1900-01-01', '2028-02-29', '2026-12-31', '2999-12-31'])
      expect(isRealDay(day)).toBe(true);
  });

  it('refuses days that do not exist, years out of range and anything around the day', () => {
    for (const day of [
      '2027-02-30',
      '2027-02-29',
      '2027-13-01',
      '2027-00-10',
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '3000-01-01',
      '2027-02-03 (<b>x</b>)',
      '2027-02-03T00:00:00Z',
      ' 2027-02-03',
      '2027-2-3',
      '+02027-02-03',
      '２０２７-02-03',
    ])
      expect({ day, real: isRealDay(day) }).toEqual({ day, real: false });
  });

  it('is what the contract’s date inputs check (leave: year 0000 never reaches the database)', () => {
    expect(isoDay.safeParse('0000-01-01').success).toBe(false);
    const leave = permissionRequestInput.safeParse({
      permissionTypeId: 1,
      startDate: '0000-01-01',
      endDate: '2027-01-01',
    });
    expect(leave.success).toBe(false);
  });
});
