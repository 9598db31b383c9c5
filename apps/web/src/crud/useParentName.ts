import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '../graphql/client.ts';
import { singleDocument } from './documents.ts';
import type { EntityDefinition } from './types.ts';
import { useFailureToast } from './useFailureToast.ts';

/** The name of the parent a nested list belongs to (e.g. the city of a town list), via `city(id)`. */
export function useParentName(definition: EntityDefinition, id: number | null): string | null {
  const query = definition.parent?.query;
  const document = useMemo(() => (query ? singleDocument(query) : ''), [query]);
  const result = useQuery({
    queryKey: [query, id],
    queryFn: ({ signal }) => request<{ id: number; name: string }>('main', document, { id }, { signal }),
    enabled: Boolean(query) && id !== null,
  });
  useFailureToast(result.data);
  return result.data?.data?.name ?? null;
}
