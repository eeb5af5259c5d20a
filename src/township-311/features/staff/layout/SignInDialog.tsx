/**
 * The sign-in dialog of a session that ended mid-work: a modal on the native <dialog> (showModal()
 * keeps focus inside and makes the screen behind it inert), labelled by its heading and described
 * by the session message, holding the login screen's own form (SignInForm, both sign-in kinds).
 * Focus starts in the password (the e-mail is filled in); Esc or Cancel closes it, and the owner
 * puts focus back where it was (docs/product.md#311-staff-sign-in-and-sessions).
 */
import { buttonClasses } from '#design/button-classes.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { useModalDialog } from '../../../ui/use-modal-dialog.ts';
import { SignInForm } from '../SignInForm.tsx';
import { SESSION_ENDED_MESSAGE } from '../session-recovery.ts';

interface Props {
  email: string;
  onSignedIn: () => void;
  onCancel: () => void;
}

const ID_PREFIX = 'sign-in-again';
const focusPassword = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLInputElement>(`#${ID_PREFIX}-password`);

export function SignInDialog({ email, onSignedIn, onCancel }: Props) {
  // Focus starts in the password, not the first field: the e-mail is already there.
  const { ref, closeThen } = useModalDialog(focusPassword);
  const cancel = closeThen(onCancel);

  return (
    <ModalDialog
      ref={ref}
      title="Sign in again"
      text={SESSION_ENDED_MESSAGE}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      onCancel={cancel}
    >
      <SignInForm idPrefix={ID_PREFIX} submitLabel="Sign in" defaultEmail={email} onSignedIn={closeThen(onSignedIn)} />
      <button type="button" className={buttonClasses('secondary', 'md', 'mt-3 w-full')} onClick={cancel}>
        Cancel
      </button>
    </ModalDialog>
  );
}
