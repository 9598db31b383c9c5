import { useQueries } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import type { Envelope } from '../../graphql/envelope.ts';
import { compile } from '../core/compile.ts';
import type { EntityDefinition } from '../core/definition.ts';
import type { MutationMode } from '../core/fieldTypes.ts';
import type { MembershipLink } from '../core/membershipDiff.ts';
import { rowLinks, toLinks } from '../core/memberships.ts';
import type { Row } from '../core/row.ts';
import { useFailureToast } from './useFailureToast.ts';

export interface MembershipLinks {
  /** False while links of an edited row are still loading. */
  ready: boolean;
  links: Record<string, MembershipLink[]>;
  failure?: Envelope<unknown>;
}

/**
 * The current links of each membership of an edited row: from the row itself (`sendHistories`) or from
 * their list filtered by the owner (`userGroups(userGroupPagerModel: {groupId})`). A new row has none.
 */
export function useMembershipLinks(
  definition: EntityDefinition,
  mode: MutationMode,
  row?: Row,
): MembershipLinks {
  const { memberships } = compile(definition);
  const owner = mode === 'update' ? row : undefined;
  const results = useQueries({
    queries: memberships.map(({ membership, documents }) => {
      const source = 'source' in membership.links ? membership.links.source : undefined;
      const pager = { ...source?.pager, [membership.ownerKey]: owner?.id };
      return {
        queryKey: [source?.api.list ?? 'links:none', pager, 'links'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          documents.links ? request('main', documents.links, { pagerModel: pager }, { signal }) : null,
        enabled: Boolean(source && owner),
        gcTime: 0,
      };
    }),
  });
  const failure = results.find((result) => result.data && !result.data.isSuccess)?.data ?? undefined;
  useFailureToast(failure);
  const links: Record<string, MembershipLink[]> = {};
  let ready = true;
  memberships.forEach(({ membership }, index) => {
    if (!owner) return void (links[membership.field] = []);
    if ('path' in membership.links) return void (links[membership.field] = rowLinks(owner, membership));
    const result = results[index];
    if (!result?.data) ready = false;
    links[membership.field] = toLinks(result?.data?.data ?? [], membership);
  });
  return { ready, links, ...(failure ? { failure } : {}) };
}
