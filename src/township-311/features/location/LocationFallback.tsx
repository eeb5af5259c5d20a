import { AddressInput } from './AddressInput.tsx';
import { CurrentLocation } from './CurrentLocation.tsx';
import type { LocationStepProps } from './location-props.ts';
import { PhotoLocation } from './PhotoLocation.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';

/** The map-less way: the address typed in, the point from the browser or the photo. */
export function LocationFallback(props: LocationStepProps) {
  const t = useMessages(locationMessages);
  return (
    <div className="grid gap-5">
      <AddressInput
        value={props.issueAddress}
        onChange={props.onAddressChange}
        invalid={props.addressInvalid}
        hint={t('addressHint')}
        ids={props.ids}
      />
      <div>
        <p className="mb-2 text-slate-800">{t('shareLocation')}</p>
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
