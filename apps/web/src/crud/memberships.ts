import { valueAt } from './format.ts';
import type { MembershipLink } from './membershipDiff.ts';
import type { EntityDefinition, MembershipDefinition, Row } from './types.ts';

/** The label of a record from paths joined with a space (`['name', 'surname']` → 'Ada Yılmaz'). */
export function labelOf(record: unknown, paths: readonly string[]): string {
  return paths
    .map((path) => valueAt(record, path))
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
}

/** What a link row selects: its id, the member's id and the member's label paths. */
export function linkPaths(membership: MembershipDefinition): string[] {
  return ['id', membership.memberKey, ...membership.label];
}

/** Paths the list selects for memberships kept on the row (`sendHistories { id userId user { … } }`). */
export function membershipPaths(definition: EntityDefinition): string[] {
  return (definition.memberships ?? []).flatMap((membership) =>
    'path' in membership.links
      ? linkPaths(membership).map((path) => `${(membership.links as { path: string }).path}.${path}`)
      : [],
  );
}

/** Link rows as memberships: those naming a member of this membership (a work's user, not its group). */
export function toLinks(records: unknown, membership: MembershipDefinition): MembershipLink[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown) => {
    const id = valueAt(record, 'id');
    const memberId = valueAt(record, membership.memberKey);
    if (typeof id !== 'number' || typeof memberId !== 'number') return [];
    return [{ id, memberId, label: labelOf(record, membership.label) }];
  });
}

/** The links kept on a row (`row.sendHistories`), for a membership read from the row. */
export function rowLinks(row: Row | undefined, membership: MembershipDefinition): MembershipLink[] {
  if (!row || !('path' in membership.links)) return [];
  return toLinks(valueAt(row, membership.links.path), membership);
}
