import type { Point } from './point.ts';

/**
 * Element ids the location step's fields take from the form around it: the address input and the
 * current-location button (so a failed check can focus them), and the alert an invalid one points
 * to with aria-describedby.
 */
export interface LocationFieldIds {
  address: string;
  location: string;
  alert: string;
}

/** What the wizard hands the location step: the two values it owns and how to change them. */
export interface LocationStepProps {
  mapsApiKey: string;
  issueAddress: string;
  location: Point | null;
  /** Where the attached photo was taken (its GPS position), offered as the place; null when unknown. */
  photoPoint: Point | null;
  onAddressChange: (address: string) => void;
  onLocationChange: (point: Point) => void;
  addressInvalid: boolean;
  locationInvalid: boolean;
  ids: LocationFieldIds;
}
