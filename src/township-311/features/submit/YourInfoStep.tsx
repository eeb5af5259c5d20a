/** Step 1: who is reporting (name and e-mail required; phone and address optional). */
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import { TextField } from './TextField.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import type { WizardForm } from './use-wizard-form.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

type InfoField = 'name' | 'email' | 'phone' | 'submitterAddress';

type Key = keyof typeof wizardMessages.english;

/** The step's fields in order, each with its label's and hint's keys, limit and the rest of its TextField props. */
const FIELDS: readonly {
  name: InfoField;
  label: Key;
  type?: 'email' | 'tel';
  required?: boolean;
  autoComplete: string;
  hint?: Key;
  maxLength: number;
  counted?: boolean;
}[] = [
  { name: 'name', label: 'name', required: true, autoComplete: 'name', maxLength: SUBMIT_LIMITS.name },
  {
    name: 'email',
    label: 'email',
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: SUBMIT_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'phoneHint',
    maxLength: SUBMIT_LIMITS.phone,
  },
  {
    name: 'submitterAddress',
    label: 'yourAddress',
    autoComplete: 'street-address',
    hint: 'yourAddressHint',
    maxLength: SUBMIT_LIMITS.address,
    counted: true,
  },
];

export function YourInfoStep({ form: { register, invalid } }: { form: WizardForm }) {
  const t = useMessages(wizardMessages);
  return (
    <div className="grid gap-5">
      {FIELDS.map(({ label, hint, ...field }) => (
        <TextField
          key={field.name}
          {...field}
          label={t(label)}
          hint={hint && t(hint)}
          registration={register(field.name)}
          invalid={invalid(field.name)}
        />
      ))}
    </div>
  );
}
