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
import { useMessages } from '../../lib/i18n.tsx';
import { mapMessages } from '../../ui/map/map-english.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';

/** How a point was picked on the map: a tap or click, a drag, or the keyboard. */
export type PickKind = 'map' | 'keys';

interface PinMapProps {
  tiles: MapTiles;
  location: Point | null;
  onPick: (point: Point, kind: PickKind) => void;
}

const MOVES = [
  { direction: 'north', label: 'moveNorth', arrow: '↑' },
  { direction: 'west', label: 'moveWest', arrow: '←' },
  { direction: 'east', label: 'moveEast', arrow: '→' },
  { direction: 'south', label: 'moveSouth', arrow: '↓' },
] as const satisfies readonly { direction: PinDirection; label: string; arrow: string }[];

/** Where the pin lands after one keyboard move, or null without a map and a pin. */
function movedPin(map: LeafletMap | null, pin: Marker | null, direction: PinDirection, steps: number): Point | null {
  if (!map || !pin) return null;
  const moved = map.unproject(map.project(pin.getLatLng()).add(pinOffset(direction, steps)));
  return { lat: moved.lat, lng: moved.lng };
}

export function PinMap({ tiles, location, onPick }: PinMapProps) {
  const t = useMessages(locationMessages);
  // The map's role and its zoom buttons, named like the public map's, in the screen's language.
  const mapWords = useMessages(mapMessages);
  const words = { map: mapWords('map'), zoomIn: mapWords('zoomIn'), zoomOut: mapWords('zoomOut') };
  const mapLabel = t('mapLabel');
  const pinLabel = t('pinLabel');
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
      label: mapLabel,
      words,
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
    // The map is made once; later locations move the pin, and another language relabels it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles]);

  useEffect(() => {
    element.current?.setAttribute('aria-label', mapLabel);
  }, [mapLabel]);

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
      pin.getElement()?.addEventListener('keydown', (event) => {
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
    pin.getElement()?.setAttribute('aria-label', pinLabel);
    if (!map.getBounds().pad(-0.1).contains(location) || map.getZoom() < township().map.selectedZoom) {
      map.setView(location, Math.max(map.getZoom(), township().map.selectedZoom));
    }
  }, [location, pinLabel]);

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
      <div role="group" aria-label={t('noPointer')} className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={pinAtCentre} className={buttonClasses('secondary', 'sm')}>
          {t('pinAtCentre')}
        </button>
        {MOVES.map(({ direction, label, arrow }) => (
          <button
            key={direction}
            type="button"
            aria-label={t(label)}
            title={t(label)}
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
