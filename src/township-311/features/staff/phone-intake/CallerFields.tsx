/**
 * The caller and the request, the resident wizard's own fields (TextField, PhotoField, the
 * category select, the description and the text-alert opt-in) in the words staff use on the phone:
 * who is calling, what and where. Unlike the wizard, the caller's e-mail is optional
 * (docs/product.md#311-phone-intake); the name is not (`Anonymous` when they will not give one).
 * The text-alert opt-in stays disabled until the caller's phone is given, as in the wizard, and is
 * ticked only when the caller agrees.
 */
import { categoryNames } from '#domain/township/township.ts';
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import {
  CategorySelect,
  DescriptionField,
  PhotoField,
  TextAlertsField,
  TextField,
  type WizardForm,
} from '../../submit/index.ts';

const LEGEND = 'text-lg font-bold text-slate-900';

const ALERTS_HINT = {
  withPhone: 'Only if the caller agrees. Texts go to the caller’s phone above.',
  withoutPhone: 'Enter the caller’s phone above to turn on texts.',
};

/** The caller's fields, in form order: only the name is required (docs/product.md#311-phone-intake). */
const CALLER_FIELDS = [
  {
    name: 'name',
    label: 'Caller’s name',
    required: true,
    hint: 'Type Anonymous if the caller will not give a name.',
    maxLength: SUBMIT_LIMITS.name,
  },
  {
    name: 'email',
    label: 'Caller’s email',
    type: 'email',
    hint: 'Optional. The confirmation, a private link to add to the request, and updates go here.',
    maxLength: SUBMIT_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'Caller’s phone',
    type: 'tel',
    hint: 'Optional. Needed for text alerts.',
    maxLength: SUBMIT_LIMITS.phone,
  },
  {
    name: 'submitterAddress',
    label: 'Caller’s address',
    hint: 'Optional.',
    maxLength: SUBMIT_LIMITS.address,
    counted: true,
  },
] as const;

export function CallerFieldset({ form: { register, invalid } }: { form: WizardForm }) {
  return (
    <fieldset className="grid gap-5">
      <legend className={LEGEND}>Caller</legend>
      {CALLER_FIELDS.map((field) => (
        <TextField key={field.name} {...field} registration={register(field.name)} invalid={invalid(field.name)} />
      ))}
    </fieldset>
  );
}

interface RequestFieldsetProps {
  form: WizardForm;
  photo: File | null;
  onPhotoChange: (photo: File | null) => void;
}

export function RequestFieldset({ form, photo, onPhotoChange }: RequestFieldsetProps) {
  return (
    <fieldset className="grid gap-5">
      <legend className={LEGEND}>Request</legend>
      <CategorySelect form={form} categories={categoryNames()} />
      <DescriptionField form={form} hint="The caller’s words; the public sees them on the request." />
      <PhotoField photo={photo} onChange={onPhotoChange} />
      <TextAlertsField form={form} label="Text the caller updates about this request" hint={ALERTS_HINT} />
    </fieldset>
  );
}
