/**
 * The open map of the location step: tap or click drops the pin, the pin drags, and without a
 * pointer the pin goes to the map's centre (marked by a cross) and moves with the arrow buttons or
 * with the arrow keys while it has focus (Shift for bigger steps). Every move reports the point.
 */
import { marker as createMarker, type Map as LeafletMap, type Marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { township } from '#domain/township/township.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { openMap, PIN_ICON, removeMap } from '../../ui/map/open-map.ts';
import type { MapTiles } from '../../lib/portal-config.tsx';
import { ARROW_DIRECTIONS, pinOffset, type PinDirection } from './pin-moves.ts';
import type { Point } from './point.ts';

/** How a point was picked on the map: a tap or click, a drag, or the keyboard. */
export type PickKind = 'map' | 'keys';

interface PinMapProps {
  tiles: MapTiles;
  location: Point | null;
  onPick: (point: Point, kind: PickKind) => void;
}

const MOVES: readonly { direction: PinDirection; label: string; arrow: string }[] = [
  { direction: 'north', label: 'Move the pin north', arrow: '↑' },
  { direction: 'west', label: 'Move the pin west', arrow: '←' },
  { direction: 'east', label: 'Move the pin east', arrow: '→' },
  { direction: 'south', label: 'Move the pin south', arrow: '↓' },
];

/** Where the pin lands after one keyboard move, or null without a map and a pin. */
function movedPin(map: LeafletMap | null, pin: Marker | null, direction: PinDirection, steps: number): Point | null {
  if (!map || !pin) return null;
  const moved = map.unproject(map.project(pin.getLatLng()).add(pinOffset(direction, steps)));
  return { lat: moved.lat, lng: moved.lng };
}

export function PinMap({ tiles, location, onPick }: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // Leaflet's listeners, set once, reach the latest handler.
  const pickOnMap = useEffectEvent((point: Point, kind: PickKind) => {
    onPick(point, kind);
  });

  // The map lives as long as the step; the pin follows `location`.
  useEffect(() => {
    const map = openMap(element.current!, tiles, {
      label: 'Map of the township. Tap or click to place the pin; arrow keys move the map.',
      ...(location ? { view: { ...location, zoom: township().map.selectedZoom } } : {}),
    });
    map.on('click', (event) => {
      pickOnMap({ lat: event.latlng.lat, lng: event.latlng.lng }, 'map');
    });
    mapRef.current = map;
    return () => {
      removeMap(map);
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is made once; later locations move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!location) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    let pin = markerRef.current;
    if (!pin) {
      pin = createMarker(location, { icon: PIN_ICON, draggable: true, keyboard: true, autoPanOnFocus: true });
      pin.on('dragend', () => {
        const point = pin!.getLatLng();
        pickOnMap({ lat: point.lat, lng: point.lng }, 'map');
      });
      pin.addTo(map);
      const icon = pin.getElement();
      icon?.setAttribute('aria-label', 'Pin of the chosen place. Arrow keys move it.');
      icon?.addEventListener('keydown', (event) => {
        const direction = ARROW_DIRECTIONS[event.key];
        if (!direction) return;
        event.preventDefault();
        event.stopPropagation();
        const moved = movedPin(mapRef.current, markerRef.current, direction, event.shiftKey ? 5 : 1);
        if (moved) pickOnMap(moved, 'keys');
      });
      markerRef.current = pin;
    } else {
      pin.setLatLng(location);
    }
    if (!map.getBounds().pad(-0.1).contains(location) || map.getZoom() < township().map.selectedZoom) {
      map.setView(location, Math.max(map.getZoom(), township().map.selectedZoom));
    }
  }, [location]);

  const movePin = (direction: PinDirection) => {
    const moved = movedPin(mapRef.current, markerRef.current, direction, 1);
    if (moved) onPick(moved, 'keys');
  };

  const pinAtCentre = () => {
    const map = mapRef.current;
    if (!map) return;
    const centre = map.getCenter();
    onPick({ lat: centre.lat, lng: centre.lng }, 'keys');
  };

  return (
    <div className="grid gap-3">
      <div className="relative">
        <div ref={element} className="h-80 w-full rounded-lg ring-1 ring-slate-300 sm:h-96" />
        <span aria-hidden="true" className="open-map-crosshair" />
      </div>
      <div role="group" aria-label="Place the pin without a pointer" className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={pinAtCentre} className={buttonClasses('secondary', 'sm')}>
          Put the pin at the centre of the map
        </button>
        {MOVES.map(({ direction, label, arrow }) => (
          <button
            key={direction}
            type="button"
            aria-label={label}
            title={label}
            disabled={!location}
            onClick={() => {
              movePin(direction);
            }}
            className={buttonClasses('secondary', 'sm', 'min-w-11')}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
