/**
 * Shows `[data-deadline-passed]` notes ("This deadline has passed.") once the instant in their
 * `data-deadline` (ISO) is reached. The build already decided for the moment it ran; a page built
 * earlier flips here in the browser, at load and again when the deadline arrives while it is open.
 */
// setTimeout holds at most a signed 32-bit delay (about 24.8 days); longer waits re-arm.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function watch(note: HTMLElement): void {
  const deadline = Date.parse(note.dataset.deadline ?? '');
  if (Number.isNaN(deadline)) return;
  const check = () => {
    const left = deadline - Date.now();
    note.hidden = left > 0;
    if (left > 0) setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
  };
  check();
}

export function setUpDeadlineNotes(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-deadline-passed]').forEach(watch);
}
