/**
 * Deactivating (after a confirmation) or reactivating a member. A deactivated member is signed out
 * at once, cannot sign in, and is no longer offered for new assignments; what was assigned to them,
 * and the history, stay. Your own account cannot be deactivated, nor the last active admin.
 */
import { useRef } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import type { StaffMember } from '../staff-users-api.ts';
import { DANGER_BUTTON } from '../ConfirmDialog.tsx';
import { useDeactivateStaff, useReactivateStaff } from './staff-accounts-api.ts';
import { useConfirmedAction } from './use-confirmed-action.tsx';

/** @example deactivateConfirmationText('Sam Lee') // 'Deactivate Sam Lee? They are signed out at once ...' */
const deactivateConfirmationText = (name: string) =>
  `Deactivate ${name}? They are signed out at once and cannot sign in until an admin reactivates the account. Their requests and history stay.`;

export function AccountStatusSection({ member, self }: { member: StaffMember; self: boolean }) {
  // The Deactivate button is replaced by Reactivate: the section heading is the stable place for focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const change = useConfirmedAction<StaffMember>(heading);
  const deactivate = useDeactivateStaff();
  const reactivate = useReactivateStaff();
  const active = member.active !== false;

  return (
    <section aria-labelledby="account-status-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="account-status-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Account status
      </h2>
      <p className="mt-2 text-slate-800">
        {active ? 'This account is active.' : 'This account is deactivated: it cannot sign in.'}
      </p>
      <div className="mt-4 space-y-3">
        {change.messages}
        {self ? (
          <p className="text-slate-700">You cannot deactivate your own account.</p>
        ) : active ? (
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={deactivate.isPending}
            onClick={(event) => {
              change.ask(member, event.currentTarget);
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
              change.run(reactivate, member.id, `${member.name} can sign in again.`);
            }}
          >
            Reactivate account
          </button>
        )}
      </div>
      {change.dialog({
        title: 'Deactivate account',
        text: (account) => deactivateConfirmationText(account.name),
        confirmLabel: 'Deactivate',
        onConfirm: (account) => {
          change.run(deactivate, account.id, `${account.name} has been deactivated and signed out.`);
        },
      })}
    </section>
  );
}
