import { describe, expect, it } from 'vitest';
import {
  addYears,
  lawEntitlement,
  serviceYear,
  serviceYearOn,
  seniorityDays,
  wholeYears,
} from './seniority.ts';

const on = (hireDate: string, birthDate: string | null, day: string) => {
  const year = serviceYearOn(hireDate, day);
  return year ? lawEntitlement(hireDate, birthDate, year) : null;
};

describe('annual leave by seniority (Law 4857 Art. 53)', () => {
  it('gives nothing in the first year, then 14, 20 and 26 at the band edges', () => {
    expect([0, 1, 4, 5, 14, 15, 30].map((years) => seniorityDays(years, 30))).toEqual([
      0, 14, 14, 20, 20, 26, 26,
    ]);
    const hire = '2010-03-15';
    const born = '1990-01-01';
    expect(on(hire, born, '2011-03-14')).toBe(0); // the day before the first anniversary
    expect(on(hire, born, '2011-03-15')).toBe(14); // the first anniversary
    expect(on(hire, born, '2015-03-14')).toBe(14);
    expect(on(hire, born, '2015-03-15')).toBe(20); // five years
    expect(on(hire, born, '2025-03-14')).toBe(20);
    expect(on(hire, born, '2025-03-15')).toBe(26); // fifteen years
    expect(on(hire, born, '2010-03-14')).toBeNull(); // before the hire date: no service year
  });

  it('gives at least 20 days at 18 and younger and at 50 and older, taken on the anniversary', () => {
    const hire = '2020-06-01';
    // 18 on the anniversary (19 the next day): 20; 19 on it: 14
    expect(on(hire, '2004-06-02', '2023-06-01')).toBe(20);
    expect(on(hire, '2004-06-01', '2023-06-01')).toBe(14);
    expect(on(hire, '2004-06-01', '2022-06-01')).toBe(20);
    expect(on(hire, '2003-06-01', '2022-06-01')).toBe(14);
    // 50 on the anniversary day: 20; one day short of 50: 14
    expect(on(hire, '1972-06-01', '2022-06-01')).toBe(20);
    expect(on(hire, '1972-06-02', '2022-06-01')).toBe(14);
    // the minimum never lowers a longer seniority, and never gives leave in the first year
    expect(seniorityDays(15, 55)).toBe(26);
    expect(seniorityDays(0, 55)).toBe(0);
    expect(seniorityDays(3, null)).toBe(14);
  });

  it('takes 28 February as the anniversary of 29 February in a common year', () => {
    expect(addYears('2020-02-29', 1)).toBe('2021-02-28');
    expect(addYears('2020-02-29', 4)).toBe('2024-02-29');
    expect(wholeYears('2020-02-29', '2021-02-27')).toBe(0);
    expect(wholeYears('2020-02-29', '2021-02-28')).toBe(1);
    expect(serviceYearOn('2020-02-29', '2021-03-01')).toEqual({
      index: 1,
      start: '2021-02-28',
      end: '2022-02-28',
    });
    expect(serviceYear('2020-02-29', 4)).toEqual({ index: 4, start: '2024-02-29', end: '2025-02-28' });
    expect(on('2020-02-29', '1980-01-01', '2025-02-28')).toBe(20);
    expect(on('2020-02-29', '1980-01-01', '2025-02-27')).toBe(14);
  });
});
