/**
 * A one-time reset link's page, `/staff/reset/:token` (docs/product.md#311-your-password): reached
 * without signing in. It checks the link first; a live one asks for the new password twice, and
 * once it is set sends the member to the login screen. A used or expired link says so.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { RouteLink } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LiveMessage } from '../FormField.tsx';
import { messageOf } from '../api-message.ts';
import { resetLinkQuery, useResetLink } from './password-api.ts';
import { PasswordForm } from './PasswordForm.tsx';

export const PASSWORD_SET = 'Your password has been set. You can now sign in with it.';
const LINK =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

export function ResetPasswordScreen({ token }: { token: string }) {
  useDocumentTitle('Set a new password');
  const { township } = usePortalConfig();
  const link = useQuery({ ...resetLinkQuery(token), retry: false });
  const reset = useResetLink(token);
  const [done, setDone] = useState(false);

  let body;
  if (link.isPending) {
    body = <p className="mt-4 text-slate-700">Checking the link…</p>;
  } else if (link.isError) {
    body = (
      <p role="alert" className="mt-4 text-red-800">
        {messageOf(link.error, ACCOUNT_MESSAGES.resetLinkInvalid)}
      </p>
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
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-brand-800">{township} 311</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Set a new password</h1>
        {body}
        <LiveMessage kind="status">{done ? PASSWORD_SET : null}</LiveMessage>
        <p className="mt-6">
          <RouteLink to={{ screen: 'login' }} className={LINK}>
            Go to the staff login
          </RouteLink>
        </p>
      </div>
    </main>
  );
}
