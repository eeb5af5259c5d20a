/**
 * Behaviour for the shared Modal (src/site/components/Modal.astro), a native <dialog> opened with
 * showModal(), which already makes the rest of the page inert and closes on Escape. This adds:
 * opening from any `[data-modal-open="<dialog id>"]` trigger, closing from `[data-modal-close]`
 * controls and from a click on the backdrop, a Tab loop that never leaves the dialog, and focus
 * returning to the trigger that opened it (WAI-ARIA Authoring Practices, dialog pattern).
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements inside a container that are actually rendered. */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Whether a pointer event happened outside the dialog's box, that is on its ::backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function wire(dialog: HTMLDialogElement, openers: WeakMap<HTMLDialogElement, HTMLElement>): void {
  // A press that starts inside (e.g. selecting text) and ends outside must not close the dialog.
  let pressStartedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressStartedOnBackdrop = onBackdrop(dialog, event);
  });
  dialog.addEventListener('click', (event) => {
    if (pressStartedOnBackdrop && onBackdrop(dialog, event)) dialog.close();
    pressStartedOnBackdrop = false;
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener('close', () => {
    openers.get(dialog)?.focus();
    openers.delete(dialog);
  });
}

/**
 * Wires every `dialog[data-modal]` on the page and the triggers that open them. Safe to call once per page.
 * @example setUpModals() // then <button data-modal-open="statement">…</button> opens <dialog id="statement" data-modal>
 */
export function setUpModals(root: Document = document): void {
  const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
  root.querySelectorAll<HTMLDialogElement>('dialog[data-modal]').forEach((dialog) => {
    wire(dialog, openers);
  });
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const trigger = event.target.closest<HTMLElement>('[data-modal-open]');
    if (trigger) {
      const dialog = root.getElementById(trigger.dataset.modalOpen ?? '');
      if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
      openers.set(dialog, trigger);
      dialog.showModal();
      // showModal focuses the first focusable element; make sure focus is inside even if it has none.
      if (!dialog.contains(document.activeElement)) (focusables(dialog)[0] ?? dialog).focus();
      return;
    }
    const closer = event.target.closest('[data-modal-close]');
    closer?.closest('dialog')?.close();
  });
}
