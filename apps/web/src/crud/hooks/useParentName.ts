import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { compile } from '../core/compile.ts';
import type { EntityDefinition } from '../core/definition.ts';
import { singleVariables } from '../core/documents.ts';
import { labelOf } from '../core/row.ts';
import { useFailureToast } from './useFailureToast.ts';

/**
 * The name of the parent a nested list belongs to (a town list's city, a manager list's user, the
 * disclaimer whose acceptors are listed), read by the parent resource's single query and argument.
 */
export function useParentName(definition: EntityDefinition, id: number | null): string | null {
  const parentApi = definition.list.parent?.api;
  const { documents, parentLabel } = compile(definition);
  const result = useQuery({
    queryKey: [parentApi?.single, id],
    queryFn: ({ signal }) =>
      documents.parent && parentApi
        ? request('main', documents.parent, singleVariables(parentApi, id ?? 0), { signal })
        : null,
    enabled: Boolean(documents.parent) && id !== null,
  });
  useFailureToast(result.data ?? undefined);
  const parent = result.data?.data;
  return parent ? labelOf(parent, parentLabel) || null : null;
}
