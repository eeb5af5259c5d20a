/**
 * The map path, with @react-google-maps/api and google.maps replaced by small fakes (the real
 * Maps API cannot be reached in tests): the product's view and zooms, the search bias box, and the
 * address text after a click, a drag or a search.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationStepProps } from './location-props.ts';
import MapPicker from './MapPicker.tsx';
import type { Point } from './point.ts';

interface FakeMaps {
  loader: { isLoaded: boolean; loadError: Error | undefined };
  mapProps: Record<string, unknown>[];
  searchProps: Record<string, unknown>;
  geocode: { status: string; results: unknown[] };
  places: unknown[];
}

const fake = vi.hoisted((): FakeMaps => ({
  loader: { isLoaded: true, loadError: undefined },
  mapProps: [],
  searchProps: {},
  geocode: { status: 'OK', results: [] },
  places: [],
}));

const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => fake.loader,
  GoogleMap: (props: Record<string, unknown> & { children?: ReactNode; onClick: (e: unknown) => void }) => {
    fake.mapProps.push(props);
    return (
      <div>
        <button
          type="button"
          onClick={() => {
            props.onClick({ latLng: latLng(40.3, -74.6) });
          }}
        >
          fake map click
        </button>
        {props.children}
      </div>
    );
  },
  MarkerF: (props: { draggable: boolean; onDragEnd: (e: unknown) => void }) => (
    <button
      type="button"
      data-draggable={String(props.draggable)}
      onClick={() => {
        props.onDragEnd({ latLng: latLng(40.31, -74.61) });
      }}
    >
      fake pin drag
    </button>
  ),
  StandaloneSearchBox: (props: Record<string, unknown> & { children: ReactNode; onLoad: (box: unknown) => void }) => {
    fake.searchProps = props;
    props.onLoad({ getPlaces: () => fake.places });
    return <div>{props.children}</div>;
  },
}));

class FakeGeocoder {
  geocode(_request: unknown, callback: (results: unknown[] | null, status: string) => void) {
    callback(fake.geocode.results, fake.geocode.status);
    return Promise.resolve();
  }
}

function Harness() {
  const [issueAddress, setAddress] = useState('');
  const [location, setLocation] = useState<Point | null>(null);
  const props: LocationStepProps = {
    mapsApiKey: 'key',
    issueAddress,
    location,
    photoPoint: null,
    onAddressChange: setAddress,
    onLocationChange: setLocation,
    addressInvalid: false,
    locationInvalid: false,
    ids: { address: 'issue-address', location: 'issue-location', alert: 'form-alert' },
  };
  return (
    <>
      <MapPicker {...props} />
      <output data-testid="location">{location ? `${location.lat},${location.lng}` : 'none'}</output>
    </>
  );
}

beforeEach(() => {
  fake.mapProps = [];
  fake.loader = { isLoaded: true, loadError: undefined };
  fake.geocode = { status: 'OK', results: [{ formatted_address: '20 Main St, West Windsor, NJ' }] };
  vi.stubGlobal('google', { maps: { Geocoder: FakeGeocoder } });
});

const lastMap = () => fake.mapProps[fake.mapProps.length - 1]!;
const address = () => screen.getByLabelText(/^Address of the issue/);

describe('MapPicker', () => {
  it('opens on the township in satellite view at zoom 13, search biased to the spec box', () => {
    render(<Harness />);
    expect(lastMap()).toMatchObject({ mapTypeId: 'satellite', zoom: 13, center: { lat: 40.2809, lng: -74.5912 } });
    expect(fake.searchProps.bounds).toEqual({ south: 40.2, north: 40.4, west: -74.7, east: -74.4 });
    expect(screen.queryByText('fake pin drag')).toBeNull();
  });

  it('places a draggable pin on a click, zooms to 17 and fills the address', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('fake map click'));
    expect(screen.getByTestId('location')).toHaveTextContent('40.3,-74.6');
    expect(address()).toHaveValue('20 Main St, West Windsor, NJ');
    expect(lastMap()).toMatchObject({ zoom: 17, center: { lat: 40.3, lng: -74.6 } });
    expect(screen.getByText('fake pin drag')).toHaveAttribute('data-draggable', 'true');
  });

  it.each([
    ['ZERO_RESULTS', 'Address not found'],
    ['OVER_QUERY_LIMIT', 'Geocode failed: OVER_QUERY_LIMIT'],
  ])('shows the geocode outcome %s as "%s" under the emptied field after a pin drag', async (status, text) => {
    render(<Harness />);
    await userEvent.click(screen.getByText('fake map click'));
    fake.geocode = { status, results: [] };
    await userEvent.click(screen.getByText('fake pin drag'));
    expect(screen.getByTestId('location')).toHaveTextContent('40.31,-74.61');
    // The earlier address was about the old place; the failure is a message, not an address.
    expect(address()).toHaveValue('');
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(address()).toHaveAccessibleDescription(expect.stringContaining('Describe the spot'));
  });

  it('takes the first place of a search', () => {
    render(<Harness />);
    fake.places = [{ formatted_address: '1 Province Line Rd', geometry: { location: latLng(40.35, -74.65) } }];
    act(() => {
      (fake.searchProps.onPlacesChanged as () => void)();
    });
    expect(address()).toHaveValue('1 Province Line Rd');
    expect(screen.getByTestId('location')).toHaveTextContent('40.35,-74.65');
    expect(lastMap()).toMatchObject({ zoom: 17 });
  });

  it('falls back to the address and current location when the maps script fails', () => {
    fake.loader = { isLoaded: false, loadError: new Error('blocked') };
    render(<Harness />);
    expect(screen.getByText(/The map could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument();
  });
});
