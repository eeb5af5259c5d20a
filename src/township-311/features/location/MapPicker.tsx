/// <reference types="google.maps" />
/**
 * The map of the location step (only with a maps key): place search biased to the township,
 * satellite view, a draggable pin, and reverse geocoding on a click or a drag. If the maps script
 * cannot load, the map-less fallback takes over so the resident can still finish.
 */
import { GoogleMap, MarkerF, StandaloneSearchBox, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useCallback, useRef, useState } from 'react';
import { township } from '#domain/township/township.ts';
import { AddressInput } from './AddressInput.tsx';
import { lookupAnswer, searchBoundsLiteral } from './geocode-text.ts';
import type { LocationStepProps } from './location-props.ts';
import { NoMap } from './NoMap.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { PinAddressOffer } from './PinAddressOffer.tsx';
import { PointButtons } from './PointButtons.tsx';
import type { Point } from './point.ts';
import { usePinAddress } from './use-pin-address.ts';

const LIBRARIES: Libraries = ['places'];
const MAP_STYLE = { width: '100%', height: '22rem' };

export default function MapPicker(props: LocationStepProps) {
  const { mapsApiKey, issueAddress, location, onLocationChange } = props;
  const t = useMessages(locationMessages);
  const address = usePinAddress(issueAddress, props.onAddressChange);
  const { answered, placeChosen } = address;
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: mapsApiKey, libraries: LIBRARIES });
  const [zoom, setZoom] = useState<number>(location ? township().map.selectedZoom : township().map.defaultZoom);
  const [center, setCenter] = useState<Point>(location ?? township().map.center);
  const searchBox = useRef<google.maps.places.SearchBox | null>(null);

  const select = useCallback(
    (point: Point) => {
      onLocationChange(point);
      setCenter(point);
      setZoom(township().map.selectedZoom);
    },
    [onLocationChange],
  );

  /** A click or a dragged pin: the point, then its address (or the geocode failure message beside the field). */
  const pickAndGeocode = useCallback(
    (latLng: google.maps.LatLng | null) => {
      if (!latLng) return;
      const point = { lat: latLng.lat(), lng: latLng.lng() };
      select(point);
      new google.maps.Geocoder()
        .geocode({ location: point }, (results, status) => {
          answered(lookupAnswer(status, results));
        })
        // The callback has reported every status; the promise's rejection adds nothing.
        .catch(() => undefined);
    },
    [select, answered],
  );

  if (loadError) return <NoMap {...props} reason={t('mapFailed')} />;
  if (!isLoaded) return <p role="status">{t('loadingMap')}</p>;

  return (
    <div className="grid gap-5">
      <StandaloneSearchBox
        bounds={searchBoundsLiteral(township().map.searchBounds)}
        onLoad={(box) => {
          searchBox.current = box;
        }}
        onPlacesChanged={() => {
          const place = searchBox.current?.getPlaces()?.[0];
          const point = place?.geometry?.location;
          if (!place || !point) return;
          placeChosen(place.formatted_address ?? place.name ?? issueAddress);
          select({ lat: point.lat(), lng: point.lng() });
        }}
      >
        <AddressInput
          value={issueAddress}
          onChange={address.typed}
          invalid={props.addressInvalid}
          lookupMessage={address.failure}
          hint={t('googleHint')}
          ids={props.ids}
        />
      </StandaloneSearchBox>
      <PinAddressOffer offer={address.offer} onAccept={address.acceptOffer} />
      <div role="group" aria-label={t('googleMapLabel')}>
        <GoogleMap
          mapContainerStyle={MAP_STYLE}
          center={center}
          zoom={zoom}
          mapTypeId={township().map.mapType}
          onClick={(event) => {
            pickAndGeocode(event.latLng);
          }}
        >
          {location ? (
            <MarkerF
              position={location}
              draggable
              title={t('googlePinTitle')}
              onDragEnd={(event) => {
                pickAndGeocode(event.latLng);
              }}
            />
          ) : null}
        </GoogleMap>
      </div>
      <PointButtons props={props} onPoint={select} />
    </div>
  );
}
