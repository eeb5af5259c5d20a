/**
 * The staff sign-in form, shared by the login screen and the sign-in dialog of a session that
 * ended mid-work (layout/SignInDialog.tsx): e-mail and password checked with the shared schema, signed
 * in by `useSignIn` (the embedded server's password, or Firebase Authentication), the server's
 * refusal shown as it is, and what was typed kept for another try.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  staffLoginFormSchema,
  type StaffLoginForm,
  type StaffLoginFormInput,
} from '#domain/requests/staff-login-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { CheckedInputField } from './CheckedInputField.tsx';
import { LiveMessage } from './FormField.tsx';
import { signInFailureMessage, signInOptionsQuery, useSignIn } from './login/sign-in-api.ts';

interface Props {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  submitLabel: string;
  defaultEmail?: string;
  /** Called once signed in, when the session query holds the new member. */
  onSignedIn?: () => void;
}

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export function SignInForm({ idPrefix, submitLabel, defaultEmail = '', onSignedIn }: Props) {
  // Asked early, so the first submit does not wait for it.
  useQuery(signInOptionsQuery);
  const signIn = useSignIn();
  const failure = signIn.error ? signInFailureMessage(signIn.error) : null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StaffLoginFormInput, unknown, StaffLoginForm>({
    resolver: zodResolver(staffLoginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  // A refusal shows from the mutation's error and keeps what was typed.
  const onSubmit = (values: StaffLoginForm) =>
    signIn.mutateAsync(values).then(
      () => onSignedIn?.(),
      () => undefined,
    );

  return (
    <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {FIELDS.map(({ name, ...field }) => (
        <CheckedInputField key={name} id={`${idPrefix}-${name}`} {...field} error={errors[name]} {...register(name)} />
      ))}
      <LiveMessage kind="alert">{failure}</LiveMessage>
      <button type="submit" className={buttonClasses('primary', 'md', 'w-full')} disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : submitLabel}
      </button>
    </form>
  );
}
