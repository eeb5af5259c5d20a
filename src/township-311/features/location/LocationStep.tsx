/**
 * Step 3, loaded only when the resident reaches it (its own chunk, and the maps script only with
 * a key, in a further chunk).
 *
 * Without a maps key the map is off (the step says so) and the location comes from the browser: the
 * resident types the address and uses "Use my current location". An address alone is not enough,
 * since the server needs coordinates and we have no geocoder without a key; and a made-up point
 * such as the township centre would send crews to the wrong place. So without a key (or when the
 * maps script cannot load) sharing the current location is required.
 */
import { lazy, Suspense } from 'react';
import { LocationFallback } from './LocationFallback.tsx';
import type { LocationStepProps } from './location-props.ts';

const MAPS_KEY_MISSING = 'Google Maps API Key is missing. Map functionality is disabled.';

const MapPicker = lazy(() => import('./MapPicker.tsx'));

export default function LocationStep(props: LocationStepProps) {
  if (!props.mapsApiKey) {
    return (
      <div className="grid gap-5">
        <p role="status" className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900">
          {MAPS_KEY_MISSING}
        </p>
        <LocationFallback {...props} />
      </div>
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading the map…</p>}>
      <MapPicker {...props} />
    </Suspense>
  );
}
