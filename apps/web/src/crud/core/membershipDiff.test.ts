import { describe, expect, it } from 'vitest';
import { isEmptyDiff, membershipDiff, type MembershipLink } from './membershipDiff.ts';

const link = (id: number, memberId: number): MembershipLink => ({ id, memberId, label: `Üye ${memberId}` });
const PREVIOUS = [link(100, 1), link(101, 2), link(102, 3)];

describe('membershipDiff (spec 001 §4)', () => {
  it('adds the newly selected members', () => {
    expect(membershipDiff(PREVIOUS, [1, 2, 3, 4, 5])).toEqual({ added: [4, 5], removed: [] });
  });

  it('removes the links of members no longer selected, by the link’s own id', () => {
    expect(membershipDiff(PREVIOUS, [2])).toEqual({ added: [], removed: [link(100, 1), link(102, 3)] });
  });

  it('leaves the unchanged ones alone while adding and removing others', () => {
    const diff = membershipDiff(PREVIOUS, [3, 1, 7]);
    expect(diff).toEqual({ added: [7], removed: [link(101, 2)] });
  });

  it('is empty when the selection is the same (in any order, with repeats)', () => {
    const diff = membershipDiff(PREVIOUS, [3, 2, 1, 1]);
    expect(diff).toEqual({ added: [], removed: [] });
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('from nothing, everything selected is added; to nothing, everything is removed', () => {
    expect(membershipDiff([], [8, 9, 8])).toEqual({ added: [8, 9], removed: [] });
    expect(membershipDiff(PREVIOUS, [])).toEqual({ added: [], removed: PREVIOUS });
    expect(isEmptyDiff(membershipDiff([], []))).toBe(true);
  });
});
