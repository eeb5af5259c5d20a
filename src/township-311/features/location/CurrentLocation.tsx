/**
 * "Use my current location": the way to set the map location when there is no map (no maps key,
 * or the maps script failed), and a shortcut beside the map otherwise.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { formatPoint } from './geocode-text.ts';
import type { LocationFieldIds } from './location-props.ts';
import type { Point } from './point.ts';
import { useCurrentLocation } from './use-current-location.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';

export function CurrentLocation({
  location,
  onLocationChange,
  invalid,
  ids,
}: {
  location: Point | null;
  onLocationChange: (point: Point) => void;
  invalid: boolean;
  ids: LocationFieldIds;
}) {
  const t = useMessages(locationMessages);
  const { state, locate } = useCurrentLocation(onLocationChange, location);
  // A failure is about the point as it was then: once the point is set another way, it has gone.
  const failed = state.kind === 'failed' && state.location === location ? t(state.message) : '';
  return (
    <div>
      <button
        id={ids.location}
        type="button"
        onClick={locate}
        aria-describedby={invalid ? ids.alert : undefined}
        disabled={state.kind === 'locating'}
        className={buttonClasses('secondary', 'md')}
      >
        {t('useCurrentLocation')}
      </button>
      <p role="status" className="mt-2 text-slate-900">
        {state.kind === 'locating' ? t('locating') : location ? t('locationSet', { point: formatPoint(location) }) : ''}
      </p>
      <p role="alert" className="font-semibold text-red-800 empty:hidden">
        {failed}
      </p>
    </div>
  );
}
