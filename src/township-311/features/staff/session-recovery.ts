/**
 * Signing in again in place (docs/product.md#311-staff-sign-in-and-sessions): the words, the
 * context the portal layout provides (layout/SessionRecovery.tsx) and what forms use from it. A form
 * whose change failed because the session ended keeps its text and, told that the same member
 * signed in again, sends it once more by itself; told that someone else signed in, it does not.
 */
import { createContext, useContext, useEffect, useEffectEvent, type RefObject } from 'react';
import { ApiError, isSessionEnded } from '../../lib/api-client.ts';
import type { SessionStaff } from './session-api.ts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue; what you typed is kept.';

/**
 * A form's note when someone else signed in: what was typed stays, unsent, for them to check.
 * @example notSentMessage('Wren Worker') // 'Not sent: you are now signed in as Wren Worker. Check what you typed, then send it.'
 */
export const notSentMessage = (name: string) =>
  `Not sent: you are now signed in as ${name}. Check what you typed, then send it.`;

/**
 * What a failed staff call says: the session message when it ended, else the form's own.
 * @example failureText(error, 'Failed to add note.')
 */
export function failureText(error: unknown, fallback: string): string {
  return isSessionEnded(error) ? SESSION_ENDED_MESSAGE : fallback;
}

/**
 * Like failureText, but a refusal the server explains (a 4xx: a taken title, a full category) is
 * said in the server's words.
 * @example refusalText(error, 'Failed to save the template.')
 */
export function refusalText(error: unknown, fallback: string): string {
  if (isSessionEnded(error)) return SESSION_ENDED_MESSAGE;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/** A sign-in in place: whether it is the member whose session ended, and who it is now. */
export interface Resumed {
  sameMember: boolean;
  staff: SessionStaff;
}

interface Recovery {
  /** The session has ended and nobody has signed in again yet. */
  ended: boolean;
  /** Opens the sign-in dialog (the banner's button; a failed change opens it by itself). */
  openSignIn: () => void;
  subscribe: (listener: (resumed: Resumed) => void) => () => void;
}

/** Outside the portal layout (a screen rendered on its own in tests) nothing ever resumes. */
export const RecoveryContext = createContext<Recovery>({
  ended: false,
  openSignIn: () => undefined,
  subscribe: () => () => undefined,
});

const useSessionRecovery = () => useContext(RecoveryContext);

/**
 * Calls `listener` after each sign-in in place.
 * @example useSessionResumed(({ sameMember }) => { if (sameMember && pending.current) resend(); });
 */
export function useSessionResumed(listener: (resumed: Resumed) => void): void {
  const { subscribe } = useSessionRecovery();
  const onResumed = useEffectEvent(listener);
  useEffect(
    () =>
      subscribe((resumed) => {
        onResumed(resumed);
      }),
    [subscribe],
  );
}

/**
 * For a form whose change the ended session refused: it sets `pending.current` on that failure;
 * once the same member signs in again `resend` runs (once), and if someone else signs in
 * `otherMember(name)` does instead, so nothing is sent under another name unseen.
 * @example useResendAfterSignIn(pending, () => void handleSubmit(onSubmit)(), (name) => setNote(notSentMessage(name)));
 */
export function useResendAfterSignIn(
  pending: RefObject<boolean>,
  resend: () => void,
  otherMember: (name: string) => void,
): void {
  useSessionResumed(({ sameMember, staff }) => {
    if (!pending.current) return;
    pending.current = false;
    if (sameMember) resend();
    else otherMember(staff.name);
  });
}
