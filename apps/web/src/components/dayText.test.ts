import { describe, expect, it } from 'vitest';
import { dayOf, typedDay } from './dayText.ts';

describe('a day typed as DD.MM.YYYY', () => {
  it('puts the dots in as the digits come, and keeps eight digits at most', () => {
    expect(typedDay('0')).toBe('0');
    expect(typedDay('0403')).toBe('04.03');
    expect(typedDay('04032026')).toBe('04.03.2026');
    expect(typedDay('04.03.20261')).toBe('04.03.2026');
    expect(typedDay('4/3/2026')).toBe('43.20.26');
  });

  it('reads a whole, real day only', () => {
    expect(dayOf('04.03.2026')).toBe('2026-03-04');
    expect(dayOf('29.02.2028')).toBe('2028-02-29');
    expect(dayOf('31.02.2026')).toBeNull();
    expect(dayOf('04.03.26')).toBeNull();
  });
});
