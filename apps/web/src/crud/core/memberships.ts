import type { MembershipDefinition } from './definition.ts';
import {
  deleteDocument,
  listDocumentOf,
  mutationDocument,
  type ListDocument,
  type MutationDocument,
} from './documents.ts';
import { valueAt } from './format.ts';
import type { MembershipLink } from './membershipDiff.ts';
import { labelOf, type Row } from './row.ts';

/** What a link row selects: its id, the member's id and the member's label paths. */
export function linkPaths(membership: MembershipDefinition): string[] {
  return ['id', membership.memberKey, ...membership.label];
}

/** Paths the list selects for a membership kept on the row (`sendHistories { id userId user { … } }`). */
export function rowLinkPaths(membership: MembershipDefinition): string[] {
  const { links } = membership;
  return 'path' in links ? linkPaths(membership).map((path) => `${links.path}.${path}`) : [];
}

/** Link rows as memberships: those naming a member of this membership (a work's user, not its group). */
export function toLinks(
  records: unknown,
  membership: Pick<MembershipDefinition, 'memberKey' | 'label'>,
): MembershipLink[] {
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

export interface MembershipDocuments {
  /** The links list, when they are not on the row. */
  links?: ListDocument;
  create: MutationDocument;
  remove: MutationDocument;
}

/** The documents of one membership: its links list (when not on the row), link create and delete. */
export function membershipDocuments(membership: MembershipDefinition): MembershipDocuments {
  const { links, api, ownerKey, memberKey, inputs = [] } = membership;
  return {
    ...('source' in links ? { links: listDocumentOf(links.source.api, linkPaths(membership)) } : {}),
    create: mutationDocument(api.create?.name ?? '', [
      { name: ownerKey, type: 'Int!' },
      { name: memberKey, type: 'Int!' },
      ...inputs,
    ]),
    remove: deleteDocument(api.remove ?? ''),
  };
}
