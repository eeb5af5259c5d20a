/**
 * "Use my current location": the way to set the map location when there is no map (no maps key,
 * or the maps script failed), and a shortcut beside the map otherwise.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { fieldId, WIZARD_ALERT_ID } from '../submit/wizard-values.ts';
import { formatPoint } from './geocode-text.ts';
import type { Point } from './point.ts';
import { useCurrentLocation } from './use-current-location.ts';

export function CurrentLocation({
  location,
  onLocationChange,
  invalid,
}: {
  location: Point | null;
  onLocationChange: (point: Point) => void;
  invalid: boolean;
}) {
  const { state, locate } = useCurrentLocation(onLocationChange);
  return (
    <div>
      <button
        id={fieldId('location')}
        type="button"
        onClick={locate}
        aria-describedby={invalid ? WIZARD_ALERT_ID : undefined}
        disabled={state.kind === 'locating'}
        className={buttonClasses('secondary', 'md')}
      >
        Use my current location
      </button>
      <p role="status" className="mt-2 text-slate-900">
        {state.kind === 'locating'
          ? 'Finding your location…'
          : location
            ? `Location set: ${formatPoint(location)}`
            : ''}
      </p>
      <p role="alert" className="font-semibold text-red-800 empty:hidden">
        {state.kind === 'failed' ? state.message : ''}
      </p>
    </div>
  );
}
