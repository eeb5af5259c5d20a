import { describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_FALLBACK_MESSAGE,
  SUBMIT_FAILURE_MESSAGE,
  buildContactFormData,
  interpretProviderReply,
  sendContactMessage,
  type SubmitOutcome,
} from './contact-submission.ts';

const message = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello' };

describe('buildContactFormData', () => {
  it('carries the fields, the subject and the access key', () => {
    const data = buildContactFormData(message, 'key-123');
    expect(Object.fromEntries(data)).toEqual({
      access_key: 'key-123',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'Hello',
      subject: 'New Contact from Ada Lovelace',
    });
  });

  it.each([
    [undefined, null],
    [false, null],
    [true, 'on'],
  ])('with botcheck %j sends the honeypot as %j', (botcheck, expected) => {
    expect(buildContactFormData({ ...message, botcheck }, 'k').get('botcheck')).toBe(expected);
  });
});

describe.each<[string, unknown, SubmitOutcome]>([
  ['success true', { success: true, message: 'Email sent successfully!' }, { ok: true }],
  ['success true without message', { success: true }, { ok: true }],
  [
    'success false with a message',
    { success: false, message: 'Invalid access key' },
    { ok: false, message: 'Invalid access key' },
  ],
  ['success false without a message', { success: false }, { ok: false, message: PROVIDER_FALLBACK_MESSAGE }],
  [
    'success false with a blank message',
    { success: false, message: '  ' },
    { ok: false, message: PROVIDER_FALLBACK_MESSAGE },
  ],
  [
    'success false with a non-string message',
    { success: false, message: 42 },
    { ok: false, message: PROVIDER_FALLBACK_MESSAGE },
  ],
  ['no success field', { message: 'Odd reply' }, { ok: false, message: 'Odd reply' }],
  ['success as a string', { success: 'true' }, { ok: false, message: PROVIDER_FALLBACK_MESSAGE }],
  ['null', null, { ok: false, message: SUBMIT_FAILURE_MESSAGE }],
  ['an array', [], { ok: false, message: SUBMIT_FAILURE_MESSAGE }],
  ['a string', 'ok', { ok: false, message: SUBMIT_FAILURE_MESSAGE }],
])('interpretProviderReply(%s)', (_label, body, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(interpretProviderReply(body)).toEqual(expected);
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe.each<[string, () => Promise<Response>, SubmitOutcome]>([
  ['a success reply', () => Promise.resolve(json({ success: true })), { ok: true }],
  [
    'a 403 with a provider message',
    () => Promise.resolve(json({ success: false, message: 'Invalid access key' }, 403)),
    { ok: false, message: 'Invalid access key' },
  ],
  [
    'success false without message',
    () => Promise.resolve(json({ success: false })),
    { ok: false, message: PROVIDER_FALLBACK_MESSAGE },
  ],
  [
    'an HTML error page',
    () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })),
    { ok: false, message: SUBMIT_FAILURE_MESSAGE },
  ],
  [
    'a network failure',
    () => Promise.reject(new TypeError('Failed to fetch')),
    { ok: false, message: SUBMIT_FAILURE_MESSAGE },
  ],
])('sendContactMessage given %s', (_label, reply, expected) => {
  it(`resolves to ${JSON.stringify(expected)}`, async () => {
    const fetchMock = vi.fn<typeof fetch>(reply);
    const outcome = await sendContactMessage({
      endpoint: 'https://forms.example/submit',
      accessKey: 'k',
      message,
      fetch: fetchMock,
    });
    expect(outcome).toEqual(expected);
  });
});

describe('sendContactMessage request', () => {
  it('POSTs multipart form data to the endpoint and asks for JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true })));
    await sendContactMessage({ endpoint: 'https://forms.example/submit', accessKey: 'k', message, fetch: fetchMock });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://forms.example/submit');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });
});
