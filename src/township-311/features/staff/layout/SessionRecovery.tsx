/**
 * Signing in again in place (docs/product.md#311-staff-sign-in-and-sessions). When a staff call
 * finds the session ended (lib/api-client.ts `onSessionEnded`), the screen stays as it is, with
 * everything typed, and a banner says so with `Sign in again`; a failed change opens the sign-in
 * dialog at once (a failed read, which the member did not ask for, does not take focus). Signed
 * in, focus goes back where it was, every staff read is fetched again, and forms hear who signed
 * in (`useSessionResumed`): the same member's unsent change is sent once more, anyone else's is
 * left for them to check. The banner then names the other member until the screen changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { onSessionEnded } from '../../../lib/api-client.ts';
import { isStaffOnlyKey, queryKeys } from '../../../lib/query-keys.ts';
import { useRouter } from '../../../lib/router.tsx';
import { routeHref } from '../../../lib/routes.ts';
import { staffSessionQuery, type SessionStaff } from '../session-api.ts';
import { RecoveryContext, SESSION_ENDED_MESSAGE, type Resumed } from '../session-recovery.ts';
import { SignInDialog } from './SignInDialog.tsx';

/** Where focus goes back to: the element focused before, if it can still take focus. */
function focusable(element: HTMLElement | null): element is HTMLElement {
  return Boolean(element?.isConnected && !element.matches(':disabled') && !element.closest('[hidden]'));
}

export function SessionRecovery({ staff, children }: { staff: SessionStaff; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { route } = useRouter();
  const [ended, setEnded] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** Someone other than the member whose session ended signed in, on this screen. */
  const [switched, setSwitched] = useState<{ name: string; at: string } | null>(null);
  const listeners = useRef(new Set<(resumed: Resumed) => void>());
  /** The member whose session ended: the dialog's e-mail, and whom a sign-in is compared with. */
  const [endedFor, setEndedFor] = useState<SessionStaff | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const bannerButton = useRef<HTMLButtonElement>(null);
  const current = useRef(staff);
  useEffect(() => {
    current.current = staff;
  }, [staff]);

  // The control last used on the screen: a button that sent a change is disabled while it waits,
  // which sends focus to the page, so by the time the session is found ended focus may be nowhere.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  const openSignIn = useCallback(() => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : lastFocused.current;
    setDialogOpen(true);
  }, []);

  useEffect(
    () =>
      onSessionEnded(({ change }) => {
        setEndedFor((before) => before ?? current.current);
        setEnded(true);
        if (change) openSignIn();
      }),
    [openSignIn],
  );

  const restoreFocus = () => {
    // A frame after the dialog closed, something on the screen may already have taken focus on
    // purpose: a form sent again once signed in and replaced by its result, which focuses itself
    // (phone intake's "Request filed."). On a slow machine that reply can come first; taking focus
    // back from it would leave a screen reader on the heading, not on what happened.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected && !active.closest('dialog')) {
      return;
    }
    const fallback = bannerButton.current ?? document.querySelector<HTMLElement>('#main h1');
    (focusable(returnTo.current) ? returnTo.current : fallback)?.focus();
  };

  const signedIn = () => {
    const now = queryClient.getQueryData(staffSessionQuery.queryKey)?.staff ?? current.current;
    const sameMember = (endedFor ?? current.current).id === now.id;
    setEndedFor(null);
    setEnded(false);
    setDialogOpen(false);
    setSwitched(sameMember ? null : { name: now.name, at: routeHref(route, '') });
    // After the dialog has gone and the banner with it: the screen is usable again.
    requestAnimationFrame(restoreFocus);
    void queryClient.invalidateQueries({
      predicate: (query) => isStaffOnlyKey(query.queryKey) && query.queryKey[0] !== queryKeys.session.all[0],
    });
    for (const listener of listeners.current) listener({ sameMember, staff: now });
  };

  const subscribe = useCallback((listener: (resumed: Resumed) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const recovery = useMemo(() => ({ ended, openSignIn, subscribe }), [ended, openSignIn, subscribe]);
  const switchedHere = switched && switched.at === routeHref(route, '') ? switched.name : null;

  return (
    <RecoveryContext.Provider value={recovery}>
      <div
        className={
          ended || switchedHere
            ? 'mb-6 flex flex-wrap items-center gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900'
            : undefined
        }
      >
        {/* Always on the page, so what appears in it is announced. */}
        <div role="status" className="min-w-0 flex-1 font-semibold">
          {ended ? <p>{SESSION_ENDED_MESSAGE}</p> : null}
          {!ended && switchedHere ? (
            <p>
              You are now signed in as {switchedHere}. This screen shows what that account may see; nothing you typed
              was sent.
            </p>
          ) : null}
        </div>
        {ended ? (
          <button ref={bannerButton} type="button" className={buttonClasses('primary', 'md')} onClick={openSignIn}>
            Sign in again
          </button>
        ) : null}
      </div>
      {children}
      {dialogOpen ? (
        <SignInDialog
          email={(endedFor ?? staff).email}
          onSignedIn={signedIn}
          onCancel={() => {
            setDialogOpen(false);
            requestAnimationFrame(restoreFocus);
          }}
        />
      ) : null}
    </RecoveryContext.Provider>
  );
}
