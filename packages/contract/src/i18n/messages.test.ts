import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import tr from './tr.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import serverTr from './server.tr.json' with { type: 'json' };
import serverEn from './server.en.json' with { type: 'json' };
import './dictionaries.ts';
import { pickLanguage, translate } from './messages.ts';
import { pluralKey } from './plurals.ts';
import { describeIssue } from '../validation/issues.ts';
import { lookupCreateInput, locationCreateInput } from '../validation/reference.ts';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('shared dictionaries', () => {
  it('have the same keys in Turkish and English', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
    expect(keys(serverTr).sort()).toEqual(keys(serverEn).sort());
    // a word is either the browser's or the server's, never both
    const browser = new Set(keys(tr));
    expect(keys(serverTr).filter((key) => browser.has(key))).toEqual([]);
  });

  it('translate with parameters and fall back to Turkish', () => {
    expect(translate('en', 'codes.TooManyAttempts', { minutes: 15 })).toContain('15 minutes');
    expect(translate('tr', 'codes.InvalidTag')).toBe('Geçersiz tag');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('de')).toBe('tr');
    expect(pickLanguage(undefined)).toBe('tr');
  });

  it("count one person, and several people, in the reader's language", () => {
    const reminder = (lang: 'tr' | 'en', count: number) =>
      translate(lang, pluralKey(lang, 'requestTrail.reminder', count), { count });
    expect(reminder('en', 1)).toBe('Reminder sent (1 person).');
    expect(reminder('en', 3)).toBe('Reminder sent (3 people).');
    expect(reminder('en', 0)).toBe('Reminder sent (0 people).');
    expect(reminder('tr', 1)).toBe('Hatırlatma gönderildi (1 kişi).');
    expect(reminder('tr', 2)).toBe('Hatırlatma gönderildi (2 kişi).');
    // a key without plural forms stays itself
    expect(pluralKey('en', 'requestTrail.started', 1)).toBe('requestTrail.started');
    // a leave of one working day, and of one and a half (issue 48, 18)
    const leave = (days: number) =>
      translate('en', pluralKey('en', 'requestSummary.leave', days), {
        type: 'Annual',
        start: '01.12.2026',
        end: '01.12.2026',
        days,
      });
    expect(leave(1)).toBe('Annual · 01.12.2026 – 01.12.2026 · 1 working day');
    expect(leave(1.5)).toBe('Annual · 01.12.2026 – 01.12.2026 · 1.5 working days');
  });

  it('describe validation failures the way the spec words them', () => {
    const issue = (schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) throw new Error('expected a failure');
      return result.error.issues[0] as z.core.$ZodIssue;
    };
    expect(describeIssue('tr', issue(lookupCreateInput, { name: ' ' })).message).toBe(
      'Ad: Bu alan zorunludur',
    );
    expect(describeIssue('en', issue(lookupCreateInput, {})).message).toBe('Name: This field is required');
    expect(describeIssue('en', issue(lookupCreateInput, { name: 'x'.repeat(201) })).message).toBe(
      'Name: At most 200 characters',
    );
    expect(
      describeIssue('en', issue(locationCreateInput, { name: 'a', latitude: 'x', longitude: 1 })).message,
    ).toBe('Check the Latitude field');
  });
});
