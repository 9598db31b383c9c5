import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '../graphql/client.ts';
import { singleDocument } from './documents.ts';
import { labelOf } from './memberships.ts';
import type { EntityDefinition } from './types.ts';
import { useFailureToast } from './useFailureToast.ts';

/** The name of the parent a nested list belongs to (a town list's city, a manager list's user). */
export function useParentName(definition: EntityDefinition, id: number | null): string | null {
  const query = definition.parent?.query;
  const label = useMemo(() => definition.parent?.label ?? ['name'], [definition.parent]);
  const document = useMemo(() => (query ? singleDocument(query, ['id', ...label]) : ''), [query, label]);
  const result = useQuery({
    queryKey: [query, id],
    queryFn: ({ signal }) => request<Record<string, unknown>>('main', document, { id }, { signal }),
    enabled: Boolean(query) && id !== null,
  });
  useFailureToast(result.data);
  const parent = result.data?.data;
  return parent ? labelOf(parent, label) || null : null;
}
