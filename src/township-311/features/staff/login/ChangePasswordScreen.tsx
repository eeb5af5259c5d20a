/**
 * Change password (docs/product.md#311-your-password), for every signed-in member. With a
 * temporary password it is the only screen the portal shows (`forced`), until the password is
 * changed; the server refuses every other staff call meanwhile.
 */
import { useState } from 'react';
import { useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LiveMessage } from '../FormField.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { useChangePassword } from './password-api.ts';
import { PasswordForm } from './PasswordForm.tsx';

export const FORCED_CHANGE_TEXT =
  'You signed in with a temporary password. Choose your own password to continue to the staff portal.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

export function ChangePasswordScreen({ forced = false }: { forced?: boolean }) {
  useDocumentTitle('Change password');
  const staff = useStaffProfile();
  const change = useChangePassword();
  const { navigate } = useRouter();
  const [done, setDone] = useState(false);

  const submit = async (values: { currentPassword: string; newPassword: string }) => {
    setDone(false);
    await change.mutateAsync({ email: staff.email, ...values });
    // A forced change opens the portal (the session's flag is gone), at the dashboard.
    if (forced) navigate({ screen: 'dashboard' }, { replace: true });
    else setDone(true);
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Change password</h1>
      {forced ? <p className="max-w-prose text-slate-800">{FORCED_CHANGE_TEXT}</p> : null}
      <LiveMessage kind="status">{done ? PASSWORD_CHANGED : null}</LiveMessage>
      {done ? null : (
        <PasswordForm
          email={staff.email}
          withCurrent
          currentLabel={forced ? 'Temporary password' : 'Current password'}
          submitLabel="Change password"
          busyLabel="Changing…"
          onSubmit={submit}
          failure={change.error?.message ?? null}
        />
      )}
    </div>
  );
}
