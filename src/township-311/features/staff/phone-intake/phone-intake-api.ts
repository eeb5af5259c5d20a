/**
 * Sends a caller's request as the resident form's multipart body to POST /api/staff/phone-requests
 * (docs/api.md), with the CSRF token, and reads the reply: the new id and reference, a road owned
 * by another agency, a session that has ended (told to the portal's sign-in in place, as the typed
 * client tells it of every other staff call), or the server's message. A new request marks every
 * list stale (the live feed brings it to the staff lists too).
 */
import type { QueryClient } from '@tanstack/react-query';
import { csrfHeader, reportStaffReply } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { failureReason, postSubmission, type WizardMessage, type WizardValues } from '../../submit/index.ts';
import { SESSION_ENDED_MESSAGE } from '../session-recovery.ts';

const PATH = '/api/staff/phone-requests';

export type FileResult =
  { ok: true; id: string; reference: string } | { ok: false; alert: WizardMessage; sessionEnded?: true };

/** The failure text (docs/product.md#311-phone-intake). */
export const fileFailedMessage = (reason: string) => `The request was not filed: ${reason.replace(/\.$/, '')}.`;

/**
 * @example const result = await fileForCaller(values, photo, setProgress, queryClient);
 */
export async function fileForCaller(
  values: WizardValues,
  photo: File | null,
  onProgress: (fraction: number) => void,
  queryClient: QueryClient,
): Promise<FileResult> {
  const reply = await postSubmission(PATH, values, photo, onProgress, csrfHeader());
  reportStaffReply(PATH, reply.status, true);
  if (reply.ok) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all });
    return { ok: true, id: reply.id, reference: reply.reference };
  }
  // Everything typed stays on the form, so it can be sent again (after signing in, for a 401).
  if (reply.status === 401) return { ok: false, alert: { message: SESSION_ENDED_MESSAGE }, sessionEnded: true };
  if (reply.refusal) return { ok: false, alert: reply.refusal };
  return { ok: false, alert: { message: fileFailedMessage(failureReason(reply)) } };
}
