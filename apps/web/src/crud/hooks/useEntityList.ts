import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { compile } from '../core/compile.ts';
import type { EntityDefinition } from '../core/definition.ts';
import type { Row } from '../core/row.ts';
import { useFailureToast } from './useFailureToast.ts';

export interface EntityList {
  rows: Row[];
  total: number;
  loading: boolean;
}

/** One page of a list, cached by TanStack Query under `[list name, pagerModel]`. */
export function useEntityList(
  definition: EntityDefinition,
  pagerModel: Record<string, unknown>,
  enabled = true,
): EntityList {
  const document = compile(definition).documents.list;
  const query = useQuery({
    queryKey: [definition.api.list, pagerModel],
    queryFn: ({ signal }) => request('main', document, { pagerModel }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const envelope = query.data;
  useFailureToast(envelope);
  return {
    rows: envelope?.isSuccess ? (envelope.data ?? []) : [],
    total: envelope?.isSuccess ? (envelope.totalItemCount ?? 0) : 0,
    loading: query.isFetching,
  };
}
