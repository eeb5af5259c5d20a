/**
 * The phone intake form (docs/product.md#311-phone-intake): the resident wizard's fields on one
 * page, checked at once by the schema the server uses (phoneIntakeSchema, through
 * checkSubmission), the township boundary as the wizard checks it, then sent. Above the button,
 * how the caller will hear back. A failed check or send keeps every entry, shows its messages in
 * the form's one alert region and focuses the first field to fix. A session that ended says so and
 * opens the portal's sign-in in place; the same member signed back in, the request is sent once
 * more by itself, as a note is (docs/product.md#311-staff-sign-in-and-sessions).
 */
import { Suspense, useRef, useState, type SyntheticEvent } from 'react';
import { languageLabel } from '#domain/requests/request-language.ts';
import { township } from '#domain/township/township.ts';
import { callerUpdates, phoneIntakeSchema, type CallerUpdates } from '#domain/requests/phone-intake-input.ts';
import { checkSubmission } from '#domain/requests/wizard-step-check.ts';
import { buttonClasses } from '#design/button-classes.ts';
import {
  EMPTY_WIZARD,
  fieldId,
  UploadProgress,
  useBoundaryProblem,
  usePhotoPoint,
  useWizardForm,
  WizardAlert,
  WizardLocation,
  type WizardMessage,
  type WizardValues,
} from '../../submit/index.ts';
import { notSentMessage, useResendAfterSignIn } from '../session-recovery.ts';
import { CallerFieldset, RequestFieldset } from './CallerFields.tsx';
import { CallerNearby } from './CallerNearby.tsx';
import { CALLER_UPDATES_ID, CallerUpdatesNote } from './CallerUpdatesNote.tsx';
import { useFileForCaller } from './phone-intake-api.ts';

/** A filed request: what to read to the caller, and how they will hear back. */
export interface FiledRequest {
  id: string;
  reference: string;
  updates: CallerUpdates;
}

export function PhoneIntakeForm({ onFiled }: { onFiled: (filed: FiledRequest) => void }) {
  const outsideBoundary = useBoundaryProblem();
  const filing = useFileForCaller();
  /** The server's schema, then the township boundary; every message at once. */
  const check = (entries: WizardValues, only?: readonly string[]) =>
    checkSubmission({ ...entries }, phoneIntakeSchema, only) ?? outsideBoundary(entries, only);
  const form = useWizardForm(EMPTY_WIZARD, check);
  const { values, setInvalid } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const [language, setLanguage] = useState('en');
  const photoPoint = usePhotoPoint(photo);
  const [alert, setAlert] = useState<WizardMessage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  /** A send the ended session refused, to make again once the same member has signed in. */
  const pending = useRef(false);
  const updates = callerUpdates(values);

  const send = async () => {
    if (progress !== null) return;
    const checked = check(values);
    if (checked) {
      // The alert shows form.problem, which follows the marked fields as they are filled in.
      setAlert(null);
      setInvalid(checked.fields);
      document.getElementById(fieldId(checked.fields[0] ?? ''))?.focus();
      return;
    }
    setInvalid([]);
    setAlert(null);
    setProgress(0);
    const result = await filing.mutateAsync({ values, photo, onProgress: setProgress, language });
    setProgress(null);
    if (result.ok) {
      onFiled({ id: result.id, reference: result.reference, updates });
    } else if (result.sessionEnded) {
      // The sign-in dialog opens and takes focus; the message waits in the alert region.
      pending.current = true;
      setAlert(result.alert);
    } else {
      // A failed send brings the message itself into view.
      setAlert(result.alert);
      alertBox.current?.focus();
    }
  };
  useResendAfterSignIn(
    pending,
    () => void send(),
    (name) => {
      setAlert({ message: notSentMessage(name) });
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault();
        void send();
      }}
      className="grid gap-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div ref={alertBox} tabIndex={-1} className="focus:outline-none empty:hidden">
        <WizardAlert
          alert={
            form.problem
              ? { message: form.problem.messages?.join(' ') ?? form.problem.message, agency: form.problem.agency }
              : alert
          }
        />
      </div>
      <CallerFieldset form={form} />
      {township().languages.length > 1 ? (
        <div className="grid gap-1">
          <label htmlFor="caller-language" className="font-semibold text-slate-900">
            Caller’s language
          </label>
          <p id="caller-language-hint" className="text-sm text-slate-700">
            E-mails and texts to the caller are in this language.
          </p>
          <select
            id="caller-language"
            aria-describedby="caller-language-hint"
            className="min-h-11 max-w-sm rounded-lg border border-slate-400 bg-white px-3"
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value);
            }}
          >
            {township().languages.map((tag) => (
              <option key={tag} value={tag}>
                {languageLabel(tag)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <RequestFieldset form={form} photo={photo} onPhotoChange={setPhoto} />
      <fieldset className="grid gap-5">
        <legend className="text-lg font-bold text-slate-900">Location</legend>
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <WizardLocation form={form} photoPoint={photoPoint} />
        </Suspense>
        <CallerNearby category={values.category} point={values.location} email={values.email} />
      </fieldset>
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      <div className="grid gap-4">
        <CallerUpdatesNote updates={updates} />
        <div>
          {/* aria-disabled rather than disabled while sending, so keyboard focus stays on the button. */}
          <button
            type="submit"
            aria-disabled={progress !== null}
            aria-describedby={CALLER_UPDATES_ID}
            className={buttonClasses('primary', 'md')}
          >
            File request
          </button>
        </div>
      </div>
    </form>
  );
}
