/** Step 1: who is reporting (name and e-mail required; phone and address optional). */
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import { TextField } from './TextField.tsx';
import type { WizardForm } from './use-wizard-form.ts';

type InfoField = 'name' | 'email' | 'phone' | 'submitterAddress';

/** The step's fields in order, each with its label, limit and the rest of its TextField props. */
const FIELDS: readonly {
  name: InfoField;
  label: string;
  type?: 'email' | 'tel';
  required?: boolean;
  autoComplete: string;
  hint?: string;
  maxLength: number;
  counted?: boolean;
}[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name', maxLength: SUBMIT_LIMITS.name },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: SUBMIT_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Optional. Needed for text alerts about your request.',
    maxLength: SUBMIT_LIMITS.phone,
  },
  {
    name: 'submitterAddress',
    label: 'Your address',
    autoComplete: 'street-address',
    hint: 'Optional.',
    maxLength: SUBMIT_LIMITS.address,
    counted: true,
  },
];

export function YourInfoStep({ form: { register, invalid } }: { form: WizardForm }) {
  return (
    <div className="grid gap-5">
      {FIELDS.map((field) => (
        <TextField key={field.name} {...field} registration={register(field.name)} invalid={invalid(field.name)} />
      ))}
    </div>
  );
}
