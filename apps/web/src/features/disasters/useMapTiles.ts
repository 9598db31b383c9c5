import { useQuery } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { ENVELOPE_SELECTION } from '../../graphql/envelope.ts';

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

export const MAP_SETTINGS = `query mapSettings { mapSettings { ${ENVELOPE_SELECTION} data { tileUrl attribution } } }`;

/**
 * The tile server of the disaster map, a setting of the server (MAP_TILE_URL), asked once per session. Until
 * it answers, or when it cannot, the map still shows its markers.
 */
export function useMapTiles(): MapTiles | null {
  const { data } = useQuery({
    queryKey: ['mapSettings'],
    queryFn: () => request<MapTiles>('shared', MAP_SETTINGS),
    staleTime: Infinity,
  });
  return data?.isSuccess ? (data.data ?? null) : null;
}
