/**
 * The open requests near the chosen point, asked again (after a short pause) whenever the
 * category or the point changes; an answer for an older point is dropped. A failure reads as none:
 * the list only helps.
 */
import { useEffect, useState } from 'react';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { nearbyRequests, type NearbyPoint } from './nearby-api.ts';

/** A pin being dragged or moved by keys settles before the check is asked for. */
const SETTLE_MS = 400;
const NONE: NearbyItem[] = [];

/** @example const items = useNearby('Graffiti', location, false); // [] until an answer */
export function useNearby(category: string, point: NearbyPoint | null, staff: boolean): NearbyItem[] {
  const lat = point?.lat;
  const lng = point?.lng;
  const place = `${category}|${String(lat)}|${String(lng)}`;
  // Kept with the place they were found for, so a list never shows for another point.
  const [found, setFound] = useState<{ place: string; items: NearbyItem[] } | null>(null);
  useEffect(() => {
    if (!category || lat === undefined || lng === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      nearbyRequests(category, { lat, lng }, staff).then(
        (items) => {
          if (current) setFound({ place: `${category}|${String(lat)}|${String(lng)}`, items });
        },
        () => undefined,
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [category, lat, lng, staff]);
  return found?.place === place ? found.items : NONE;
}
