import { useEffect, useMemo, useRef, useState } from 'react';
import L, { type CircleMarker as LeafletCircle } from 'leaflet';
import { CircleMarker, Marker, Popup, useMap, useMapEvent } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { clusterByGrid } from './mapClusters.ts';
import { RESPONSE_COLOURS, type MapMarker } from './mapConfig.ts';

const colourOf = (needsHelp: boolean) => (needsHelp ? RESPONSE_COLOURS.notGood : RESPONSE_COLOURS.good);

/** Leaflet's bounds of some markers. */
export const boundsOf = (markers: readonly MapMarker[]) =>
  L.latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude] as [number, number]));

function ClusterMarker({ group }: { group: MapMarker[] }) {
  const { t } = useTranslation();
  const map = useMap();
  const needsHelp = group.some((marker) => !marker.response);
  const [first] = group;
  const icon = useMemo(
    () =>
      L.divIcon({
        html: `<span>${group.length}</span>`,
        className: `disaster-cluster ${needsHelp ? 'needs-help' : 'good'}`,
        iconSize: [34, 34],
      }),
    [group.length, needsHelp],
  );
  if (!first) return null;
  return (
    <Marker
      position={boundsOf(group).getCenter()}
      icon={icon}
      title={t('disasters.cluster', { count: group.length })}
      eventHandlers={{
        click: () => map.fitBounds(boundsOf(group), { padding: [40, 40], maxZoom: map.getMaxZoom() }),
      }}
    />
  );
}

export interface ResponderMarkersProps {
  markers: readonly MapMarker[];
  /** The responder chosen in the table: shown apart from any cluster, with its popup open. */
  openId: number | null;
  onChoose(id: number): void;
}

/**
 * The responders as circles coloured by their answer, clustered by a pixel grid at the current zoom when
 * dense (a cluster is red when anyone in it needs help; choosing it zooms to its people). A circle's popup
 * names the person, the answer and the time.
 */
export function ResponderMarkers({ markers, openId, onChoose }: ResponderMarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  const circles = useRef(new Map<number, LeafletCircle>());
  const groups = useMemo(
    () =>
      clusterByGrid(
        markers.filter((marker) => marker.id !== openId),
        (marker) => map.project([marker.latitude, marker.longitude], zoom),
      ),
    [markers, openId, map, zoom],
  );
  const open = markers.find((marker) => marker.id === openId);
  useEffect(() => {
    if (!open) return;
    map.setView([open.latitude, open.longitude], Math.max(map.getZoom(), 15), { animate: false });
    circles.current.get(open.id)?.openPopup();
  }, [open, map]);
  const singles = [...groups.filter((group) => group.length === 1).flat(), ...(open ? [open] : [])];
  return (
    <>
      {groups
        .filter((group) => group.length > 1)
        .map((group) => (
          <ClusterMarker key={`cluster-${group.map((marker) => marker.id).join('-')}`} group={group} />
        ))}
      {singles.map((marker) => (
        <CircleMarker
          key={marker.id}
          ref={(circle) => {
            if (circle) circles.current.set(marker.id, circle);
            else circles.current.delete(marker.id);
          }}
          center={[marker.latitude, marker.longitude]}
          radius={8}
          className={marker.response ? 'disaster-marker good' : 'disaster-marker needs-help'}
          pathOptions={{
            color: colourOf(!marker.response),
            fillColor: colourOf(!marker.response),
            fillOpacity: 0.8,
          }}
          eventHandlers={{ click: () => onChoose(marker.id) }}
        >
          <Popup>
            <strong>{marker.name}</strong>
            <br />
            {marker.answer}
            <br />
            {marker.time}
          </Popup>
        </CircleMarker>
      ))}
    </>
  );
}
