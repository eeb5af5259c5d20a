/**
 * A small map with one pin, for looking (the staff request detail): it can be panned and zoomed,
 * the pin stays put. Its own chunk, loaded where it is shown.
 */
import { marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { openMap, PIN_ICON, removeMap } from './open-map.ts';

/** The zoom a single place is shown at: its street and the next ones. */
const POINT_ZOOM = 17;

export default function PointMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { tiles } = usePortalConfig();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = openMap(element.current!, tiles, { label, view: { lat, lng, zoom: POINT_ZOOM } });
    marker({ lat, lng }, { icon: PIN_ICON, keyboard: false, interactive: false }).addTo(map);
    return () => {
      removeMap(map);
    };
  }, [tiles, lat, lng, label]);
  return <div ref={element} className="h-56 w-full rounded-lg ring-1 ring-slate-300" />;
}
