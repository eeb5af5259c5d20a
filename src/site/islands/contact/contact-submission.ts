import { contactSubject, type ContactMessage } from '#domain/contact/contact-message.ts';

/** Shown when the provider answers success false without a message (docs/product.md#site-contact). */
export const PROVIDER_FALLBACK_MESSAGE = 'An error occurred. Please try again.';
/** Shown when the request fails or the reply is not JSON (docs/product.md#site-contact). */
export const SUBMIT_FAILURE_MESSAGE = 'An error occurred while submitting the form. Please try again later.';
/** The provider's documented honeypot: a checkbox a person never sees, so never ticks. */
export const HONEYPOT_FIELD = 'botcheck';

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

/**
 * The multipart body the provider expects. Like a native checkbox, the honeypot is only sent
 * when ticked, so an honest message never carries a field the provider reads as "bot".
 * @example buildContactFormData({ name: 'Ada', email: 'a@b.co', message: 'Hi' }, 'key').get('subject')
 * // 'New Contact from Ada'
 */
export function buildContactFormData(
  message: ContactMessage & { botcheck?: boolean | undefined },
  accessKey: string,
): FormData {
  const data = new FormData();
  data.append('access_key', accessKey);
  data.append('name', message.name);
  data.append('email', message.email);
  data.append('message', message.message);
  data.append('subject', contactSubject(message.name));
  if (message.botcheck) data.append(HONEYPOT_FIELD, 'on');
  return data;
}

/**
 * What a parsed provider reply means for the visitor. Anything that is not a JSON object is
 * treated like a failed request, since there is nothing trustworthy to show.
 * @example interpretProviderReply({ success: false, message: 'Invalid access key' })
 * // { ok: false, message: 'Invalid access key' }
 */
export function interpretProviderReply(body: unknown): SubmitOutcome {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: SUBMIT_FAILURE_MESSAGE };
  }
  const { success, message } = body as { success?: unknown; message?: unknown };
  if (success === true) return { ok: true };
  const text = typeof message === 'string' ? message.trim() : '';
  return { ok: false, message: text || PROVIDER_FALLBACK_MESSAGE };
}

interface SendOptions {
  endpoint: string;
  accessKey: string;
  message: ContactMessage & { botcheck?: boolean | undefined };
  signal?: AbortSignal | undefined;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * POSTs the message to the provider and turns every possible ending into an outcome; it never
 * throws. The provider sends JSON with error statuses too, so the status code is not consulted.
 */
export async function sendContactMessage(options: SendOptions): Promise<SubmitOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(options.endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: buildContactFormData(options.message, options.accessKey),
      signal: options.signal ?? null,
    });
    return interpretProviderReply(await response.json());
  } catch {
    return { ok: false, message: SUBMIT_FAILURE_MESSAGE };
  }
}
