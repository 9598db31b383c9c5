import { describe, expect, it } from 'vitest';
import { diff, historyValue, LARGE_TEXT } from './record-change.ts';

describe('the history of a change (docs/history.md)', () => {
  it('keeps a create’s new values, an update’s changed fields and a delete’s old values', () => {
    expect(diff(null, { id: 1, name: 'A', note: null })).toEqual({ name: { new: 'A' } });
    expect(diff({ id: 1, name: 'A', isActive: true }, { id: 1, name: 'B', isActive: true })).toEqual({
      name: { old: 'A', new: 'B' },
    });
    expect(diff({ id: 1, name: 'A' }, null)).toEqual({ name: { old: 'A' } });
  });

  it('never keeps a secret, by name or as the entity says', () => {
    const before = { passwordHash: 'x', token: 'a', apiSecret: 's', pin: '1', name: 'A' };
    const after = { passwordHash: 'y', token: 'b', apiSecret: 't', pin: '2', name: 'B' };
    expect(Object.keys(diff(before, after, { exclude: ['pin'] }))).toEqual(['name']);
  });

  it('keeps long text, HTML fields and large structures as a hash and a length', () => {
    const long = 'x'.repeat(LARGE_TEXT + 1);
    expect(historyValue('body', long)).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      length: 2049,
    });
    expect(historyValue('body', '<p>kısa</p>', ['body'])).toMatchObject({ length: 11 });
    expect(historyValue('title', '<p>kısa</p>')).toBe('<p>kısa</p>');
    expect(historyValue('structure', { items: [long] })).toMatchObject({ length: LARGE_TEXT + 15 });
    expect(historyValue('at', new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('compares dates and structures by value', () => {
    const at = () => new Date('2026-01-02T00:00:00Z');
    expect(diff({ at: at(), tags: [1, 2] }, { at: at(), tags: [1, 2] })).toEqual({});
  });
});
