import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { DisciplineCaseDetailDocument } from '../../graphql/generated/discipline.ts';

/** One discipline case with both answer sets and both requests (cached under the list's key). */
export function useDisciplineCase(id: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['disciplineCases', 'detail', id],
    queryFn: ({ signal }) => request('main', DisciplineCaseDetailDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return query.data?.isSuccess ? query.data.data : null;
}
