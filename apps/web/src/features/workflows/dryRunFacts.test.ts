import { describe, expect, it } from 'vitest';
import { badFacts, factRange, factsOf, NO_FACTS } from './dryRunFacts.ts';

describe("a dry run's facts", () => {
  it('sends only those typed, as numbers, and null when none is', () => {
    expect(factsOf(NO_FACTS)).toBeNull();
    expect(factsOf({ leaveDays: '2', quizScore: '' })).toEqual({ leaveDays: 2 });
    expect(factsOf({ leaveDays: '2.5', quizScore: '40' })).toEqual({ leaveDays: 2.5, quizScore: 40 });
  });

  it("holds them to the contract's ranges", () => {
    expect(factRange('leaveDays')).toEqual({ min: 0, max: 1000 });
    expect(badFacts({ leaveDays: '-1', quizScore: '40' })).toEqual(['leaveDays']);
    expect(badFacts({ leaveDays: '1000', quizScore: '100001' })).toEqual(['quizScore']);
    expect(badFacts(NO_FACTS)).toEqual([]);
  });
});
