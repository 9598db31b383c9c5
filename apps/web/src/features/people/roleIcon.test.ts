import { describe, expect, it } from 'vitest';
import { roleIconName } from './roleIcon.ts';

describe('role icons (spec 001 §2)', () => {
  it('maps Admin, Personel and Editor (any case); every other role is neutral', () => {
    expect(['Admin', 'personel', 'EDITOR', 'Misafir', ''].map(roleIconName)).toEqual([
      'Admin',
      'Personel',
      'Editor',
      'neutral',
      'neutral',
    ]);
  });
});
