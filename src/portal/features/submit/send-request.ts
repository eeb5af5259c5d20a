/**
 * Sends the wizard's values as the multipart form of POST /api/requests (docs/api.md) and reads
 * the reply: the new id, a road owned by another agency, or the message of a failure.
 */
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
  error?: { code?: string; message?: string; agency?: string; agencyUrl?: string };
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
    if (error?.code === 'wrong_jurisdiction' && error.message && error.agencyUrl) {
      return {
        ok: false,
        alert: { message: error.message, agency: { name: error.agency ?? 'responsible agency', url: error.agencyUrl } },
      };
    }
    const message = error?.message ?? `The server answered with status ${reply.status}`;
    return { ok: false, alert: { message: submissionFailedMessage(message) } };
  } catch (error) {
    const message = error instanceof UploadNetworkError ? error.message : 'The request could not be sent';
    return { ok: false, alert: { message: submissionFailedMessage(message) } };
  }
}
