/**
 * The text-alert opt-in, shared by the wizard and staff phone intake: disabled until a phone is
 * given, and turned off by itself if the phone is cleared. The words are the caller's (the
 * resident's own, or staff speaking of the caller).
 */
import { useEffect } from 'react';
import type { WizardForm } from './use-wizard-form.ts';
import { fieldId } from './wizard-values.ts';

interface TextAlertsFieldProps {
  form: WizardForm;
  label: string;
  /** The hint with a phone given, and without one. */
  hint: { withPhone: string; withoutPhone: string };
}

const ID = fieldId('wantsTextAlerts');
const HINT_ID = `${ID}-hint`;

/** @example <TextAlertsField form={form} label="Send me text alerts about this request" hint={HINT} /> */
export function TextAlertsField({ form: { setValue, values }, label, hint }: TextAlertsFieldProps) {
  const hasPhone = values.phone.trim() !== '';
  useEffect(() => {
    if (!hasPhone) setValue('wantsTextAlerts', false);
  }, [hasPhone, setValue]);
  return (
    <div className="flex items-start gap-3">
      <input
        id={ID}
        type="checkbox"
        name="wantsTextAlerts"
        checked={values.wantsTextAlerts && hasPhone}
        onChange={(event) => {
          setValue('wantsTextAlerts', event.currentTarget.checked);
        }}
        disabled={!hasPhone}
        aria-describedby={HINT_ID}
        className="mt-1 size-6 shrink-0 accent-brand-700 focus-visible:outline-3"
      />
      <div>
        <label htmlFor={ID} className="font-semibold text-slate-900">
          {label}
        </label>
        <p id={HINT_ID} className="text-sm text-slate-700">
          {hasPhone ? hint.withPhone : hint.withoutPhone}
        </p>
      </div>
    </div>
  );
}
