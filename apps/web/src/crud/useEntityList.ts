import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../graphql/client.ts';
import { listDocument } from './documents.ts';
import type { EntityDefinition, Row } from './types.ts';
import { useFailureToast } from './useFailureToast.ts';

export interface EntityList {
  rows: Row[];
  total: number;
  loading: boolean;
}

/** One page of a list, cached by TanStack Query under `[listQuery, pagerModel]`. */
export function useEntityList(
  definition: EntityDefinition,
  pagerModel: Record<string, unknown>,
  enabled = true,
): EntityList {
  const document = useMemo(() => listDocument(definition), [definition]);
  const query = useQuery({
    queryKey: [definition.listQuery, pagerModel],
    queryFn: ({ signal }) => request<Row[]>('main', document, { pagerModel }, { signal }),
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
