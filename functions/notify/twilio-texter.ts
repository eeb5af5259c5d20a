/**
 * Text messages through Twilio's REST API with plain fetch (no SDK): POST
 * {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From and Body, HTTP Basic auth
 * with the Account SID and Auth Token. Errors come back as JSON {code, message, status}.
 */
import { PermanentDeliveryError, type Texter } from './ports.ts';

interface TwilioTexterOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio phone number in E.164 form, or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com unless a test points it at a fake. */
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const TWILIO_API_BASE = 'https://api.twilio.com';

/** Thrown for a reply other than 201; `code` is Twilio's error code when the reply had one. */
export class TwilioError extends Error {
  override name = 'TwilioError';
  readonly status: number;
  readonly code: number | undefined;
  constructor(message: string, status: number, code: number | undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function errorFrom(response: Response): Promise<TwilioError> {
  let code: number | undefined;
  let detail = response.statusText || 'no detail';
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'number') code = body.code;
    if (typeof body.message === 'string') detail = body.message;
  } catch {
    // not JSON: keep the status text
  }
  const codeText = code === undefined ? '' : ` (code ${code})`;
  return new TwilioError(`Twilio ${response.status}${codeText}: ${detail}`, response.status, code);
}

/**
 * @example
 * const texter = createTwilioTexter({ accountSid, authToken, from: '+16095550100' });
 * await texter.send({ to: '+16095550199', body: 'West Windsor 311: ...' });
 */
export function createTwilioTexter(options: TwilioTexterOptions): Texter {
  const base = (options.apiBase ?? TWILIO_API_BASE).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const fromField = options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  const doFetch = options.fetch ?? fetch;

  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, [fromField]: options.from, Body: message.body });
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (response.status === 200 || response.status === 201) {
        await response.body?.cancel();
        return;
      }
      const error = await errorFrom(response);
      // 400 and 404 mean this message can never go (an invalid or unreachable number); auth
      // errors, rate limits and 5xx may clear, so those are retried.
      if (response.status === 400 || response.status === 404) {
        throw new PermanentDeliveryError(error.message, { cause: error });
      }
      throw error;
    },
  };
}
