import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { MapSettingsDocument, type MapSettingsQuery } from '../../graphql/generated/disasters.shared.ts';

/** The tile server as the shared service's `mapSettings` answers it. */
export type MapTiles = NonNullable<MapSettingsQuery['mapSettings']['data']>;

/**
 * The tile server of the disaster map, a setting of the server (MAP_TILE_URL), asked once per session. Until
 * it answers, or when it cannot, the map still shows its markers.
 */
export function useMapTiles(): MapTiles | null {
  const { data } = useQuery({
    queryKey: ['mapSettings'],
    queryFn: () => request('shared', MapSettingsDocument),
    staleTime: Infinity,
  });
  return data?.isSuccess ? (data.data ?? null) : null;
}
