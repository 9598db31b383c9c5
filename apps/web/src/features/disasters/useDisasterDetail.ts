import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISASTER_MAP_MAX_MARKERS } from '@pano/contract';
import type { Row } from '../../crud/types.ts';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { DISASTER, DISASTER_RESPONSES, DISASTER_USERS } from './disasterDocuments.ts';

export interface DisasterSummary {
  id: number;
  title: string;
  body: string;
  createTime: string;
  userCount: number;
  readCount: number;
  responseCount: number;
  needsHelpCount: number;
}

export interface PersonRef {
  id: number;
  name: string;
  surname: string;
}

export interface Recipient extends Row {
  isRead: boolean;
  readDate: string | null;
  user: PersonRef & { email: string | null; gsm: string | null };
}

export interface Responder extends Row {
  response: boolean;
  latitude: number | null;
  longitude: number | null;
  user: PersonRef;
}

export interface Page {
  page: number;
  pageSize: number;
}

/** The disaster itself, with its counts. */
export function useDisaster(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['disaster', id],
    queryFn: ({ signal }) => request<DisasterSummary>('main', DISASTER, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return { disaster: query.data?.isSuccess ? query.data.data : null, loading: query.isFetching };
}

function usePaged<T>(key: string, document: string, pagerModel: Record<string, unknown>) {
  const query = useQuery({
    queryKey: ['disasters', key, pagerModel],
    queryFn: ({ signal }) => request<T[]>('main', document, { pagerModel }, { signal }),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.data);
  const envelope = query.data?.isSuccess ? query.data : null;
  return { rows: envelope?.data ?? [], total: envelope?.totalItemCount ?? 0, loading: query.isFetching };
}

/** One page of the recipients with their read receipts (paged on the server). */
export function useRecipients(disasterId: number, { page, pageSize }: Page) {
  return usePaged<Recipient>('users', DISASTER_USERS, { disasterId, pageNumber: page, pageSize });
}

/** One page of the responses; with `needsHelp` only 'I am not good'. */
export function useResponders(disasterId: number, needsHelp: boolean, { page, pageSize }: Page) {
  return usePaged<Responder>('responses', DISASTER_RESPONSES, {
    disasterId,
    needsHelp,
    pageNumber: page,
    pageSize,
  });
}

/** Every responder's position for the map (at most DISASTER_MAP_MAX_MARKERS). */
export function useResponderPositions(disasterId: number, needsHelp: boolean) {
  return usePaged<Responder>('positions', DISASTER_RESPONSES, {
    disasterId,
    needsHelp,
    pageNumber: 1,
    pageSize: DISASTER_MAP_MAX_MARKERS,
  });
}
