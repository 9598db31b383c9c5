import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { DISASTER_MAP_CENTER, DISASTER_MAP_ZOOM } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { MapLegend } from './MapLegend.tsx';
import { RESPONSE_COLOURS, type MapMarker } from './mapConfig.ts';
import { boundsOf, ResponderMarkers } from './ResponderMarkers.tsx';
import type { MapTiles } from './useMapTiles.ts';

export interface DisasterMapProps {
  markers: MapMarker[];
  /** The map's accessible name. */
  label: string;
  /** The tile server (a setting of the server); without it the map draws markers on a blank ground. */
  tiles?: MapTiles | null;
  /** The responder chosen in the table: its popup opens. */
  openId?: number | null;
  /** A responder chosen on the map. */
  onChoose?(id: number): void;
}

const CLUSTER_STYLE = {
  '& .leaflet-container': { bgcolor: '#eef2f5' },
  '& .disaster-cluster': {
    borderRadius: '50%',
    border: '2px solid #fff',
    color: '#fff',
    fontWeight: 700,
    display: 'grid',
    placeItems: 'center',
  },
  '& .disaster-cluster.good': { bgcolor: RESPONSE_COLOURS.good },
  '& .disaster-cluster.needs-help': { bgcolor: RESPONSE_COLOURS.notGood },
};

/** Fits the map to all its markers when they change (on open, and when the filter changes). */
function FitMarkers({ markers }: { markers: readonly MapMarker[] }) {
  const map = useMap();
  const key = markers.map((marker) => marker.id).join(',');
  useEffect(() => {
    if (!markers.length || map.getSize().x === 0) return;
    map.fitBounds(boundsOf(markers), { padding: [32, 32], maxZoom: 16, animate: false });
    // only a different set of markers refits: a chosen one or a zoom by the user is kept
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

/**
 * The responders on a Leaflet map, fitted to all of them on open (the default centre 41.0000001,
 * 29.0000001, zoom 13 without any), clustered when dense, with a legend. Markers are vector circles and
 * HTML clusters, so they draw without downloading any image; only the tiles need the tile server, and when
 * those cannot load the markers stay on a plain ground with a note. Loaded lazily with leaflet and its CSS.
 */
export function DisasterMap({ markers, label, tiles, openId = null, onChoose }: DisasterMapProps) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <section aria-label={label}>
      {tilesFailed && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('disasters.tilesFailed')}
        </Alert>
      )}
      <Box sx={CLUSTER_STYLE}>
        <MapContainer
          center={[DISASTER_MAP_CENTER.latitude, DISASTER_MAP_CENTER.longitude]}
          zoom={DISASTER_MAP_ZOOM}
          style={{ height: 420, width: '100%' }}
        >
          {tiles && !tilesFailed && (
            <TileLayer
              url={tiles.tileUrl}
              attribution={tiles.attribution}
              referrerPolicy="strict-origin-when-cross-origin"
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          <FitMarkers markers={markers} />
          <ResponderMarkers markers={markers} openId={openId} onChoose={(id) => onChoose?.(id)} />
        </MapContainer>
      </Box>
      <MapLegend />
    </section>
  );
}
