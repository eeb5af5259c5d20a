/**
 * "Forgot your password?" (`/login/forgot-password`, docs/product.md#311-forgot-your-password),
 * reached from the login screen without signing in: the member types their e-mail and the server
 * e-mails a one-time link to set a new password. The confirmation is the same whatever the
 * address, as the server's answer is; it replaces the form and takes the focus.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  type ForgotPassword,
  type ForgotPasswordInput,
} from '#domain/requests/forgot-password.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CheckedInputField } from '../CheckedInputField.tsx';
import { LiveMessage } from '../FormField.tsx';
import { useForgotPassword } from './password-api.ts';
import { SignedOutCard, SignedOutLink } from './SignedOutCard.tsx';

export const FORGOT_INTRO =
  'Type the email address of your staff account. We will email you a link to set a new password.';

export function ForgotPasswordScreen() {
  useDocumentTitle('Forgot your password?');
  const ask = useForgotPassword();
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  // The form and its button go away: focus goes to what replaced them.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = ({ email }: ForgotPassword) =>
    ask.mutateAsync(email).then(
      () => {
        setSent(true);
      },
      () => undefined,
    );

  return (
    <SignedOutCard title="Forgot your password?">
      {sent ? null : (
        <form className="mt-4 space-y-5" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <p className="text-slate-700">{FORGOT_INTRO}</p>
          <CheckedInputField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email}
            {...register('email')}
          />
          <LiveMessage kind="alert">{ask.error?.message ?? null}</LiveMessage>
          <button type="submit" className={buttonClasses('primary', 'md', 'w-full')} disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send link'}
          </button>
        </form>
      )}
      <LiveMessage kind="status" className="mt-4">
        {sent ? (
          <p ref={confirmation} tabIndex={-1} className="focus-visible:outline-3 focus-visible:outline-offset-2">
            {FORGOT_PASSWORD_MESSAGES.sent}
          </p>
        ) : null}
      </LiveMessage>
      <SignedOutLink to={{ screen: 'login' }}>Back to the staff login</SignedOutLink>
    </SignedOutCard>
  );
}
