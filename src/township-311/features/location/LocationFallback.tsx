import { AddressInput } from './AddressInput.tsx';
import { CurrentLocation } from './CurrentLocation.tsx';
import type { LocationStepProps } from './location-props.ts';
import { PhotoLocation } from './PhotoLocation.tsx';

/** The map-less way: the address typed in, the point from the browser or the photo. */
export function LocationFallback(props: LocationStepProps) {
  return (
    <div className="grid gap-5">
      <AddressInput
        value={props.issueAddress}
        onChange={props.onAddressChange}
        invalid={props.addressInvalid}
        hint="Street address or nearest intersection, e.g. 20 Main St."
        ids={props.ids}
      />
      <div>
        <p className="mb-2 text-slate-800">
          Stand near the issue, or on the spot, and share your location so crews can find it.
        </p>
        <PhotoLocation photoPoint={props.photoPoint} onUse={props.onLocationChange} />
        <CurrentLocation
          location={props.location}
          onLocationChange={props.onLocationChange}
          invalid={props.locationInvalid}
          ids={props.ids}
        />
      </div>
    </div>
  );
}
