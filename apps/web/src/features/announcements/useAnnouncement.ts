import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { ANNOUNCEMENT_DOCUMENT } from './announcementDocuments.ts';
import type { StoredMultimedia } from './multimediaFiles.ts';

export interface AnnouncementDetail {
  id: number;
  title: string;
  spotText: string | null;
  body: string;
  createTime: string;
  categoryId: number;
  category: { id: number; name: string } | null;
  sendHistories: {
    id: number;
    userId: number | null;
    groupId: number | null;
    user: { id: number; name: string; surname: string } | null;
    group: { id: number; name: string } | null;
  }[];
  multimedias: StoredMultimedia[];
}

/** One announcement with its category, recipients as chosen and files (the edit dialog, the detail page). */
export function useAnnouncement(id: number | null) {
  const query = useQuery({
    queryKey: ['announcement', id],
    queryFn: ({ signal }) => request<AnnouncementDetail>('main', ANNOUNCEMENT_DOCUMENT, { id }, { signal }),
    enabled: id !== null,
  });
  useFailureToast(query.data);
  return {
    announcement: query.data?.isSuccess ? query.data.data : null,
    loading: query.isPending && id !== null,
    failed: query.data !== undefined && !query.data.isSuccess,
  };
}
