import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LocationStep from './LocationStep.tsx';
import type { LocationStepProps } from './location-props.ts';

// The open map's chunk fails as an unreachable one would: its module throws when rendered.
vi.mock('./OpenMapPicker.tsx', () => ({
  default: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

const props: LocationStepProps = {
  mapsApiKey: '',
  issueAddress: '',
  location: null,
  photoPoint: { lat: 40.3166, lng: -74.6235 },
  onAddressChange: () => undefined,
  onLocationChange: () => undefined,
  addressInvalid: false,
  locationInvalid: false,
  ids: { address: 'issue-address', location: 'issue-location', alert: 'form-alert' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LocationStep when no map can load', () => {
  it('says the map is off and keeps every other way to give the place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LocationStep {...props} />);
    expect(
      await screen.findByText('Google Maps API Key is missing. Map functionality is disabled.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address of the issue/)).toBeInTheDocument();
    expect(screen.getByText('Street address or nearest intersection, e.g. 20 Main St.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the photo’s location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument();
  });
});
