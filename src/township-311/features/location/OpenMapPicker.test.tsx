import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationStepProps } from './location-props.ts';
import OpenMapPicker from './OpenMapPicker.tsx';
import type { Point } from './point.ts';

const HOME = { address: '20 Main St, West Windsor, NJ 08550, USA', lat: 40.2806, lng: -74.5918 };
const PARK = { address: 'Duck Pond Park, 1 Pond Loop, West Windsor, NJ 08550, USA', lat: 40.2741, lng: -74.6044 };

/** The server's geocoding routes, as the test sets them. */
let replies: { search: unknown; reverse: unknown };
const asked: string[] = [];

beforeEach(() => {
  replies = { search: { status: 'OK', places: [HOME, PARK] }, reverse: { status: 'OK', places: [HOME] } };
  asked.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const body = url.startsWith('/api/geocode/search') ? replies.search : replies.reverse;
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ photoPoint = null }: { photoPoint?: Point | null }) {
  const [issueAddress, setAddress] = useState('');
  const [location, setLocation] = useState<Point | null>(null);
  const props: LocationStepProps = {
    mapsApiKey: '',
    issueAddress,
    location,
    photoPoint,
    onAddressChange: setAddress,
    onLocationChange: setLocation,
    addressInvalid: false,
    locationInvalid: false,
    ids: { address: 'issue-address', location: 'issue-location', alert: 'form-alert' },
  };
  return <OpenMapPicker {...props} />;
}

const address = () => screen.getByLabelText(/^Address of the issue/);

describe('OpenMapPicker', () => {
  it('finds places and drops the pin on the one chosen, with its address', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Main St');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 places found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PARK.address }));
    expect(address()).toHaveValue(PARK.address);
    expect(screen.getByText('Location set: 40.27410, -74.60440')).toBeInTheDocument();
    expect(asked).toEqual(['/api/geocode/search?q=Main+St']);
  });

  it('checks the search length as the server does, before asking it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Ma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The search must be 3 to 200 characters long.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('searches on Enter in the address field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Main St{Enter}');
    expect(await screen.findByRole('list', { name: 'Places found' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 'ZERO_RESULTS' }, 'Address not found'],
    [{ status: 'UNAVAILABLE' }, 'Geocode failed: UNAVAILABLE'],
  ])('says so when the search answers %j, and keeps the typed address', async (reply, message) => {
    replies.search = reply;
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Nowhere Ln');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(address()).toHaveValue('Nowhere Ln');
  });

  it('without a geocoder on the server, says search is off and leaves a plain address field', async () => {
    replies.search = { status: 'NOT_CONFIGURED' };
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Main St');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Place search is not available. Type the address, then place the pin on the map.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('puts the pin at the map centre by keyboard and fills the empty address from the pin', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
    expect(screen.getByText(/^Location set: /)).toBeInTheDocument();
    await waitFor(() => {
      expect(address()).toHaveValue(HOME.address);
    });
    expect(asked[0]).toMatch(/^\/api\/geocode\/reverse\?lat=40\.\d+&lng=-74\.\d+$/);
  });

  it('never overwrites an address the resident typed: it offers the one at the pin', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Behind the library');
    await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
    expect(await screen.findByText(`Address at the pin: ${HOME.address}`)).toBeInTheDocument();
    expect(address()).toHaveValue('Behind the library');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(address()).toHaveValue(HOME.address);
  });

  it.each([
    [{ status: 'ZERO_RESULTS' }, 'Address not found'],
    [{ status: 'UNAVAILABLE' }, 'Geocode failed: UNAVAILABLE'],
  ])(
    'after %j the message sits under the empty field with a prompt to describe the spot, and the pin stays',
    async (reply, message) => {
      replies.reverse = reply;
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
      const status = await screen.findByText(message);
      expect(address()).toHaveValue('');
      expect(screen.getByText(/^Location set: /)).toBeInTheDocument();
      expect(screen.getByText(/^Describe the spot in the address field, e\.g\. north end of the park/)).toBeVisible();
      // The field names the message as its description; typing takes it away.
      expect(address()).toHaveAccessibleDescription(expect.stringContaining(message));
      await user.type(address(), 'North end of the park');
      expect(status).not.toBeInTheDocument();
      expect(address()).toHaveValue('North end of the park');
    },
  );

  it('takes an earlier looked-up address out when the pin moves to a place without one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
    await waitFor(() => {
      expect(address()).toHaveValue(HOME.address);
    });
    replies.reverse = { status: 'ZERO_RESULTS' };
    await user.click(screen.getByRole('button', { name: 'Move the pin north' }));
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(address()).toHaveValue('');
  });

  it('keeps what the resident typed when the pin’s place has no address', async () => {
    replies.reverse = { status: 'ZERO_RESULTS' };
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'By the tennis courts');
    await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
    await waitFor(() => {
      expect(asked).toHaveLength(1);
    });
    expect(address()).toHaveValue('By the tennis courts');
    expect(screen.queryByText('Address not found')).toBeNull();
  });

  it('after a search that found nothing, says what to do next; new words take the message away', async () => {
    replies.search = { status: 'ZERO_RESULTS' };
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(address(), 'Nowhere Ln{Enter}');
    expect(
      await screen.findByText('Check the spelling and search again, or tap the map where the issue is.'),
    ).toBeInTheDocument();
    await user.type(address(), 'e');
    expect(screen.queryByText('Address not found')).toBeNull();
  });

  it('offers the photo position when the photo has one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Use the photo’s location' })).toBeNull();
    unmount();
    render(<Harness photoPoint={{ lat: 40.3166, lng: -74.6235 }} />);
    expect(screen.getByText('Your photo was taken at 40.31660, -74.62350.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the photo’s location' }));
    expect(screen.getByText('Location set: 40.31660, -74.62350')).toBeInTheDocument();
  });

  it('moves the pin with the arrow buttons once there is one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const north = screen.getByRole('button', { name: 'Move the pin north' });
    expect(north).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Put the pin at the centre of the map' }));
    const before = screen.getByText(/^Location set: /).textContent;
    await user.click(north);
    await waitFor(() => {
      expect(screen.getByText(/^Location set: /).textContent).not.toBe(before);
    });
  });
});
