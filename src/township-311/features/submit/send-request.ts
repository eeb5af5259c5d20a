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
import { asJurisdictionRefusal, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { BROWSER_KEY_HEADER } from '#domain/requests/browser-key.ts';
import { tryAgainInMessage } from '#domain/requests/submit-limit.ts';
import { browserKey } from '../../lib/browser-key.ts';
import { sharedQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { postForm, UploadNetworkError } from '../../lib/upload.ts';
import { failureKindOf, submissionFailedMessage, type SendResult } from './submission-failed.ts';
import type { WizardValues } from './wizard-values.ts';

export function requestForm(values: WizardValues, photo: File | null): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('email', values.email);
  form.set('phone', values.phone);
  form.set('submitterAddress', values.submitterAddress);
  form.set('category', values.category);
  form.set('description', values.description);
  form.set('issueAddress', values.issueAddress);
  if (values.location) {
    form.set('lat', String(values.location.lat));
    form.set('lng', String(values.location.lng));
  }
  form.set('wantsTextAlerts', values.wantsTextAlerts && values.phone.trim() !== '' ? 'true' : 'false');
  if (photo) form.set('photo', photo, photo.name);
  return form;
}

interface ErrorBody {
  error?: { code?: string; message?: string };
}

export async function sendRequest(
  values: WizardValues,
  photo: File | null,
  onProgress: (fraction: number) => void,
): Promise<SendResult> {
  try {
    const key = browserKey();
    const reply = await postForm(
      '/api/requests',
      requestForm(values, photo),
      onProgress,
      key ? { [BROWSER_KEY_HEADER]: key } : {},
    );
    if (reply.status === 201) {
      const { id, reference } = (reply.body ?? {}) as { id?: unknown; reference?: unknown };
      if (typeof id === 'string' && typeof reference === 'string') return { ok: true, id, reference };
    }
    const error = (reply.body as ErrorBody | undefined)?.error;
    // The reply's code and jurisdiction say it is the road refusal; the wizard shows it as its own check does.
    const refusal = asJurisdictionRefusal(error);
    if (refusal) return { ok: false, alert: refusalNotice(refusal) };
    const kind = failureKindOf(reply.status);
    // A 429 without our message (a proxy's) still says when to come back, from its Retry-After.
    const message =
      error?.message ??
      (kind === 'limit' && reply.retryAfterSeconds !== undefined
        ? tryAgainInMessage(reply.retryAfterSeconds)
        : `The server answered with status ${reply.status}`);
    return { ok: false, alert: { message: submissionFailedMessage(message, kind) } };
  } catch (error) {
    const message = error instanceof UploadNetworkError ? error.message : 'The request could not be sent';
    return { ok: false, alert: { message: submissionFailedMessage(message, 'server') } };
  }
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
