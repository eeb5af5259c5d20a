/**
 * Warns before the resident leaves the wizard with unsent entries (docs/product.md#311-submitting-a-request):
 * the browser's own question when the page unloads (reload, closing the tab, another site), and a
 * confirm before the app moves to another of its screens ("Track a Request", "Staff Portal").
 * What was entered is kept in the tab either way (the draft); the warning says the request is not
 * sent yet.
 */
import { useEffect } from 'react';
import { useLeaveGuard, type LeaveGuard } from '../../lib/router.tsx';

export const LEAVE_WARNING = 'Your request has not been sent. Leave anyway? What you entered stays in this tab.';

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  // preventDefault asks in current browsers; returnValue in older ones (Safari before 17).
  event.preventDefault();
  Reflect.set(event, 'returnValue', '');
};

/** Moving to the submit screen itself (the banner's home link) leaves nothing. */
const confirmLeaving: LeaveGuard = (to) => to.screen === 'submit' || window.confirm(LEAVE_WARNING);

/** @example useLeaveWarning(hasEntries(values) || photo !== null); */
export function useLeaveWarning(unsent: boolean): void {
  useEffect(() => {
    if (!unsent) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsent]);
  useLeaveGuard(unsent ? confirmLeaving : null);
}
