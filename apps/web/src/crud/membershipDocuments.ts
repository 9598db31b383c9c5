import { deleteDocument, mutationDocument } from './documents.ts';
import { linkPaths } from './memberships.ts';
import { listDocumentOf } from './documents.ts';
import type { MembershipDefinition } from './types.ts';

/** The documents of one membership: its links list (when not on the row), link create and delete. */
export function membershipDocuments(membership: MembershipDefinition) {
  const { links, create, remove, ownerKey, memberKey } = membership;
  return {
    ...('source' in links ? { links: listDocumentOf(links.source, linkPaths(membership)) } : {}),
    create: mutationDocument(create, [
      { name: ownerKey, type: 'Int!' },
      { name: memberKey, type: 'Int!' },
    ]),
    remove: deleteDocument(remove),
  };
}
