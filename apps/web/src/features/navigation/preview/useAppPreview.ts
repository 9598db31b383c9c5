import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFailureToast } from '../../../crud/hooks/useFailureToast.ts';
import { request } from '../../../graphql/client.ts';
import { AppPreviewDocument } from '../../../graphql/generated/preview.ts';

/** Whom the preview shows the app to: an employee or a role, on a device and a day. */
export interface PreviewChoice {
  kind: 'user' | 'role';
  userId: number | null;
  roleId: number | null;
  deviceType: string;
  day: string;
}

/** The portal's answers for the chosen viewer (`appPreview`); nothing is asked before a viewer is chosen. */
export function useAppPreview(choice: PreviewChoice) {
  const viewer = choice.kind === 'user' ? { userId: choice.userId } : { roleId: choice.roleId };
  const chosen = (choice.kind === 'user' ? choice.userId : choice.roleId) !== null;
  const inputModel = { ...viewer, deviceType: choice.deviceType, day: choice.day || null };
  const query = useQuery({
    queryKey: ['appPreview', inputModel],
    queryFn: ({ signal }) => request('main', AppPreviewDocument, { inputModel }, { signal }),
    enabled: chosen,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.data);
  return { chosen, loading: query.isFetching, app: chosen ? (query.data?.data ?? null) : null };
}

export type PreviewApp = NonNullable<ReturnType<typeof useAppPreview>['app']>;
