/**
 * The open/close lifecycle of a modal on the native <dialog>, shared by every dialog of the app:
 * showModal() on mount (the page behind it turns inert and focus stays inside; where showModal is
 * missing, the `open` attribute), then focus on the element `initialFocus` names, if any; closed
 * again on unmount. `close` closes it before the caller moves focus: while the modal is open the
 * page behind it cannot take focus.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  /** Closes the dialog (or removes its `open` attribute); call it before moving focus out. */
  close: () => void;
  /** A handler that closes the dialog, then does `then` (moves focus, tells the owner). */
  closeThen: (then: () => void) => () => void;
}

/**
 * @example const { ref, close } = useModalDialog(() => closeButton.current);
 */
export function useModalDialog(initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  // Read once, on opening: the dialog opens once per mount.
  const focusFirst = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    // After showModal, which focuses the first focusable element.
    focusFirst.current?.(dialog)?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const close = useCallback(() => {
    const dialog = ref.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else dialog?.removeAttribute('open');
  }, []);

  const closeThen = useCallback(
    (then: () => void) => () => {
      close();
      then();
    },
    [close],
  );

  return { ref, close, closeThen };
}
