/**
 * A map of requests (the staff map and the public map): one marker per request, lettered and
 * coloured by status, grouped into numbered clusters where they would overlap; a marker opens its
 * request, a cluster zooms in. Markers are buttons: Tab reaches them, Enter opens. Only what is in
 * view is drawn. Its own chunk, loaded where it is shown.
 */
import {
  divIcon,
  latLngBounds,
  layerGroup,
  marker,
  type LatLngBounds,
  type LayerGroup,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Status } from '#domain/requests/constants.ts';
import type { Translate } from '#domain/i18n/messages.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { mapMessages } from './map-english.ts';
import { clusterPoints, singleClusters, type Cluster, type MapPoint } from './cluster.ts';
import { openMap, removeMap } from './open-map.ts';
import { STATUS_LEGEND, STATUS_MARKS } from './status-markers.ts';

export interface RequestMarker extends MapPoint {
  status: Status;
  /** What the marker is called, e.g. "Pothole/Road Damage, New, 20 Main St". */
  label: string;
}

interface RequestsMapProps {
  markers: readonly RequestMarker[];
  /** The map's own name, for the region that holds it. */
  label: string;
  onOpen: (id: string) => void;
  /** A status's name in the key, for a screen in another language; the stored name by default. */
  statusName?: (status: Status) => string;
}

type MapWords = Translate<keyof typeof mapMessages.english>;

const DOT_SIZE = 30;
const CLUSTER_SIZE = 38;

function markerFor(cluster: Cluster<RequestMarker>, map: LeafletMap, onOpen: (id: string) => void, t: MapWords) {
  const single = cluster.points.length === 1 ? cluster.points[0]! : null;
  const mark = single ? STATUS_MARKS[single.status] : null;
  const size = single ? DOT_SIZE : CLUSTER_SIZE;
  const icon = divIcon({
    className: single ? `open-map-dot ${mark!.className}` : 'open-map-cluster',
    html: `<span aria-hidden="true">${single ? mark!.letter : String(cluster.points.length)}</span>`,
    iconSize: [size, size],
  });
  // No panning on focus: Tab walks the markers in view without moving the map under them.
  const pin = marker(
    { lat: cluster.lat, lng: cluster.lng },
    { icon, keyboard: true, riseOnHover: true, autoPanOnFocus: false },
  );
  const activate = () => {
    if (single) onOpen(single.id);
    else map.fitBounds(boundsOf(cluster.points), { maxZoom: map.getMaxZoom() });
  };
  pin.on('click', activate);
  pin.on('add', () => {
    const element = pin.getElement();
    element?.setAttribute(
      'aria-label',
      single ? t('opens', { label: single.label }) : t('cluster', { count: cluster.points.length }),
    );
    element?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      activate();
    });
  });
  return pin;
}

/** The box around some points (never empty: callers pass at least one). */
function boundsOf(points: readonly MapPoint[]): LatLngBounds {
  return latLngBounds(points.map((point): [number, number] => [point.lat, point.lng]));
}

export default function RequestsMap({ markers, label, onOpen, statusName = (status) => status }: RequestsMapProps) {
  const t = useMessages(mapMessages);
  const { tiles } = usePortalConfig();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const fitted = useRef(false);

  // Leaflet's listeners, set once, draw the latest markers and open with the latest handler.
  const open = useEffectEvent((id: string) => {
    onOpen(id);
  });
  /** Markers on the map by what they show, so a redraw keeps the ones that did not change (and their focus). */
  const drawn = useRef(new Map<string, Marker>());
  const draw = useEffectEvent(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const view = map.getBounds().pad(0.25);
    const project = (point: RequestMarker) => (view.contains(point) ? map.latLngToContainerPoint(point) : null);
    // At the deepest zoom nothing would separate a cluster further: every request gets its marker,
    // even several at the very same point.
    const clusters =
      map.getZoom() >= map.getMaxZoom() ? singleClusters(markers, project) : clusterPoints(markers, project);
    const next = new Map<string, Marker>();
    for (const cluster of clusters) {
      const signature = cluster.points.map((point) => `${point.id}:${point.status}:${point.label}`).join('|');
      const kept = drawn.current.get(signature);
      if (kept) {
        kept.setLatLng(cluster);
        next.set(signature, kept);
        continue;
      }
      const created = markerFor(
        cluster,
        map,
        (id) => {
          open(id);
        },
        t,
      );
      layer.addLayer(created);
      next.set(signature, created);
    }
    for (const [signature, old] of drawn.current) if (!next.has(signature)) layer.removeLayer(old);
    drawn.current = next;
  });

  useEffect(() => {
    const map = openMap(element.current!, tiles, {
      label,
      words: { map: t('map'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut') },
    });
    mapRef.current = map;
    layerRef.current = layerGroup().addTo(map);
    map.on('moveend zoomend', () => {
      draw();
    });
    return () => {
      removeMap(map);
      mapRef.current = null;
      layerRef.current = null;
      drawn.current = new Map();
      fitted.current = false;
    };
  }, [tiles, label, t]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && !fitted.current && markers.length > 0) {
      fitted.current = true;
      map.fitBounds(boundsOf(markers), { maxZoom: 16, padding: [24, 24] });
    }
    draw();
  }, [markers]);

  return (
    <div className="grid gap-3">
      <div ref={element} className="h-[28rem] w-full rounded-lg ring-1 ring-slate-300" />
      <ul aria-label={t('key')} data-testid="map-key" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-900">
        {STATUS_LEGEND.map(({ status, letter, className }) => (
          <li key={status} className="flex items-center gap-2">
            <span aria-hidden="true" className={`open-map-dot ${className} h-6 w-6 text-xs`}>
              {letter}
            </span>
            {statusName(status)}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="open-map-cluster h-6 w-6 text-xs">
            3
          </span>
          {t('several')}
        </li>
      </ul>
    </div>
  );
}
