import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { DISASTER_MAP_CENTER, DISASTER_MAP_ZOOM } from '@pano/contract';
import { coordinate, RESPONSE_COLOURS } from './mapConfig.ts';
import type { MapTiles } from './useMapTiles.ts';

export interface MapMarker {
  id: number;
  latitude: number;
  longitude: number;
  /** true 'I am good', false 'I am not good'. */
  response: boolean;
  label: string;
}

export interface DisasterMapProps {
  markers: MapMarker[];
  /** The map's accessible name. */
  label: string;
  /** The tile server (a setting of the server); without it the map draws markers on a blank ground. */
  tiles?: MapTiles | null;
}

/**
 * The responders on a Leaflet map (default centre 41.0000001, 29.0000001, zoom 13). Markers are vector
 * circles coloured by the response, so they draw without downloading any image; only the tiles need the
 * tile server. Loaded lazily with leaflet and its CSS, outside the app's entry chunk.
 */
export function DisasterMap({ markers, label, tiles }: DisasterMapProps) {
  return (
    <section aria-label={label}>
      <MapContainer
        center={[DISASTER_MAP_CENTER.latitude, DISASTER_MAP_CENTER.longitude]}
        zoom={DISASTER_MAP_ZOOM}
        style={{ height: 420, width: '100%' }}
      >
        {tiles && (
          <TileLayer
            url={tiles.tileUrl}
            attribution={tiles.attribution}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {markers.map((marker) => {
          const colour = marker.response ? RESPONSE_COLOURS.good : RESPONSE_COLOURS.notGood;
          return (
            <CircleMarker
              key={marker.id}
              center={[marker.latitude, marker.longitude]}
              radius={8}
              className={marker.response ? 'disaster-marker good' : 'disaster-marker needs-help'}
              pathOptions={{ color: colour, fillColor: colour, fillOpacity: 0.8 }}
            >
              <Tooltip>
                {marker.label} ({coordinate(marker.latitude)}, {coordinate(marker.longitude)})
              </Tooltip>
            </CircleMarker>
          );
        })}
      </MapContainer>
    </section>
  );
}
