import { describe, expect, it } from 'vitest';
import { onlyDigits, refusedCharacter } from './DigitsInput.tsx';
import { lengthHint } from './fieldError.ts';

describe('onlyDigits', () => {
  it('keeps at most the allowed digits, dropping signs, spaces and letters', () => {
    expect(onlyDigits('-0532 123 45 67 89', 10)).toBe('0532123456');
    expect(onlyDigits('1234567890123', 11)).toBe('12345678901');
    expect(onlyDigits('abc', 10)).toBe('');
  });
});

describe('refusedCharacter', () => {
  it('names a typed letter and lets the usual separators pass quietly', () => {
    expect(refusedCharacter('0532 123-45 67')).toBeUndefined();
    expect(refusedCharacter('+90 (532) 123.45/67')).toBeUndefined();
    expect(refusedCharacter('0532o12')).toBe('o');
    expect(refusedCharacter('ş')).toBe('ş');
  });
});

describe('lengthHint', () => {
  it('counts from 80% of the limit up to it, and leaves the message past it to the rule', () => {
    expect(lengthHint(7, 10)).toBeUndefined();
    expect(lengthHint(8, 10)).toEqual({ count: 8, max: 10 });
    expect(lengthHint(10, 10)).toEqual({ count: 10, max: 10 });
    expect(lengthHint(11, 10)).toBeUndefined();
    expect(lengthHint(100, undefined)).toBeUndefined();
  });
});
