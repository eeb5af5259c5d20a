/**
 * Deactivating (after a confirmation) or reactivating a member. A deactivated member is signed out
 * at once, cannot sign in, and is no longer offered for new assignments; what was assigned to them,
 * and the history, stay. Your own account cannot be deactivated, nor the last active admin.
 */
import { useRef, useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { LiveMessage } from '../FormField.tsx';
import type { StaffMember } from '../staff-users-api.ts';
import { ConfirmDialog, DANGER_BUTTON } from '../ConfirmDialog.tsx';
import { useDeactivateStaff, useReactivateStaff } from './staff-accounts-api.ts';

/** @example deactivateConfirmationText('Sam Lee') // 'Deactivate Sam Lee? They are signed out at once ...' */
const deactivateConfirmationText = (name: string) =>
  `Deactivate ${name}? They are signed out at once and cannot sign in until an admin reactivates the account. Their requests and history stay.`;

export function AccountStatusSection({ member, self }: { member: StaffMember; self: boolean }) {
  const [confirming, setConfirming] = useState<HTMLElement | null>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deactivate = useDeactivateStaff();
  const reactivate = useReactivateStaff();
  const active = member.active !== false;

  const run = (change: typeof deactivate, done: string) => {
    setMessage(null);
    change.mutate(member.id, {
      onSuccess: () => {
        setMessage({ kind: 'done', text: done });
      },
      onError: (error) => {
        setMessage({ kind: 'failed', text: error.message });
      },
    });
  };

  return (
    <section aria-labelledby="account-status-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="account-status-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Account status
      </h2>
      <p className="mt-2 text-slate-800">
        {active ? 'This account is active.' : 'This account is deactivated: it cannot sign in.'}
      </p>
      <div className="mt-4 space-y-3">
        <LiveMessage kind="alert">{message?.kind === 'failed' ? message.text : null}</LiveMessage>
        <LiveMessage kind="status">{message?.kind === 'done' ? message.text : null}</LiveMessage>
        {self ? (
          <p className="text-slate-700">You cannot deactivate your own account.</p>
        ) : active ? (
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={deactivate.isPending}
            onClick={(event) => {
              setConfirming(event.currentTarget);
            }}
          >
            Deactivate account
          </button>
        ) : (
          <button
            type="button"
            className={buttonClasses('primary', 'md')}
            disabled={reactivate.isPending}
            onClick={() => {
              run(reactivate, `${member.name} can sign in again.`);
            }}
          >
            Reactivate account
          </button>
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Deactivate account"
          text={deactivateConfirmationText(member.name)}
          confirmLabel="Deactivate"
          onConfirm={() => {
            setConfirming(null);
            // The button is replaced by Reactivate: the section heading is the stable place for focus.
            heading.current?.focus();
            run(deactivate, `${member.name} has been deactivated and signed out.`);
          }}
          onCancel={() => {
            setConfirming(null);
          }}
          returnFocus={confirming}
        />
      ) : null}
    </section>
  );
}
