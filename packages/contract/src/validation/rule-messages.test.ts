import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../i18n/dictionaries.ts';
import { partPayloadIssues } from './dynamic-parts.ts';
import { describeIssue } from './issues.ts';
import { leaveEntitlementInput } from './leave.ts';
import { workSendHistoryInput } from './people.ts';
import { stepRuleFields } from './workflows.ts';
import { isoDay } from './text.ts';
import { gsmInput } from './gsm.ts';

/** What a field says of a value its rule refuses, in each language. */
function said(schema: z.ZodType, value: unknown): { tr: string[]; en: string[] } {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('accepted');
  return {
    tr: parsed.error.issues.map((issue) => describeIssue('tr', issue).message),
    en: parsed.error.issues.map((issue) => describeIssue('en', issue).message),
  };
}

describe('a field message says the rule it applies (issue 48 §8)', () => {
  it('leave days: only whole or half days', () => {
    const entitlement = { userId: 1, leaveYear: '2026-01-01', reason: 'x', days: 1.3 };
    expect(said(leaveEntitlementInput, entitlement)).toEqual({
      tr: ['Gün: Yalnızca tam ya da yarım gün girilebilir'],
      en: ['Days: Only whole or half days'],
    });
    expect(leaveEntitlementInput.safeParse({ ...entitlement, days: 1.5 }).success).toBe(true);
  });

  it('a figure kept with 2 decimals: at most 2 decimal places', () => {
    expect(said(z.object({ value: stepRuleFields.value }), { value: 1.234 })).toEqual({
      tr: ['Değer: En fazla 2 ondalık basamak girilebilir'],
      en: ['Value: At most 2 decimal places'],
    });
    expect(stepRuleFields.value.safeParse(1.23).success).toBe(true);
  });

  it('an empty target payload is required; one that is no JSON object is still checkField', () => {
    const empty = partPayloadIssues({ targetComponent: 'AnnouncementsByCategory', targetPayload: ' ' });
    expect(empty.map((issue) => describeIssue('tr', issue).message)).toEqual([
      'Hedef içeriği: Bu alan zorunludur',
    ]);
    expect(empty.map((issue) => describeIssue('en', issue).message)).toEqual([
      'Target content: This field is required',
    ]);
    const garbled = partPayloadIssues({ targetComponent: 'AnnouncementsByCategory', targetPayload: '[1' });
    expect(describeIssue('en', garbled[0] as z.core.$ZodIssue).message).toBe(
      'Check the Target content field',
    );
  });

  it('other known rules name themselves, never "… alanını kontrol edin"', () => {
    const messages = [
      ...said(workSendHistoryInput, { workId: 1 }).tr,
      ...said(isoDay, '2026-02-30').tr,
      ...said(gsmInput, '12345').tr,
    ];
    expect(messages.some((text) => text.includes('kontrol edin'))).toBe(false);
    expect(said(workSendHistoryInput, { workId: 1, userId: 2, groupId: 3 }).en).toEqual([
      'User: Choose a user or a group, exactly one of the two',
    ]);
    expect(said(isoDay, '2026-02-30').en[0]).toMatch(/a day that exists on the calendar/);
    expect(said(gsmInput, '12345').tr[0]).toMatch(/10 haneli bir cep telefonu/);
  });
});
