/**
 * Sends the wizard's values as the multipart form of POST /api/requests (docs/api.md) and reads
 * the reply: the new id, a road owned by another agency, or the message of a failure.
 */
import { asJurisdictionRefusal, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { postForm, UploadNetworkError } from '../../lib/upload.ts';
import { submissionFailedMessage, type SendResult } from './submission-failed.ts';
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
    const reply = await postForm('/api/requests', requestForm(values, photo), onProgress);
    if (reply.status === 201) {
      const id = (reply.body as { id?: unknown } | undefined)?.id;
      if (typeof id === 'string') return { ok: true, id };
    }
    const error = (reply.body as ErrorBody | undefined)?.error;
    // The reply's code and jurisdiction say it is the road refusal; the wizard shows it as its own check does.
    const refusal = asJurisdictionRefusal(error);
    if (refusal) return { ok: false, alert: refusalNotice(refusal) };
    const message = error?.message ?? `The server answered with status ${reply.status}`;
    return { ok: false, alert: { message: submissionFailedMessage(message) } };
  } catch (error) {
    const message = error instanceof UploadNetworkError ? error.message : 'The request could not be sent';
    return { ok: false, alert: { message: submissionFailedMessage(message) } };
  }
}
