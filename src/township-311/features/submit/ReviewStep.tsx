/**
 * Step 4: every entry grouped by step, each group with an Edit button that jumps back to it, the
 * 911 notice again when the request suggests danger, and the upload's progress while sending.
 */
import type { ReactNode } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { formatPoint } from '../location/index.ts';
import { DangerNotice } from './EmergencyNotice.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { WIZARD_STEPS, type StepIndex, type WizardValues } from './wizard-values.ts';

const shown = (value: string) => (value.trim() === '' ? 'Not given' : value);

function Section({
  step,
  onEdit,
  children,
}: {
  step: Exclude<StepIndex, 3>;
  onEdit: (step: StepIndex) => void;
  children: ReactNode;
}) {
  const title = WIZARD_STEPS[step];
  return (
    <section aria-labelledby={`review-${step}`} className="rounded-lg border border-slate-300 p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={`review-${step}`} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        <button
          type="button"
          // The visible "Edit" starts the name, so voice control users can say what they see.
          aria-label={`Edit ${title}`}
          onClick={() => {
            onEdit(step);
          }}
          className={buttonClasses('secondary', 'sm', 'min-h-11')}
        >
          Edit
        </button>
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-slate-800">{children}</dd>
    </>
  );
}

export default function ReviewStep({
  values,
  photo,
  onEdit,
  danger,
  progress,
}: {
  values: WizardValues;
  photo: File | null;
  onEdit: (step: StepIndex) => void;
  /** Whether the request suggests danger: the 911 notice again, above the entries (not announced). */
  danger: boolean;
  /** The upload's progress while the request is sent, else null. */
  progress: number | null;
}) {
  return (
    <>
      <DangerNotice danger={danger} live={false} />
      <div className={danger ? 'mt-4 grid gap-4' : 'grid gap-4'}>
        <Section step={0} onEdit={onEdit}>
          <Entry term="Name">{values.name}</Entry>
          <Entry term="Email">{values.email}</Entry>
          <Entry term="Phone">{shown(values.phone)}</Entry>
          <Entry term="Your address">{shown(values.submitterAddress)}</Entry>
        </Section>
        <Section step={1} onEdit={onEdit}>
          <Entry term="Category">{values.category}</Entry>
          <Entry term="Description">
            <span className="whitespace-pre-line">{values.description}</span>
          </Entry>
          <Entry term="Photo">{photo ? photo.name : 'No photo'}</Entry>
          <Entry term="Text alerts">{values.wantsTextAlerts && values.phone.trim() !== '' ? 'Yes' : 'No'}</Entry>
        </Section>
        <Section step={2} onEdit={onEdit}>
          <Entry term="Issue address">{values.issueAddress}</Entry>
          <Entry term="Map location">{values.location ? formatPoint(values.location) : 'Not set'}</Entry>
        </Section>
      </div>
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
    </>
  );
}
