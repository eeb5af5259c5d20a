/**
 * The location step wired to the wizard's form: the address and pin go into the form's values,
 * the form's check marks them invalid, and a failed check can focus them by the form's own ids.
 * The wizard's step 3 and staff phone intake's Location both render it, inside a Suspense
 * boundary (the step is a chunk of its own).
 */
import { useCallback } from 'react';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { LocationStep, type LocationFieldIds, type Point } from '../location/index.ts';
import type { WizardForm } from './use-wizard-form.ts';
import { fieldId, WIZARD_ALERT_ID } from './wizard-values.ts';

/** The location step's fields under the wizard's own ids, so a failed check can focus them. */
const LOCATION_IDS: LocationFieldIds = {
  address: fieldId('issueAddress'),
  location: fieldId('location'),
  alert: WIZARD_ALERT_ID,
};

interface WizardLocationProps {
  form: WizardForm;
  /** Where the attached photo was taken, offered as the pin (usePhotoPoint). */
  photoPoint: Point | null;
}

/** @example <Suspense fallback={…}><WizardLocation form={form} photoPoint={photoPoint} /></Suspense> */
export function WizardLocation({ form, photoPoint }: WizardLocationProps) {
  const { mapsApiKey } = usePortalConfig();
  const { values, setValue, invalid } = form;
  const setAddress = useCallback(
    (value: string) => {
      setValue('issueAddress', value);
    },
    [setValue],
  );
  const setLocation = useCallback(
    (point: Point) => {
      setValue('location', point);
    },
    [setValue],
  );
  return (
    <LocationStep
      mapsApiKey={mapsApiKey}
      issueAddress={values.issueAddress}
      location={values.location}
      photoPoint={photoPoint}
      onAddressChange={setAddress}
      onLocationChange={setLocation}
      addressInvalid={invalid('issueAddress')}
      locationInvalid={invalid('location')}
      ids={LOCATION_IDS}
    />
  );
}
