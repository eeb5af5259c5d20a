import { describe, expect, it, vi } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { BROWSER_KEY_HEADER, isBrowserKey } from '#domain/requests/browser-key.ts';
import { browserKey } from '../../lib/browser-key.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { UploadNetworkError, type UploadReply } from '../../lib/upload.ts';
import { COUNTY_ROAD_MESSAGE as county, COUNTY_ROAD_REFUSAL, uploads } from '../../testing/fake-upload.ts';
import { requestForm, sendRequest } from './send-request.ts';
import { failureKindOf, submissionFailedMessage } from './submission-failed.ts';
import { EMPTY_WIZARD } from './wizard-values.ts';

vi.mock('../../lib/upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/upload.ts')>()),
  postForm: (await import('../../testing/fake-upload.ts')).fakePostForm,
}));

describe.each([
  [
    'Network error',
    'Submission Failed: Network error. Please check your inputs. (If this persists, please contact support.)',
  ],
  [
    'Please select a location on the map.',
    'Submission Failed: Please select a location on the map. Please check your inputs. (If this persists, please contact support.)',
  ],
  // The same {message} as the server's own templates (shared failureMessage): one line, bounded.
  [
    'Please fill in your Name and Email.\nPlease select a location on the map.',
    'Submission Failed: Please fill in your Name and Email. Please select a location on the map. Please check your inputs. (If this persists, please contact support.)',
  ],
  [
    'x'.repeat(300),
    `Submission Failed: ${'x'.repeat(200)}. Please check your inputs. (If this persists, please contact support.)`,
  ],
])('submissionFailedMessage(%j)', (message, expected) => {
  it('is the spec text', () => {
    expect(submissionFailedMessage(message)).toBe(expected);
  });
});

// docs/product.md#submission-limits: a limit or a fault is not the entries' fault.
describe.each([
  [
    'Too many requests from this connection. Please try again after 3:40 PM.',
    'limit',
    'Submission Failed: Too many requests from this connection. Please try again after 3:40 PM.',
  ],
  [
    'Something went wrong on our side. Please try again later.',
    'server',
    'Submission Failed: Something went wrong on our side. Please try again later. (If this persists, please contact support.)',
  ],
  ['Tags', 'input', 'Submission Failed: Tags. Please check your inputs. (If this persists, please contact support.)'],
] as const)('submissionFailedMessage(%j, %s)', (message, kind, expected) => {
  it(`is ${expected}`, () => {
    expect(submissionFailedMessage(message, kind)).toBe(expected);
  });
});

describe.each([
  [201, 'input'],
  [413, 'input'],
  [422, 'input'],
  [429, 'limit'],
  [500, 'server'],
  [503, 'server'],
  [0, 'server'],
] as const)('failureKindOf(%d)', (status, kind) => {
  it(`is ${kind}`, () => {
    expect(failureKindOf(status)).toBe(kind);
  });
});

describe('requestForm', () => {
  const values = {
    ...EMPTY_WIZARD,
    name: 'Ada',
    email: 'ada@example.org',
    category: 'Graffiti',
    description: 'Tags',
    issueAddress: '20 Main St',
    location: { lat: 40.28, lng: -74.59 },
    wantsTextAlerts: true,
  };
  it('sends the fields of docs/api.md, lat and lng apart', () => {
    const form = requestForm(values, null);
    expect(Object.fromEntries(form)).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      phone: '',
      submitterAddress: '',
      category: 'Graffiti',
      description: 'Tags',
      issueAddress: '20 Main St',
      lat: '40.28',
      lng: '-74.59',
      // No phone: no text alerts, whatever the checkbox said.
      wantsTextAlerts: 'false',
    });
  });
  it('adds the photo and keeps text alerts with a phone', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'p.png', { type: 'image/png' });
    const form = requestForm({ ...values, phone: '609-555-0100' }, photo);
    expect(form.get('wantsTextAlerts')).toBe('true');
    expect(form.get('photo')).toBeInstanceOf(File);
  });
});

describe.each<[string, UploadReply | Error, Awaited<ReturnType<typeof sendRequest>>]>([
  [
    'a new id and reference',
    { status: 201, body: { id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' } },
    { ok: true, id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' },
  ],
  [
    'the road refusal, by its code and jurisdiction',
    COUNTY_ROAD_REFUSAL,
    { ok: false, alert: { message: county, agency: AGENCY_LINKS.COUNTY } },
  ],
  [
    'the road message under another code, as any failure',
    { status: 422, body: { error: { code: 'invalid_input', message: county } } },
    { ok: false, alert: { message: submissionFailedMessage(county), failure: { kind: 'input', reason: county } } },
  ],
  [
    'a server fault',
    {
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' } },
    },
    {
      ok: false,
      alert: {
        message:
          'Submission Failed: Something went wrong on our side. Please try again later. (If this persists, please contact support.)',
        failure: { kind: 'server', reason: 'Something went wrong on our side. Please try again later.' },
      },
    },
  ],
  [
    'too many submissions, with the time to try again',
    {
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'Too many requests from this browser. Please try again after 3:40 PM.',
        },
      },
      retryAfterSeconds: 600,
    },
    {
      ok: false,
      alert: {
        message: 'Submission Failed: Too many requests from this browser. Please try again after 3:40 PM.',
        failure: { kind: 'limit', reason: 'Too many requests from this browser. Please try again after 3:40 PM.' },
      },
    },
  ],
  [
    "a proxy's 429, from its Retry-After",
    { status: 429, body: undefined, retryAfterSeconds: 600 },
    {
      ok: false,
      alert: {
        message: 'Submission Failed: Too many requests from this connection. Please try again in 10 minutes.',
        failure: { kind: 'limit', reason: 'Too many requests from this connection. Please try again in 10 minutes.' },
      },
    },
  ],
  [
    'a reply the server did not explain',
    { status: 502, body: undefined },
    {
      ok: false,
      alert: {
        message: 'Submission Failed: The server answered with status 502. (If this persists, please contact support.)',
        failure: { kind: 'server', reason: 'The server answered with status 502' },
      },
    },
  ],
  [
    'no reply',
    new UploadNetworkError(),
    {
      ok: false,
      alert: {
        message:
          'Submission Failed: The server could not be reached. Check your connection and try again. (If this persists, please contact support.)',
        failure: { kind: 'server', reason: 'The server could not be reached. Check your connection and try again' },
      },
    },
  ],
])('sendRequest: %s', (_label, reply, expected) => {
  it(`gives ${JSON.stringify(expected)}`, async () => {
    uploads.reply = reply;
    expect(await sendRequest(EMPTY_WIZARD, null, () => undefined)).toEqual(expected);
  });
});

describe('sendRequest: the browser key', () => {
  it("sends this browser's key in its header", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    try {
      uploads.reply = { status: 201, body: { id: 'q3ZrT0bW8sLkP1mXa9Yc' } };
      uploads.sent.length = 0;
      await sendRequest(EMPTY_WIZARD, null, () => undefined);
      expect(isBrowserKey(uploads.sent[0]?.headers[BROWSER_KEY_HEADER])).toBe(true);
      expect(uploads.sent[0]?.headers[BROWSER_KEY_HEADER]).toBe(browserKey());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends none without storage', async () => {
    uploads.sent.length = 0;
    await sendRequest(EMPTY_WIZARD, null, () => undefined);
    expect(uploads.sent[0]?.headers).toEqual({});
  });
});
