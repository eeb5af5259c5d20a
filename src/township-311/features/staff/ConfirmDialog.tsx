/**
 * A modal confirmation on the native <dialog>: showModal() makes the page behind it inert (focus
 * stays inside), Esc closes it as a cancel, and focus goes back to whatever opened it.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

/** A destructive action's button: red, white text (contrast above AA), 44px tall. */
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on cancel; the confirm handler decides for itself. */
  returnFocus: HTMLElement | null;
}

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  const { ref, closeThen } = useModalDialog();
  const cancel = closeThen(() => {
    returnFocus?.focus();
    onCancel();
  });

  return (
    <ModalDialog
      ref={ref}
      title={title}
      text={text}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      onCancel={cancel}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* Cancel first and focused first: the safe choice is the default. */}
        <button type="button" className={buttonClasses('secondary', 'md')} onClick={cancel} autoFocus>
          Cancel
        </button>
        <button type="button" className={DANGER_BUTTON} onClick={closeThen(onConfirm)}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
