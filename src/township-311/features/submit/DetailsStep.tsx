/**
 * Step 2: category, description, the optional photo and the text-alert opt-in, which stays
 * disabled until a phone number is entered (and turns itself off if the phone is cleared).
 */
import { categoryNames } from '#domain/township/township.ts';
import { CategorySelect } from './CategorySelect.tsx';
import { DescriptionField } from './DescriptionField.tsx';
import { DangerNotice } from './EmergencyNotice.tsx';
import { PhotoField } from './PhotoField.tsx';
import { TextAlertsField } from './TextAlertsField.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import type { WizardForm } from './use-wizard-form.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

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
  const t = useMessages(wizardMessages);
  return (
    <div className="grid gap-5">
      <CategorySelect form={form} categories={categoryNames()} />
      <DescriptionField form={form} />
      <DangerNotice danger={danger} live />
      <PhotoField photo={photo} onChange={onPhotoChange} notKept={photoNotKept} />
      <TextAlertsField
        form={form}
        label={t('textAlerts')}
        hint={{ withPhone: t('textAlertsWithPhone'), withoutPhone: t('textAlertsWithoutPhone') }}
      />
    </div>
  );
}
