/**
 * Sends the wizard's values as the multipart form a request is made from (POST /api/requests for
 * residents, POST /api/staff/phone-requests for staff; docs/api.md) and reads the reply the two
 * share: the new id and reference, a road owned by another agency (shown as the wizard's own check
 * shows it), or the server's message, or why nothing was sent. Each caller words the failure for
 * its own screen.
 */
import { asJurisdictionRefusal, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { postForm, UploadNetworkError } from '../../lib/upload.ts';
import { requestForm } from './request-form.ts';
import type { WizardMessage } from './WizardAlert.tsx';
import type { WizardValues } from './wizard-values.ts';

export type SubmissionReply =
  | { ok: true; status: number; id: string; reference: string }
  | {
      ok: false;
      /** The reply's status; 0 when there was none (the connection failed). */
      status: number;
      /** The road refusal, as the wizard shows it, when the reply is one. */
      refusal: WizardMessage | null;
      /** The server's own message, or why nothing was sent; none when the server gave none. */
      message: string | undefined;
      /** A 429's Retry-After in seconds, when it gave one. */
      retryAfterSeconds: number | undefined;
    };

interface ReplyBody {
  id?: unknown;
  reference?: unknown;
  error?: { code?: string; message?: string };
}

/**
 * The reason of a failure for its message: the server's words, else the status it answered with.
 * @example failureReason({ message: undefined, status: 502 }) // 'The server answered with status 502'
 */
export const failureReason = ({ message, status }: { message: string | undefined; status: number }) =>
  message ?? `The server answered with status ${status}`;

/**
 * @example const reply = await postSubmission('/api/requests', values, photo, setProgress, {});
 */
export async function postSubmission(
  path: string,
  values: WizardValues,
  photo: File | null,
  onProgress: (fraction: number) => void,
  headers: Readonly<Record<string, string>>,
): Promise<SubmissionReply> {
  try {
    const reply = await postForm(path, requestForm(values, photo), onProgress, headers);
    const body = reply.body as ReplyBody | undefined;
    if (reply.status === 201 && typeof body?.id === 'string' && typeof body.reference === 'string') {
      return { ok: true, status: reply.status, id: body.id, reference: body.reference };
    }
    // The reply's code and jurisdiction say it is the road refusal.
    const refusal = asJurisdictionRefusal(body?.error);
    return {
      ok: false,
      status: reply.status,
      refusal: refusal ? refusalNotice(refusal) : null,
      message: body?.error?.message,
      retryAfterSeconds: reply.retryAfterSeconds,
    };
  } catch (error) {
    const message = error instanceof UploadNetworkError ? error.message : 'The request could not be sent';
    return { ok: false, status: 0, refusal: null, message, retryAfterSeconds: undefined };
  }
}
