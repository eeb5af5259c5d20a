/**
 * Step 4: every entry grouped by step, each group with an Edit button that jumps back to it, the
 * 911 notice again when the request suggests danger, and the upload's progress while sending.
 */
import type { ReactNode } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms } from '../../lib/township-terms.ts';
import { formatPoint } from '../location/index.ts';
import { DangerNotice } from './EmergencyNotice.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { STEP_TITLE_KEYS, type StepIndex, type WizardValues } from './wizard-values.ts';

function Section({
  step,
  onEdit,
  children,
}: {
  step: Exclude<StepIndex, 3>;
  onEdit: (step: StepIndex) => void;
  children: ReactNode;
}) {
  const t = useMessages(wizardMessages);
  const title = t(STEP_TITLE_KEYS[step]);
  return (
    <section aria-labelledby={`review-${step}`} className="rounded-lg border border-slate-300 p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={`review-${step}`} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        <button
          type="button"
          // The visible "Edit" starts the name, so voice control users can say what they see.
          aria-label={t('editSection', { title })}
          onClick={() => {
            onEdit(step);
          }}
          className={buttonClasses('secondary', 'sm', 'min-h-11')}
        >
          {t('edit')}
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
  const t = useMessages(wizardMessages);
  const terms = useTownshipTerms();
  const shown = (value: string) => (value.trim() === '' ? t('notGiven') : value);
  return (
    <>
      <DangerNotice danger={danger} live={false} />
      <div className={danger ? 'mt-4 grid gap-4' : 'grid gap-4'}>
        <Section step={0} onEdit={onEdit}>
          <Entry term={t('name')}>{values.name}</Entry>
          <Entry term={t('email')}>{values.email}</Entry>
          <Entry term={t('phone')}>{shown(values.phone)}</Entry>
          <Entry term={t('yourAddress')}>{shown(values.submitterAddress)}</Entry>
        </Section>
        <Section step={1} onEdit={onEdit}>
          <Entry term={t('category')}>{terms.category(values.category)}</Entry>
          <Entry term={t('description')}>
            <span className="whitespace-pre-line">{values.description}</span>
          </Entry>
          <Entry term={t('photo')}>{photo ? photo.name : t('noPhoto')}</Entry>
          <Entry term={t('textAlertsShort')}>
            {t(values.wantsTextAlerts && values.phone.trim() !== '' ? 'yes' : 'no')}
          </Entry>
        </Section>
        <Section step={2} onEdit={onEdit}>
          <Entry term={t('issueAddress')}>{values.issueAddress}</Entry>
          <Entry term={t('mapLocation')}>
            {values.location ? <span translate="no">{formatPoint(values.location)}</span> : t('notSet')}
          </Entry>
        </Section>
      </div>
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
    </>
  );
}
