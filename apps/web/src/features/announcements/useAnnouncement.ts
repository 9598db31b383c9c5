import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { AnnouncementDocument, type AnnouncementQuery } from '../../graphql/generated/announcements.ts';

/** One announcement as the edit dialog and the detail page read it. */
export type AnnouncementDetail = NonNullable<AnnouncementQuery['announcement']['data']>;

/** One announcement with its category, recipients as chosen and files (the edit dialog, the detail page). */
export function useAnnouncement(id: number | null) {
  const query = useQuery({
    queryKey: ['announcement', id],
    queryFn: ({ signal }) => request('main', AnnouncementDocument, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
  useFailureToast(query.data);
  return {
    announcement: query.data?.isSuccess ? query.data.data : null,
    loading: query.isPending && id !== null,
    failed: query.data !== undefined && !query.data.isSuccess,
  };
}
