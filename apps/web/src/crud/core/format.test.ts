import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimestamp } from './format.ts';

describe('dates (spec 001 §9)', () => {
  it('a date is DD.MM.YYYY', () => {
    expect(formatDate('2024-03-05T09:00:00')).toBe('05.03.2024');
  });

  it('a calendar day (a leave start) is that day whatever the time zone', () => {
    expect(formatDate('2026-03-02')).toBe('02.03.2026');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });

  it("a date-time is 'DD.MM.YYYY HH:mm' on a 24-hour clock in every language; none is '-'", () => {
    expect(formatDateTime('2024-03-05T14:07:09')).toBe('05.03.2024 14:07');
    expect(formatDateTime('2024-03-05T00:05:00')).toBe('05.03.2024 00:05');
    expect(formatDateTime('2024-12-31T12:00:59')).toBe('31.12.2024 12:00');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });

  it('a read time is DD.MM.YYYY HH:mm:ss on a 24-hour clock; none is "-" (spec 000 §9)', () => {
    expect(formatTimestamp(new Date(2026, 0, 2, 13, 4, 5).toISOString())).toBe('02.01.2026 13:04:05');
    expect(formatTimestamp(null)).toBe('-');
  });
});
