import { describe, expect, it } from 'vitest';
import { lineDiff } from './lineDiff.ts';

describe('what changed in a disclaimer', () => {
  it('keeps the common lines and marks what was removed and added, in reading order', () => {
    expect(
      lineDiff(
        'Verileriniz saklanır.\nİK ile paylaşılır.\nSoru: ik@pano',
        'Verileriniz saklanır.\nİK ve bordro ile paylaşılır.\nSoru: ik@pano\nYeni madde',
      ),
    ).toEqual([
      { kind: 'same', text: 'Verileriniz saklanır.' },
      { kind: 'removed', text: 'İK ile paylaşılır.' },
      { kind: 'added', text: 'İK ve bordro ile paylaşılır.' },
      { kind: 'same', text: 'Soru: ik@pano' },
      { kind: 'added', text: 'Yeni madde' },
    ]);
  });

  it('says nothing changed for the same text', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });
});
