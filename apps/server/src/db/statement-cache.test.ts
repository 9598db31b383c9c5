import { describe, expect, it } from 'vitest';
import { keptStatement } from './statement-cache.ts';

describe('keptStatement', () => {
  it('builds a shape once per database and owner', () => {
    const [db, otherDb, owner, otherOwner] = [{}, {}, {}, {}];
    let built = 0;
    const build = () => ({ n: ++built });
    const kept = keptStatement(db, owner, 'page', build);
    expect(keptStatement(db, owner, 'page', build)).toBe(kept);
    expect(keptStatement(otherDb, owner, 'page', build)).not.toBe(kept);
    expect(keptStatement(db, otherOwner, 'page', build)).not.toBe(kept);
    expect(keptStatement(db, owner, 'count', build)).not.toBe(kept);
    expect(built).toBe(4);
  });

  it('forgets the least recently used shape beyond the limit', () => {
    const [db, owner] = [{}, {}];
    const builds: string[] = [];
    const keep = (shape: string) => keptStatement(db, owner, shape, () => builds.push(shape), 2);
    keep('a');
    keep('b');
    keep('a'); // used again: b is now the oldest
    keep('c'); // forgets b
    keep('a');
    keep('b'); // built again
    expect(builds).toEqual(['a', 'b', 'c', 'b']);
  });
});
