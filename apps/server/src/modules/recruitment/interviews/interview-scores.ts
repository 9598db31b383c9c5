import { INTERVIEW_DISAGREEMENT_POINTS } from '@pano/contract';

export interface Vote {
  ratingItemId: number;
  userId: number;
  vote: number;
}

export interface Criterion {
  id: number;
  name: string;
}

/** One criterion of an interview as the panel reads it: every vote, their mean and how far apart they are. */
export interface CriterionScore {
  ratingItemId: number;
  ratingItem: Criterion;
  /** The mean of the recorded votes, one decimal (the spec's `ratings[].vote`); null before any vote. */
  vote: number | null;
  /** The highest vote minus the lowest; null before any vote. */
  spread: number | null;
  /** The votes differ by more than INTERVIEW_DISAGREEMENT_POINTS (issue 28 §3). */
  disagreement: boolean;
  voteCount: number;
  votes: { userId: number; vote: number }[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Each criterion's mean, spread and disagreement flag from the votes given so far, in the criteria's order. */
export function criterionScores(criteria: readonly Criterion[], votes: readonly Vote[]): CriterionScore[] {
  const byItem = new Map<number, { userId: number; vote: number }[]>();
  for (const vote of votes) {
    const list = byItem.get(vote.ratingItemId) ?? [];
    list.push({ userId: vote.userId, vote: vote.vote });
    byItem.set(vote.ratingItemId, list);
  }
  return criteria.map((criterion) => {
    const given = byItem.get(criterion.id) ?? [];
    const values = given.map((entry) => entry.vote);
    const spread = values.length ? Math.max(...values) - Math.min(...values) : null;
    return {
      ratingItemId: criterion.id,
      ratingItem: criterion,
      vote: values.length ? oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length) : null,
      spread,
      disagreement: spread !== null && spread > INTERVIEW_DISAGREEMENT_POINTS,
      voteCount: values.length,
      votes: given,
    };
  });
}
