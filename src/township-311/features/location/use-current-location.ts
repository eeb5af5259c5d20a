/** The browser's geolocation as a small state machine for the "Use my current location" button. */
import { useCallback, useState } from 'react';
import type { Point } from './point.ts';

/** A failure's message, by its key in location.messages.ts. */
type FailureKey = 'geolocationRefused' | 'geolocationFailed' | 'geolocationUnsupported';

/** A failure remembers the point there was when it happened (null for none). */
type LocateState =
  { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; message: FailureKey; location: Point | null };

/** The message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
function geolocationMessage(code: number): FailureKey {
  return code === 1 ? 'geolocationRefused' : 'geolocationFailed';
}

export function useCurrentLocation(onFound: (point: Point) => void, location: Point | null) {
  const [state, setState] = useState<LocateState>({ kind: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'failed', message: 'geolocationUnsupported', location });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ kind: 'idle' });
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setState({ kind: 'failed', message: geolocationMessage(error.code), location });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound, location]);
  return { state, locate };
}
