import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DISASTER_MAP_MAX_MARKERS } from '@pano/contract';
import { useEntityList } from '../../crud/hooks/useEntityList.ts';
import { useFailureToast } from '../../crud/hooks/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { DisasterDocument } from '../../graphql/generated/disasters.ts';
import { disasterResponseDefinition } from './disasters.ts';

/** The disaster itself, with its counts. */
export function useDisaster(id: number, enabled = true) {
  const query = useQuery({
    queryKey: ['disaster', id],
    queryFn: ({ signal }) => request('main', DisasterDocument, { id }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return { disaster: query.data?.isSuccess ? query.data.data : null, loading: query.isFetching };
}

/** Every responder's position for the map (at most DISASTER_MAP_MAX_MARKERS); with `needsHelp` only those. */
export function useResponderPositions(disasterId: number, needsHelp: boolean) {
  const pagerModel = useMemo(
    () => ({ disasterId, needsHelp, pageNumber: 1, pageSize: DISASTER_MAP_MAX_MARKERS }),
    [disasterId, needsHelp],
  );
  return useEntityList(disasterResponseDefinition, pagerModel);
}
