import { describe, expect, it, vi } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { UploadNetworkError, type UploadReply } from '../../lib/upload.ts';
import { COUNTY_ROAD_MESSAGE as county, COUNTY_ROAD_REFUSAL, uploads } from '../../testing/fake-upload.ts';
import { failureReason, postSubmission, type SubmissionReply } from './submission-reply.ts';
import { EMPTY_WIZARD } from './wizard-values.ts';

vi.mock('../../lib/upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/upload.ts')>()),
  postForm: (await import('../../testing/fake-upload.ts')).fakePostForm,
}));

describe.each<[string, UploadReply | Error, SubmissionReply]>([
  [
    'a new id and reference',
    { status: 201, body: { id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' } },
    { ok: true, status: 201, id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' },
  ],
  [
    'a 201 without its reference, as a failure the server did not explain',
    { status: 201, body: { id: 'q3ZrT0bW8sLkP1mXa9Yc' } },
    { ok: false, status: 201, refusal: null, message: undefined, retryAfterSeconds: undefined },
  ],
  [
    'the road refusal, by its code and jurisdiction',
    COUNTY_ROAD_REFUSAL,
    {
      ok: false,
      status: 422,
      refusal: { message: county, agency: AGENCY_LINKS.COUNTY },
      message: county,
      retryAfterSeconds: undefined,
    },
  ],
  [
    "the server's message, with a Retry-After",
    { status: 429, body: { error: { code: 'rate_limited', message: 'Too many.' } }, retryAfterSeconds: 600 },
    { ok: false, status: 429, refusal: null, message: 'Too many.', retryAfterSeconds: 600 },
  ],
  [
    'no reply',
    new UploadNetworkError(),
    {
      ok: false,
      status: 0,
      refusal: null,
      message: 'The server could not be reached. Check your connection and try again',
      retryAfterSeconds: undefined,
    },
  ],
  [
    'another error on the way',
    new TypeError('boom'),
    { ok: false, status: 0, refusal: null, message: 'The request could not be sent', retryAfterSeconds: undefined },
  ],
])('postSubmission: %s', (_label, reply, expected) => {
  it(`gives ${JSON.stringify(expected)}`, async () => {
    uploads.reply = reply;
    expect(await postSubmission('/api/requests', EMPTY_WIZARD, null, () => undefined, {})).toEqual(expected);
  });
});

describe('postSubmission: the call', () => {
  it('posts to the path given with the headers given', async () => {
    uploads.reply = { status: 201, body: { id: 'a', reference: 'b' } };
    uploads.sent.length = 0;
    await postSubmission('/api/staff/phone-requests', EMPTY_WIZARD, null, () => undefined, { 'X-CSRF-Token': 't' });
    expect(uploads.sent.map(({ url, headers }) => ({ url, headers }))).toEqual([
      { url: '/api/staff/phone-requests', headers: { 'X-CSRF-Token': 't' } },
    ]);
  });
});

describe('failureReason', () => {
  it("is the server's message when it gave one, else the status", () => {
    expect(failureReason({ status: 422, message: 'Bad.' })).toBe('Bad.');
    expect(failureReason({ status: 502, message: undefined })).toBe('The server answered with status 502');
  });
});
