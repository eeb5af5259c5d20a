/**
 * Signing in again in place, for a status, priority or assignee change the ended session refused
 * (docs/product.md#311-staff-sign-in-and-sessions). Like a note, the change goes again once by
 * itself when the same member signs in, but only if nobody changed the request meanwhile: a choice
 * made against what the screen showed then is not applied blindly to a request that has moved on.
 * Otherwise the choice stays and the member is told what changed, or who is signed in now.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { failureText, useSessionResumed } from '../session-recovery.ts';
import { staffRequestQuery } from '../staff-requests-api.ts';
import { changedMeanwhileMessage, changesSince, notSentChoiceMessage, type Seen } from './changed-meanwhile.ts';
import { UPDATE_FAILED } from './request-detail-api.ts';

/** After the frame in which the portal gives focus back, so a resend's own focus move comes last. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });

/**
 * The form sets `pending.current` to the request as it was shown (seenOf) when the ended session
 * refused its change; the next sign-in in place decides (see above). `resend` submits the form
 * again; `notSent` shows why it was not.
 * @example useResendChange(pending, 'Update Status', () => void handleSubmit(apply)(), setNote);
 */
export function useResendChange(
  pending: RefObject<Seen | null>,
  button: string,
  resend: () => void,
  notSent: (text: string) => void,
): void {
  const queryClient = useQueryClient();

  useSessionResumed(({ sameMember, staff }) => {
    const seen = pending.current;
    if (!seen) return;
    pending.current = null;
    if (!sameMember) {
      notSent(notSentChoiceMessage(staff.name, button));
      return;
    }
    // The sign-in refetches the request already; this waits for that read (or makes one).
    const latest = queryClient.query({ ...staffRequestQuery(seen.id), staleTime: 0 });
    void Promise.all([latest, nextFrame()]).then(
      ([{ request: now }]) => {
        const changes = changesSince(now, seen);
        if (changes === null) resend();
        else notSent(changedMeanwhileMessage(changes, button));
      },
      (error: unknown) => {
        notSent(failureText(error, UPDATE_FAILED));
      },
    );
  });
}
