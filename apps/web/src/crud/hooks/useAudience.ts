import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import type { Envelope } from '../../graphql/envelope.ts';
import { AppAudienceDocument } from '../../graphql/generated/audience.ts';
import { audienceInput, isEmptyAudience, type AudienceIds } from '../core/audience.ts';

export interface AudienceAnswer {
  count: number;
  users: readonly { id: number; name: string; surname: string }[];
}

export interface AudienceState {
  /** The server's answer (nobody, at once, for an empty audience); undefined while it is asked. */
  answer: AudienceAnswer | undefined;
  /** The failed answer's envelope, for a toast. */
  failure: Envelope<unknown> | undefined;
}

const NOBODY: AudienceAnswer = { count: 0, users: [] };

/**
 * Who an audience reaches, asked of the server's `appAudience` (the portal's own rule): the dialog's 'who
 * will see this?' and the lists' status chips share it, one request and one cache entry per distinct
 * audience (its ids sorted), kept for 10 s. An empty audience reaches nobody without asking.
 */
export function useAudience(
  audience: AudienceIds,
  { searchText = '', keepPrevious = false }: { searchText?: string; keepPrevious?: boolean } = {},
): AudienceState {
  const none = isEmptyAudience(audience);
  const inputModel = audienceInput(audience, searchText);
  const query = useQuery({
    queryKey: ['appAudience', inputModel],
    queryFn: ({ signal }) => request('main', AppAudienceDocument, { inputModel }, { signal }),
    enabled: !none,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    staleTime: 10_000,
  });
  if (none) return { answer: NOBODY, failure: undefined };
  const envelope = query.data;
  return {
    answer: envelope?.isSuccess ? (envelope.data ?? undefined) : undefined,
    failure: envelope && !envelope.isSuccess ? envelope : undefined,
  };
}
