/**
 * A one-time reset link's page, `/staff/reset/:token` (docs/product.md#311-your-password): reached
 * without signing in. It checks the link first; a live one asks for the new password twice, and
 * once it is set sends the member to the login screen. A used or expired link says so, and
 * offers to send a new one by e-mail.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LiveMessage } from '../FormField.tsx';
import { messageOf } from '../api-message.ts';
import { resetLinkQuery, useResetLink } from './password-api.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { SignedOutCard, SignedOutLink } from './SignedOutCard.tsx';

export const PASSWORD_SET = 'Your password has been set. You can now sign in with it.';

export function ResetPasswordScreen({ token }: { token: string }) {
  useDocumentTitle('Set a new password');
  const link = useQuery({ ...resetLinkQuery(token), retry: false });
  const reset = useResetLink(token);
  const [done, setDone] = useState(false);

  let body;
  if (link.isPending) {
    body = <p className="mt-4 text-slate-700">Checking the link…</p>;
  } else if (link.isError) {
    body = (
      <>
        <p role="alert" className="mt-4 text-red-800">
          {messageOf(link.error, ACCOUNT_MESSAGES.resetLinkInvalid)}
        </p>
        <SignedOutLink to={{ screen: 'forgot-password' }} className="mt-4">
          Send me a new link
        </SignedOutLink>
      </>
    );
  } else if (!done) {
    body = (
      <>
        <p className="mt-2 break-all text-slate-800">For {link.data.email}</p>
        <PasswordForm
          email={link.data.email}
          withCurrent={false}
          submitLabel="Set password"
          busyLabel="Saving…"
          onSubmit={async ({ newPassword }) => {
            await reset.mutateAsync(newPassword);
            setDone(true);
          }}
          failure={reset.error?.message ?? null}
        />
      </>
    );
  }

  return (
    <SignedOutCard title="Set a new password">
      {body}
      <LiveMessage kind="status">{done ? PASSWORD_SET : null}</LiveMessage>
      <SignedOutLink to={{ screen: 'login' }}>Go to the staff login</SignedOutLink>
    </SignedOutCard>
  );
}
