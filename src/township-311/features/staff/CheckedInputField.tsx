/**
 * A staff form's labelled input with its own message below it: while the form's check refuses
 * the value, the input is marked invalid and described by the message.
 */
import type { ComponentProps } from 'react';
import { FieldError, InputField } from './FormField.tsx';

type CheckedInputFieldProps = Omit<ComponentProps<typeof InputField>, 'children'> & {
  /** The field's error from the form's check, if any. */
  error: { message?: string } | undefined;
};

/** @example <CheckedInputField id="login-email" label="Email" type="email" error={errors.email} {...register('email')} /> */
export function CheckedInputField({ error, ...props }: CheckedInputFieldProps) {
  const errorId = `${props.id}-error`;
  return (
    <InputField {...props} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <FieldError id={errorId} message={error?.message} />
    </InputField>
  );
}
