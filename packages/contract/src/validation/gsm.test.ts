import { describe, expect, it } from 'vitest';
import { userCreateInput } from './people.ts';
import { identifierRules } from './sign-in.ts';
import { normalizeGsm } from './gsm.ts';

describe('GSM numbers as people in Türkiye write them (issue 26 §1.5)', () => {
  it.each([
    '0532 123 45 67',
    '05321234567',
    '+90 532 123 45 67',
    '+905321234567',
    '0090 532 123 45 67',
    '90 532 123 45 67',
    '532 123 4567',
    '(0532) 123-45-67',
    '5321234567',
  ])('%s is stored as 5321234567', (typed) => {
    expect(normalizeGsm(typed)).toBe('5321234567');
    const parsed = userCreateInput.shape.gsm.safeParse(typed);
    expect(parsed).toMatchObject({ success: true, data: '5321234567' });
    expect(identifierRules.gsm.safeParse(typed)).toMatchObject({ success: true, data: '5321234567' });
  });

  it.each(['532123456', '053212345678', '+44 7911 123456', '53212a4567', '1 532 123 45 67'])(
    '%s is refused',
    (typed) => {
      expect(userCreateInput.shape.gsm.safeParse(typed).success).toBe(false);
    },
  );

  it('an empty field is no number', () => {
    expect(userCreateInput.shape.gsm.parse('  ')).toBeNull();
    expect(userCreateInput.shape.gsm.parse(null)).toBeNull();
  });
});
