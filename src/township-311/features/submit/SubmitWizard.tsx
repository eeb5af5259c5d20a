/**
 * The resident's 4-step wizard (docs/product.md#311-submitting-a-request): useWizardForm holds the
 * values across steps, and Next checks the current step with the shared zod schema
 * (WIZARD_STEP_SCHEMAS) so the browser and the server agree on every message. The location step is
 * a separate chunk, loaded when the resident gets there. The entries are kept as a draft in the
 * tab (use-wizard-draft.ts) and leaving with unsent entries is warned about; the 911 notice shows
 * on step 1 and again when the request suggests danger. Entries typed into the page's plain form
 * before the app ran are taken over (use-plain-takeover.ts).
 */
import { TOWNSHIP_DOMAIN } from '#domain/township/township-messages.ts';
import { loadMessages, useLanguage, useMessages } from '../../lib/i18n.tsx';
import type { JustSubmitted } from '../../lib/just-submitted.ts';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { checkJurisdiction, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { hasEntries } from '#domain/requests/wizard-entries.ts';
import { checkWizardStep } from '#domain/requests/wizard-step-check.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useBoundaryProblem } from './boundary-problem.ts';
import { DetailsStep } from './DetailsStep.tsx';
import { EmergencyNotice } from './EmergencyNotice.tsx';
import { JurisdictionNotice } from './JurisdictionNotice.tsx';
import { RestoredNote, StartOverButton } from './StartOver.tsx';
import { StepProgress } from './StepProgress.tsx';
import { submissionFailedAlert, type SendResult } from './submission-failed.ts';
import { useDanger } from './use-danger.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import { usePhotoPoint } from './use-photo-point.ts';
import { clearDraft, useKeepDraft, useStoredDraft } from './use-wizard-draft.ts';
import { useWizardForm } from './use-wizard-form.ts';
import { WizardAlert, type WizardMessage } from './WizardAlert.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import {
  EMPTY_WIZARD,
  fieldId,
  STEP_HEADING_ID,
  STEP_TITLE_KEYS,
  type StepIndex,
  type WizardValues,
} from './wizard-values.ts';
import { usePlainTakeover } from './use-plain-takeover.ts';
import { WizardLocation } from './WizardLocation.tsx';
import { NearbyPanel } from '../nearby/index.ts';
import { YourInfoStep } from './YourInfoStep.tsx';

// Steps 3 (LocationStep, lazy in its feature's entry) and 4 and the sending code are chunks of
// their own, fetched when the resident gets there: the screens before the location step stay
// within the 100 KB budget.
const ReviewStep = lazy(() => import('./ReviewStep.tsx'));
const loadSender = () => import('./send-request.ts');

export function SubmitWizard({ onSubmitted }: { onSubmitted: (submitted: JustSubmitted) => void }) {
  const { lang } = useLanguage();
  // The category names (step 2 and the review) download with the wizard's own messages and are
  // waited for here, so no later step suspends for them.
  void loadMessages(TOWNSHIP_DOMAIN, lang);
  const t = useMessages(wizardMessages);
  useTownshipTerms();
  const outsideBoundary = useBoundaryProblem();
  const stored = useStoredDraft();
  const [step, setStep] = useState<StepIndex>(stored?.step ?? 0);
  /** Next's check of the step: its schema, then (on the location step) the township boundary. */
  const check = (entries: WizardValues, only?: readonly string[]) =>
    step === 3
      ? null
      : (checkWizardStep(step, { ...entries }, only) ?? (step === 2 ? outsideBoundary(entries, only) : null));
  const form = useWizardForm(stored?.entries ?? EMPTY_WIZARD, check);
  const { values, setInvalid } = form;
  const { category, issueAddress } = values;
  const [alert, setAlert] = useState<WizardMessage | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  // The name of a photo chosen before a reload: its bytes are not in the draft.
  const [photoNotKept, setPhotoNotKept] = useState(stored?.photoName ?? null);
  const [restored, setRestored] = useState(stored !== null);
  // What was typed into the page's plain form before the app ran wins over a stored draft: it is
  // what the resident sees.
  usePlainTakeover((taken) => {
    form.reset(taken.entries);
    setPhotoNotKept(null);
    setRestored(false);
    setStep(taken.step);
  });
  const photoPoint = usePhotoPoint(photo);
  const unsent = hasEntries(values) || photo !== null;
  useKeepDraft({ entries: values, step, photoName: photo?.name ?? photoNotKept }, unsent || photoNotKept !== null);
  useLeaveWarning(unsent, t('leaveWarning'));
  const danger = useDanger(category, values.description);
  const [progress, setProgress] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stepChanged = useRef(false);

  // Recomputed whenever the address or the category changes, so a road owned by another agency
  // is pointed out as soon as it is typed or chosen on the map.
  const refusal = useMemo(() => checkJurisdiction(category, issueAddress), [category, issueAddress]);

  useEffect(() => {
    if (!stepChanged.current) return;
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [step]);

  const goTo = (next: StepIndex, cleared = false) => {
    stepChanged.current = true;
    setInvalid([]);
    setAlert(null);
    setRestored(false);
    setStep(next);
    const place = { n: next + 1, total: STEP_TITLE_KEYS.length, title: t(STEP_TITLE_KEYS[next]) };
    setAnnouncement(t(cleared ? 'clearedAnnouncement' : 'stepAnnouncement', place));
  };

  const startOver = () => {
    if (progress !== null) return;
    clearDraft();
    form.reset(EMPTY_WIZARD);
    setPhoto(null);
    setPhotoNotKept(null);
    goTo(0, true);
  };

  const changePhoto = useCallback((file: File | null) => {
    setPhoto(file);
    if (file) setPhotoNotKept(null);
  }, []);

  const next = () => {
    const problem = check(values);
    setInvalid(problem?.fields ?? []);
    if (!problem) {
      goTo((step + 1) as StepIndex);
      return;
    }
    // The alert shows form.problem, which follows the marked fields as they are put right.
    setAlert(null);
    document.getElementById(fieldId(problem.fields[0] ?? ''))?.focus();
  };
  const shownAlert: WizardMessage | null = form.problem
    ? { message: form.problem.message, agency: form.problem.agency }
    : alert;

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
        alert: submissionFailedAlert('The page could not load its sending code', 'server'),
      }),
    );
    setProgress(null);
    if (result.ok) {
      clearDraft();
      onSubmitted({ id: result.id, reference: result.reference });
    } else setAlert(result.alert);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (step === 3) void submit();
    else next();
  };

  return (
    <div>
      <StepProgress step={step} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <form noValidate onSubmit={onSubmit} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id={STEP_HEADING_ID} tabIndex={-1} className="mb-5 text-xl font-bold text-slate-900 focus:outline-none">
          {t(STEP_TITLE_KEYS[step])}
        </h2>
        {restored ? <RestoredNote photoNotKept={photoNotKept} /> : null}
        {step === 0 ? <EmergencyNotice /> : null}
        <WizardAlert alert={shownAlert} />
        {step === 0 ? <YourInfoStep form={form} /> : null}
        {step === 1 ? (
          <DetailsStep
            form={form}
            photo={photo}
            photoNotKept={photoNotKept}
            onPhotoChange={changePhoto}
            danger={danger}
          />
        ) : null}
        {step === 2 ? (
          <Suspense fallback={<p role="status">{t('loadingLocation')}</p>}>
            <WizardLocation form={form} photoPoint={photoPoint} />
            <JurisdictionNotice refusal={refusal} hidden={shownAlert !== null} />
            <NearbyPanel category={category} point={values.location} returnFocusId={STEP_HEADING_ID} />
          </Suspense>
        ) : null}
        {step === 3 ? (
          <Suspense fallback={<p role="status">{t('loadingReview')}</p>}>
            <ReviewStep values={values} photo={photo} onEdit={goTo} danger={danger} progress={progress} />
          </Suspense>
        ) : null}
        {/* aria-disabled rather than disabled while sending, so keyboard focus stays on the button. */}
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
              {t('back')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" aria-disabled={progress !== null} className={buttonClasses('primary', 'md')}>
            {t(step === 3 ? 'submit' : 'next')}
          </button>
        </div>
        {unsent ? <StartOverButton onConfirmed={startOver} /> : null}
      </form>
    </div>
  );
}
