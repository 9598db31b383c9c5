import { useDeferredValue } from 'react';
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

/**
 * One page of a list, cached by TanStack Query under `[list name, pagerModel]`. A page that arrives is
 * drawn as a deferred value: React renders its rows in slices between other work (a page of 50 rows with
 * their actions is a long task on a phone otherwise), and the list counts as loading until it is drawn.
 */
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
  const envelope = useDeferredValue(query.data);
  useFailureToast(envelope);
  return {
    rows: envelope?.isSuccess ? (envelope.data ?? []) : [],
    total: envelope?.isSuccess ? (envelope.totalItemCount ?? 0) : 0,
    loading: query.isFetching || envelope !== query.data,
  };
}
