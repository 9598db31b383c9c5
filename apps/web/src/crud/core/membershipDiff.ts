/** One existing link of a membership: its own id (to delete it) and the member it points at. */
export interface MembershipLink {
  id: number;
  memberId: number;
  label: string;
}

export interface MembershipDiff {
  /** Member ids to link. */
  added: number[];
  /** Links to delete. */
  removed: MembershipLink[];
}

/**
 * The difference between the previous links and the new selection (spec 001 §4): members selected now but
 * not linked before are added, links whose member is no longer selected are removed, the rest is untouched.
 */
export function membershipDiff(
  previous: readonly MembershipLink[],
  selected: readonly number[],
): MembershipDiff {
  const chosen = new Set(selected);
  const linked = new Set(previous.map((link) => link.memberId));
  return {
    added: [...chosen].filter((memberId) => !linked.has(memberId)),
    removed: previous.filter((link) => !chosen.has(link.memberId)),
  };
}

export function isEmptyDiff(diff: MembershipDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0;
}
