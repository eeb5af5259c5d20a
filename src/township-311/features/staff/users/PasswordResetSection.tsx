/**
 * An admin resets a member's password (docs/product.md#311-user-management): a new temporary
 * password, or a one-time link valid for 24 hours. Either is shown here once (the server keeps
 * only a hash of the link, and no copy of the password), and the member is signed out.
 */
import { useEffect, useRef, useState } from 'react';
import type { ResetMethod } from '#domain/requests/staff-account-input.ts';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useRouter } from '../../../lib/router.tsx';
import { LiveMessage } from '../FormField.tsx';
import type { StaffMember } from '../staff-users-api.ts';
import { useResetStaffPassword, type ResetReply } from './staff-accounts-api.ts';
import { CopyField } from './CopyField.tsx';

/** The two ways to reset, each a button, in this order. */
const RESET_CHOICES: readonly (readonly [ResetMethod, string])[] = [
  ['temporary', 'Create a temporary password'],
  ['link', 'Create a reset link'],
];

export function PasswordResetSection({ member, self }: { member: StaffMember; self: boolean }) {
  const { href } = useRouter();
  const reset = useResetStaffPassword();
  const [result, setResult] = useState<ResetReply | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const active = member.active !== false;

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const start = (method: ResetMethod) => {
    setResult(null);
    reset.mutate(
      { uid: member.id, method },
      {
        onSuccess: (reply) => {
          setResult(reply);
        },
      },
    );
  };

  let note: string | null = null;
  if (self) note = 'To change your own password, use Change password.';
  else if (!active) note = 'Reactivate the account before resetting its password.';

  return (
    <section aria-labelledby="password-reset-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="password-reset-heading" className="text-xl font-semibold text-slate-900">
        Password
      </h2>
      {note ? (
        <p className="mt-2 text-slate-700">{note}</p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-slate-800">
            Either way {member.name} is signed out. A temporary password must be changed at the next sign-in; a reset
            link works once, for 24 hours.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {RESET_CHOICES.map(([method, label]) => (
              <button
                key={method}
                type="button"
                className={buttonClasses('secondary', 'md')}
                disabled={reset.isPending}
                onClick={() => {
                  start(method);
                }}
              >
                {label}
              </button>
            ))}
          </div>
        </>
      )}
      <LiveMessage kind="alert" className="mt-4">
        {reset.error?.message ?? null}
      </LiveMessage>
      {result ? (
        <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4">
          <h3 ref={resultHeading} tabIndex={-1} className="font-semibold text-slate-900">
            {result.method === 'temporary' ? 'Temporary password' : 'Reset link'}
          </h3>
          <p className="mt-1 text-slate-800">
            Shown only once: give it to {member.name} in person or by phone.
            {result.method === 'link' ? ` It works once, until ${formatRequestDate(result.expiresAt)}.` : ''}
          </p>
          <CopyField
            label={result.method === 'temporary' ? 'Temporary password' : 'Reset link'}
            value={
              result.method === 'temporary'
                ? result.temporaryPassword
                : new URL(href({ screen: 'password-reset', token: result.token }), window.location.origin).href
            }
          />
        </div>
      ) : null}
    </section>
  );
}
