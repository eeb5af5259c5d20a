/**
 * The location step's open map, used when there is no Google Maps key: the township's tiles
 * (content/site.json `map`), place search and the address at the pin through the server's
 * geocoder, the photo's position, the current location, and a pin that can be placed and moved
 * with or without a pointer. The chosen point is read out as text (CurrentLocation's status).
 */
import { useCallback } from 'react';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import type { Place } from './geocode-api.ts';
import type { LocationStepProps } from './location-props.ts';
import { PinAddressOffer } from './PinAddressOffer.tsx';
import { PointButtons } from './PointButtons.tsx';
import { PinMap, type PickKind } from './PinMap.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import type { Point } from './point.ts';
import { usePinAddress } from './use-pin-address.ts';

export default function OpenMapPicker(props: LocationStepProps) {
  const { tiles } = usePortalConfig();
  const { location, onLocationChange } = props;
  const address = usePinAddress(props.issueAddress, props.onAddressChange);
  const { pinMoved, placeChosen } = address;

  const pick = useCallback(
    (point: Point, kind: PickKind | 'elsewhere') => {
      onLocationChange(point);
      pinMoved(point, kind === 'keys');
    },
    [onLocationChange, pinMoved],
  );
  const fromElsewhere = useCallback(
    (point: Point) => {
      pick(point, 'elsewhere');
    },
    [pick],
  );
  const choosePlace = useCallback(
    (place: Place) => {
      placeChosen(place.address);
      onLocationChange({ lat: place.lat, lng: place.lng });
    },
    [placeChosen, onLocationChange],
  );

  return (
    <div className="grid gap-5">
      <PlaceSearch
        props={{ ...props, onAddressChange: address.typed }}
        lookupMessage={address.failure}
        onChoose={choosePlace}
      />
      <PinAddressOffer offer={address.offer} onAccept={address.acceptOffer} />
      <PinMap tiles={tiles} location={location} onPick={pick} />
      <PointButtons props={props} onPoint={fromElsewhere} />
    </div>
  );
}
