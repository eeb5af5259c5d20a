/**
 * The resident's 4-step wizard (docs/product.md#311-submitting-a-request): useWizardForm holds the
 * values across steps, and Next checks the current step with the shared zod schema
 * (WIZARD_STEP_SCHEMAS) so the browser and the server agree on every message. The location step is
 * a separate chunk, loaded when the resident gets there.
 */
import type { JustSubmitted } from '../../lib/just-submitted.ts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { contains, outsideBoundaryMessage } from '#domain/requests/boundary-check.ts';
import { checkJurisdiction, refusalNotice, type JurisdictionRefusal } from '#domain/requests/jurisdiction.ts';
import { checkWizardStep, type CheckedStep } from '#domain/requests/wizard-step-check.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { LocationStep, type LocationFieldIds, type Point } from '../location/index.ts';
import { DetailsStep } from './DetailsStep.tsx';
import { StepProgress } from './StepProgress.tsx';
import { submissionFailedMessage, type SendResult } from './submission-failed.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { usePhotoPoint } from './use-photo-point.ts';
import { useWizardForm } from './use-wizard-form.ts';
import { AgencyLink, WizardAlert, type WizardMessage } from './WizardAlert.tsx';
import { EMPTY_WIZARD, fieldId, WIZARD_ALERT_ID, WIZARD_STEPS, type StepIndex } from './wizard-values.ts';
import { YourInfoStep } from './YourInfoStep.tsx';

// Steps 3 (LocationStep, lazy in its feature's entry) and 4 and the sending code are chunks of
// their own, fetched when the resident gets there: the screens before the location step stay
// within the 100 KB budget.
const ReviewStep = lazy(() => import('./ReviewStep.tsx'));
const loadSender = () => import('./send-request.ts');

const HEADING_ID = 'submit-step-heading';

/** The location step's fields under the wizard's own ids, so a failed Next can focus them. */
const LOCATION_IDS: LocationFieldIds = {
  address: fieldId('issueAddress'),
  location: fieldId('location'),
  alert: WIZARD_ALERT_ID,
};

export function SubmitWizard({ onSubmitted }: { onSubmitted: (submitted: JustSubmitted) => void }) {
  const { mapsApiKey, boundary, township } = usePortalConfig();
  const form = useWizardForm(EMPTY_WIZARD);
  const { values, setValue, setInvalid } = form;
  const { category, issueAddress, location } = values;
  const [step, setStep] = useState<StepIndex>(0);
  const [alert, setAlert] = useState<WizardMessage | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const photoPoint = usePhotoPoint(photo);
  const [progress, setProgress] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stepChanged = useRef(false);

  // Recomputed whenever the address or the category changes, so a road owned by another agency
  // is pointed out as soon as it is typed or chosen on the map.
  const refusal = useMemo(() => checkJurisdiction(category, issueAddress), [category, issueAddress]);

  useEffect(() => {
    if (!stepChanged.current) return;
    document.getElementById(HEADING_ID)?.focus();
  }, [step]);

  const goTo = (next: StepIndex) => {
    stepChanged.current = true;
    setInvalid([]);
    setAlert(null);
    setStep(next);
    setAnnouncement(`Step ${next + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[next]}`);
  };

  const next = () => {
    const problem = checkWizardStep(step as CheckedStep, { ...values }) ?? outsideProblem();
    setInvalid(problem?.fields ?? []);
    if (!problem) {
      goTo((step + 1) as StepIndex);
      return;
    }
    setAlert({ message: problem.message, agency: problem.agency });
    document.getElementById(fieldId(problem.fields[0] ?? ''))?.focus();
  };

  /** On the location step, a point outside the township's boundary (when one is configured). */
  const outsideProblem = () =>
    step === 2 && boundary && location && !contains(boundary, location)
      ? { message: outsideBoundaryMessage(township), fields: ['location'], agency: undefined }
      : null;

  const submit = async () => {
    const roads = checkJurisdiction(values.category, values.issueAddress);
    if (roads) {
      setAlert(refusalNotice(roads));
      return;
    }
    setAlert(null);
    setProgress(0);
    const result = await loadSender().then(
      ({ submitRequest }) => submitRequest(values, photo, setProgress),
      (): SendResult => ({
        ok: false,
        alert: { message: submissionFailedMessage('The page could not load its sending code') },
      }),
    );
    setProgress(null);
    if (result.ok) onSubmitted({ id: result.id, reference: result.reference });
    else setAlert(result.alert);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (step === 3) void submit();
    else next();
  };

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
    <div>
      <StepProgress step={step} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <form noValidate onSubmit={onSubmit} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id={HEADING_ID} tabIndex={-1} className="mb-5 text-xl font-bold text-slate-900 focus:outline-none">
          {WIZARD_STEPS[step]}
        </h2>
        <WizardAlert alert={alert} />
        {step === 0 ? <YourInfoStep form={form} /> : null}
        {step === 1 ? <DetailsStep form={form} photo={photo} onPhotoChange={setPhoto} /> : null}
        {step === 2 ? (
          <Suspense fallback={<p role="status">Loading the location step…</p>}>
            <LocationStep
              mapsApiKey={mapsApiKey}
              issueAddress={issueAddress}
              location={location}
              photoPoint={photoPoint}
              onAddressChange={setAddress}
              onLocationChange={setLocation}
              addressInvalid={form.invalid('issueAddress')}
              locationInvalid={form.invalid('location')}
              ids={LOCATION_IDS}
            />
            <JurisdictionNotice refusal={refusal} hidden={alert !== null} />
          </Suspense>
        ) : null}
        {step === 3 ? (
          <Suspense fallback={<p role="status">Loading the review…</p>}>
            <ReviewStep values={values} photo={photo} onEdit={goTo} />
          </Suspense>
        ) : null}
        {/* aria-disabled rather than disabled while sending, so keyboard focus stays on the button. */}
        {progress !== null ? <UploadProgress fraction={progress} /> : null}
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => {
                if (progress === null) goTo((step - 1) as StepIndex);
              }}
              aria-disabled={progress !== null}
              className={buttonClasses('secondary', 'md')}
            >
              Back
            </button>
          ) : (
            <span />
          )}
          <button type="submit" aria-disabled={progress !== null} className={buttonClasses('primary', 'md')}>
            {step === 3 ? 'Submit Request' : 'Next'}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Points out, while the resident types, that the road is another agency's (non-blocking until Next). */
function JurisdictionNotice({ refusal, hidden }: { refusal: JurisdictionRefusal | null; hidden: boolean }) {
  const notice = refusal && !hidden ? refusalNotice(refusal) : null;
  return (
    <div
      role="status"
      className={notice ? 'mt-5 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900' : undefined}
    >
      {notice ? (
        <>
          <p className="font-semibold">{notice.message}</p>
          <AgencyLink agency={notice.agency} />
        </>
      ) : null}
    </div>
  );
}
