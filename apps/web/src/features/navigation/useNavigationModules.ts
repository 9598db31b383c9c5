import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { NavigationModulesDocument } from '../../graphql/generated/navigation.ts';

/** The modules an item can open (`modules`: name in the caller's language, targetComponent). */
export function useNavigationModules() {
  const query = useQuery({
    queryKey: ['modules'],
    queryFn: ({ signal }) => request('main', NavigationModulesDocument, {}, { signal }),
    staleTime: Infinity,
  });
  useFailureToast(query.data);
  return query.data?.data ?? [];
}
