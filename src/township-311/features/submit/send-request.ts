/**
 * Sends the wizard's values as the multipart form of POST /api/requests (docs/api.md) and reads
 * the reply: the new id, a road owned by another agency, or the message of a failure.
 *
 * A chunk of its own, loaded when the resident submits: `submitRequest` runs the upload as a
 * mutation of the visit's query client (without a React provider, which would put TanStack Query
 * on the wizard's first screens), and a new request marks the residents' request lists stale, so
 * the track screen that follows shows it.
 */
import { MutationObserver } from '@tanstack/react-query';
import { BROWSER_KEY_HEADER } from '#domain/requests/browser-key.ts';
import { tryAgainInMessage } from '#domain/requests/submit-limit.ts';
import { browserKey } from '../../lib/browser-key.ts';
import { sharedQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { requestForm } from './request-form.ts';
import { failureKindOf, submissionFailedAlert, type SendResult } from './submission-failed.ts';
import { failureReason, postSubmission } from './submission-reply.ts';
import type { WizardValues } from './wizard-values.ts';

export { requestForm };

/** Content-Language with the page's language, unless it is English (the server's default). */
function pageLanguageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return lang && lang !== 'en' ? { 'Content-Language': lang } : {};
}

export async function sendRequest(
  values: WizardValues,
  photo: File | null,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  const key = browserKey();
  const reply = await postSubmission(
    '/api/requests',
    values,
    photo,
    onProgress,
    // The page's language (from its address): the request's messages go out in it (English unsaid).
    { ...(key ? { [BROWSER_KEY_HEADER]: key } : {}), ...pageLanguageHeader() },
  );
  if (reply.ok) return { ok: true, id: reply.id, reference: reply.reference };
  if (reply.refusal) return { ok: false, alert: reply.refusal };
  const kind = failureKindOf(reply.status);
  // A 429 without our message (a proxy's) still says when to come back, from its Retry-After.
  const message =
    reply.message === undefined && kind === 'limit' && reply.retryAfterSeconds !== undefined
      ? tryAgainInMessage(reply.retryAfterSeconds)
      : failureReason(reply);
  return { ok: false, alert: submissionFailedAlert(message, kind) };
}

/**
 * `sendRequest` as a mutation; it always resolves with the outcome (a failure is a result, shown
 * by the wizard), reporting the upload's progress on the way.
 */
export function submitRequest(
  values: WizardValues,
  photo: File | null,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  const queryClient = sharedQueryClient();
  return new MutationObserver(queryClient, {
    mutationFn: () => sendRequest(values, photo, onProgress),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: queryKeys.requests.public.all });
    },
  }).mutate();
}
