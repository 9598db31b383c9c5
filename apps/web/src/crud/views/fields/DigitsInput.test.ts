import { describe, expect, it } from 'vitest';
import { onlyDigits } from './DigitsInput.tsx';

describe('onlyDigits', () => {
  it('keeps at most the allowed digits, dropping signs, spaces and letters', () => {
    expect(onlyDigits('-0532 123 45 67 89', 10)).toBe('0532123456');
    expect(onlyDigits('1234567890123', 11)).toBe('12345678901');
    expect(onlyDigits('abc', 10)).toBe('');
  });
});
