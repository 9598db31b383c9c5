import { describe, expect, it } from 'vitest';
import { answerText } from './answerText.ts';

const yesNo = (yes: boolean) => (yes ? 'Evet' : 'Hayır');
const options = [
  { id: 11, value: 'İyi' },
  { id: 12, value: 'Kötü' },
];

describe('answerText', () => {
  it('shows a choice by its option, a matrix one row per line, a yes/no in words, a date as dd.mm.yyyy and text as written', () => {
    expect(answerText({ formElementId: 3, options }, '12', yesNo)).toBe('Kötü');
    expect(answerText({ formElementId: 5, options }, '{"Hız":11,"Kalite":12}', yesNo)).toBe(
      'Hız: İyi\nKalite: Kötü',
    );
    expect(answerText({ formElementId: 6, options: [] }, 'true', yesNo)).toBe('Evet');
    expect(answerText({ formElementId: 6, options: [] }, 'false', yesNo)).toBe('Hayır');
    expect(answerText({ formElementId: 7, options: [] }, '2026-12-07', yesNo)).toBe('07.12.2026');
    expect(answerText({ formElementId: 2, options: [] }, 'Geç kaldı', yesNo)).toBe('Geç kaldı');
  });
});
