/**
 * A labelled text input or textarea of the wizard, marked invalid by the step check. It takes no
 * more than its limit (maxLength); a long one (`counted`) shows the characters left near it.
 */
import { inputClasses } from '#design/input-classes.ts';
import { CharacterCount } from '../../ui/CharacterCount.tsx';
import { describedBy, hintId, LabelledField } from '../../ui/LabelledField.tsx';
import type { TextRegistration } from './use-wizard-form.ts';
import { fieldId, WIZARD_ALERT_ID } from './wizard-values.ts';

interface TextFieldProps {
  name: string;
  label: string;
  registration: TextRegistration;
  invalid: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  hint?: string;
  multiline?: boolean;
  /** The field's limit (SUBMIT_LIMITS). */
  maxLength?: number;
  /** Show the characters left near the limit (long fields: description, addresses). */
  counted?: boolean;
}

export function TextField({
  name,
  label,
  registration,
  invalid,
  required = false,
  type = 'text',
  autoComplete,
  hint,
  multiline = false,
  maxLength,
  counted = false,
}: TextFieldProps) {
  const id = fieldId(name);
  const countId = counted && maxLength ? `${id}-count` : undefined;
  const shared = {
    id,
    ...registration,
    maxLength,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(hint && hintId(id), countId, invalid && WIZARD_ALERT_ID),
    'aria-required': required || undefined,
    className: inputClasses('mt-1'),
  };
  return (
    <LabelledField id={id} label={label} hint={hint} required={required}>
      {multiline ? <textarea {...shared} rows={5} /> : <input {...shared} type={type} autoComplete={autoComplete} />}
      {countId && maxLength ? (
        <CharacterCount id={countId} label={label} length={registration.value.length} max={maxLength} />
      ) : null}
    </LabelledField>
  );
}
