/**
 * Choosing a password (docs/product.md#311-your-password): the current one when changing your
 * own, the new one twice. Checked with the domain's policy before sending, as the server checks
 * it again; a refusal shows the server's message and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  choosePasswordFormSchema,
  MIN_CHOSEN_PASSWORD_LENGTH,
  type ChoosePasswordForm,
} from '#domain/requests/staff-password.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { CheckedInputField } from '../CheckedInputField.tsx';
import { LiveMessage } from '../FormField.tsx';

const PASSWORD_HINT = `At least ${String(MIN_CHOSEN_PASSWORD_LENGTH)} characters. Not a common password, and not your email address.`;

interface PasswordFormProps {
  /** The account's e-mail: the policy refuses passwords containing it, and password managers file it. */
  email: string;
  withCurrent: boolean;
  /** The current password's label: "Temporary password" when that is what it is. */
  currentLabel?: string;
  submitLabel: string;
  busyLabel: string;
  /** Rejects with an Error whose message is shown. */
  onSubmit: (values: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  failure: string | null;
}

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function PasswordForm({
  email,
  withCurrent,
  currentLabel = 'Current password',
  submitLabel,
  busyLabel,
  onSubmit,
  failure,
}: PasswordFormProps) {
  const schema = useMemo(() => choosePasswordFormSchema(email, { withCurrent }), [email, withCurrent]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChoosePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const passwordField = (field: Field, label: string, autoComplete: string, hint?: string) => (
    <CheckedInputField
      id={field}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      error={errors[field]}
      {...register(field)}
    />
  );

  const submit = (values: ChoosePasswordForm) =>
    onSubmit({ currentPassword: values.currentPassword ?? '', newPassword: values.newPassword }).catch(() => undefined);

  return (
    <form className="mt-6 max-w-md space-y-5" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {/* For password managers: which account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {withCurrent ? passwordField('currentPassword', currentLabel, 'current-password') : null}
      {passwordField('newPassword', 'New password', 'new-password', PASSWORD_HINT)}
      {passwordField('confirmPassword', 'Confirm new password', 'new-password')}
      <LiveMessage kind="alert">{failure}</LiveMessage>
      <button type="submit" className={buttonClasses('primary', 'md')} disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
