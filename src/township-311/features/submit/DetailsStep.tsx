/**
 * Step 2: category, description, the optional photo and the text-alert opt-in, which stays
 * disabled until a phone number is entered (and turns itself off if the phone is cleared).
 */
import { useEffect } from 'react';
import { categoryNames } from '#domain/township/township.ts';
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import { inputClasses } from '#design/input-classes.ts';
import { DangerNotice } from './EmergencyNotice.tsx';
import { PhotoField } from './PhotoField.tsx';
import { TextField } from './TextField.tsx';
import type { WizardForm } from './use-wizard-form.ts';
import { fieldId, WIZARD_ALERT_ID } from './wizard-values.ts';

interface DetailsStepProps {
  form: WizardForm;
  photo: File | null;
  /** The name of a photo chosen before a reload, not kept in the draft. */
  photoNotKept: string | null;
  onPhotoChange: (photo: File | null) => void;
  /** Whether the category or description suggests danger (the 911 notice below the description). */
  danger: boolean;
}

export function DetailsStep({ form, photo, photoNotKept, onPhotoChange, danger }: DetailsStepProps) {
  const { register, setValue, invalid, values } = form;
  const hasPhone = values.phone.trim() !== '';
  useEffect(() => {
    if (!hasPhone) setValue('wantsTextAlerts', false);
  }, [hasPhone, setValue]);

  const categoryInvalid = invalid('category');
  return (
    <div className="grid gap-5">
      <div>
        <label htmlFor={fieldId('category')} className="block font-semibold text-slate-900">
          Category <span className="font-normal text-slate-700">(required)</span>
        </label>
        <select
          id={fieldId('category')}
          {...register('category')}
          aria-required="true"
          aria-invalid={categoryInvalid}
          aria-describedby={categoryInvalid ? WIZARD_ALERT_ID : undefined}
          className={inputClasses('mt-1')}
        >
          <option value="">Select a category</option>
          {categoryNames().map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="description"
        label="Description"
        required
        multiline
        maxLength={SUBMIT_LIMITS.description}
        counted
        registration={register('description')}
        invalid={invalid('description')}
      />
      <DangerNotice danger={danger} live />
      <PhotoField photo={photo} onChange={onPhotoChange} notKept={photoNotKept} />
      <div className="flex items-start gap-3">
        <input
          id={fieldId('wantsTextAlerts')}
          type="checkbox"
          name="wantsTextAlerts"
          checked={values.wantsTextAlerts && hasPhone}
          onChange={(event) => {
            setValue('wantsTextAlerts', event.currentTarget.checked);
          }}
          disabled={!hasPhone}
          aria-describedby={`${fieldId('wantsTextAlerts')}-hint`}
          className="mt-1 size-6 shrink-0 accent-brand-700 focus-visible:outline-3"
        />
        <div>
          <label htmlFor={fieldId('wantsTextAlerts')} className="font-semibold text-slate-900">
            Send me text alerts about this request
          </label>
          <p id={`${fieldId('wantsTextAlerts')}-hint`} className="text-sm text-slate-700">
            {hasPhone
              ? 'We will text the phone number you gave in step 1.'
              : 'Enter a phone number in step 1 (Your Info) to turn on text alerts.'}
          </p>
        </div>
      </div>
    </div>
  );
}
