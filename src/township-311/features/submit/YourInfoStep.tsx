/** Step 1: who is reporting (name and e-mail required; phone and address optional). */
import { SUBMIT_LIMITS } from '#domain/requests/submit-limits.ts';
import { TextField } from './TextField.tsx';
import type { WizardForm } from './use-wizard-form.ts';

export function YourInfoStep({ form: { register, invalid } }: { form: WizardForm }) {
  return (
    <div className="grid gap-5">
      <TextField
        name="name"
        label="Name"
        required
        autoComplete="name"
        maxLength={SUBMIT_LIMITS.name}
        registration={register('name')}
        invalid={invalid('name')}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={SUBMIT_LIMITS.email}
        registration={register('email')}
        invalid={invalid('email')}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Needed for text alerts about your request."
        maxLength={SUBMIT_LIMITS.phone}
        registration={register('phone')}
        invalid={invalid('phone')}
      />
      <TextField
        name="submitterAddress"
        label="Your address"
        autoComplete="street-address"
        hint="Optional."
        maxLength={SUBMIT_LIMITS.address}
        counted
        registration={register('submitterAddress')}
        invalid={invalid('submitterAddress')}
      />
    </div>
  );
}
