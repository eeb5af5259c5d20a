/**
 * Step 3, loaded only when the resident reaches it (its own chunk; each map in a further chunk).
 *
 * With a Google Maps key the Google map of the original design is shown. Without one, the open map
 * (OpenStreetMap tiles by default, content/site.json `map`). If neither map can load, the resident
 * types the address and shares the current location or the photo's position: an address alone is
 * not enough, since the server needs coordinates, and a made-up point such as the township centre
 * would send crews to the wrong place.
 */
import { lazy, Suspense } from 'react';
import type { LocationStepProps } from './location-props.ts';
import { MapLoadBoundary } from './MapLoadBoundary.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { NoMap } from './NoMap.tsx';

const MapPicker = lazy(() => import('./MapPicker.tsx'));
const OpenMapPicker = lazy(() => import('./OpenMapPicker.tsx'));

export default function LocationStep(props: LocationStepProps) {
  const Picker = props.mapsApiKey ? MapPicker : OpenMapPicker;
  const t = useMessages(locationMessages);
  const reason = t(props.mapsApiKey ? 'mapFailed' : 'mapsKeyMissing');
  return (
    <MapLoadBoundary fallback={<NoMap {...props} reason={reason} />}>
      <Suspense fallback={<p role="status">{t('loadingMap')}</p>}>
        <Picker {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
