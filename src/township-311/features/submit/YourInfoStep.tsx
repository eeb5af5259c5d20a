/** Step 1: who is reporting (name and e-mail required; phone and address optional). */
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
        registration={register('name')}
        invalid={invalid('name')}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        invalid={invalid('email')}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Needed for text alerts about your request."
        registration={register('phone')}
        invalid={invalid('phone')}
      />
      <TextField
        name="submitterAddress"
        label="Your address"
        autoComplete="street-address"
        hint="Optional."
        registration={register('submitterAddress')}
        invalid={invalid('submitterAddress')}
      />
    </div>
  );
}
