/**
 * Warns before the resident leaves the wizard with unsent entries (docs/product.md#311-submitting-a-request):
 * the browser's own question when the page unloads (reload, closing the tab, another site), and a
 * confirm before the app moves to another of its screens ("Track a Request", "Staff Portal").
 * What was entered is kept in the tab either way (the draft); the warning says the request is not
 * sent yet.
 */
import { useEffect, useMemo } from 'react';
import { useLeaveGuard, type LeaveGuard } from '../../lib/router.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

/** The confirm's question in English (the screen passes it in its language). */
export const LEAVE_WARNING = wizardMessages.english.leaveWarning;

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  // preventDefault asks in current browsers; returnValue in older ones (Safari before 17).
  event.preventDefault();
  Reflect.set(event, 'returnValue', '');
};

/** @example useLeaveWarning(hasEntries(values) || photo !== null, t('leaveWarning')); */
export function useLeaveWarning(unsent: boolean, question: string): void {
  // Moving to the submit screen itself (the banner's home link) leaves nothing.
  const confirmLeaving = useMemo<LeaveGuard>(
    () => (to) => to.screen === 'submit' || window.confirm(question),
    [question],
  );
  useEffect(() => {
    if (!unsent) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsent]);
  useLeaveGuard(unsent ? confirmLeaving : null);
}
