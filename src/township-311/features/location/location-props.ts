import type { Point } from './point.ts';

/** What the wizard hands the location step: the two values it owns and how to change them. */
export interface LocationStepProps {
  mapsApiKey: string;
  issueAddress: string;
  location: Point | null;
  onAddressChange: (address: string) => void;
  onLocationChange: (point: Point) => void;
  addressInvalid: boolean;
  locationInvalid: boolean;
}
