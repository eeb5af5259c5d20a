/**
 * Sends the wizard's values as the multipart form of POST /api/requests (docs/api.md) and reads
 * the reply: the new id, a road owned by another agency, or the message of a failure.
 *
 * A chunk of its own, loaded when the resident submits: `submitRequest` runs the upload, and a new
 * request marks the residents' cached reads (`lib/resident-reads.ts`) stale, so the track screen
 * that follows shows it.
 */
import { BROWSER_KEY_HEADER } from '#domain/requests/browser-key.ts';
import { tryAgainInMessage } from '#domain/requests/submit-limit.ts';
import { browserKey } from '../../lib/browser-key.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { invalidateResidentReads } from '../../lib/resident-reads.ts';
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
 * `sendRequest`, then the public reads marked stale when it filed a request. It always resolves
 * with the outcome (a failure is a result, shown by the wizard), reporting the upload's progress
 * on the way.
 */
export async function submitRequest(
  values: WizardValues,
  photo: File | null,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  const result = await sendRequest(values, photo, onProgress);
  if (result.ok) invalidateResidentReads(queryKeys.requests.public.all);
  return result;
}
