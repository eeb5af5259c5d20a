/**
 * Filing a caller's request (POST /api/staff/phone-requests, docs/api.md), as a mutation: the
 * resident form's multipart body, sent with the CSRF token and its upload's progress (lib/upload.ts,
 * as the typed client cannot report progress), and its reply read as the wizard reads its own
 * (submission-reply.ts): the new id and reference, a road owned by another agency, a session that
 * has ended (told to the portal's sign-in in place, as the typed client tells it of every other
 * staff call), or the server's message. A new request marks every list stale (the live feed brings
 * it to the staff lists too).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csrfHeader, reportStaffReply } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { failureReason, postSubmission, type WizardMessage, type WizardValues } from '../../submit/index.ts';
import { SESSION_ENDED_MESSAGE } from '../session-recovery.ts';
import { invalidateResidentReads } from '../../../lib/resident-reads.ts';

const PATH = '/api/staff/phone-requests';

export type FileResult =
  { ok: true; id: string; reference: string } | { ok: false; alert: WizardMessage; sessionEnded?: true };

/** The failure text (docs/product.md#311-phone-intake). */
export const fileFailedMessage = (reason: string) => `The request was not filed: ${reason.replace(/\.$/, '')}.`;

interface Filing {
  values: WizardValues;
  photo: File | null;
  onProgress: (fraction: number) => void;
  /** The caller's language (one of the profile's): their messages go out in it. */
  language?: string;
}

async function fileForCaller({ values, photo, onProgress, language = 'en' }: Filing): Promise<FileResult> {
  const headers = { ...csrfHeader(), ...(language === 'en' ? {} : { 'Content-Language': language }) };
  const reply = await postSubmission(PATH, values, photo, onProgress, headers);
  reportStaffReply(PATH, reply.status, true);
  if (reply.ok) return { ok: true, id: reply.id, reference: reply.reference };
  // Everything typed stays on the form, so it can be sent again (after signing in, for a 401).
  if (reply.status === 401) return { ok: false, alert: { message: SESSION_ENDED_MESSAGE }, sessionEnded: true };
  if (reply.refusal) return { ok: false, alert: reply.refusal };
  return { ok: false, alert: { message: fileFailedMessage(failureReason(reply)) } };
}

/**
 * Filing as a mutation that resolves with its outcome whatever it is: a failure is the form's to
 * show.
 * @example const result = await useFileForCaller().mutateAsync({ values, photo, onProgress: setProgress });
 */
export function useFileForCaller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileForCaller,
    onSuccess: (result) => {
      if (!result.ok) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all });
      invalidateResidentReads(queryKeys.requests.public.all);
    },
  });
}
