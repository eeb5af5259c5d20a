/**
 * The submitter's private page through the API (docs/api.md#the-submitters-private-page): the
 * link from the confirmation e-mail reads the request, adds information or a photo while it is
 * open (through the submission's photo pipeline), and says "not fixed" within 14 days of its
 * resolution, on a clock the test moves to both sides of day 14.
 */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES, MAX_RESIDENT_ADDITIONS } from '#domain/requests/follow-up-messages.ts';
import type { SubmitterRequest } from '#domain/requests/submitter-view.ts';
import { PHOTO_MESSAGES } from '../services/prepare-photo.ts';
import { staffHeaders } from '../testing/fixtures/staff.ts';
import { submitForm, tinyImage, validFields } from '../testing/fixtures/submit-form.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const JSON_HEADERS = { 'Content-Type': 'application/json' };

let offsetMs = 0;
/** The API with a manager signed in (api.session). */
const api = useStaffApp(() => new Date(Date.now() + offsetMs), 'manager');
beforeEach(() => {
  offsetMs = 0;
});

interface View {
  request: SubmitterRequest;
  state: { kind: string; additionsLeft?: number; reopenUntil?: string };
  message?: string;
  error?: { code: string; message: string };
}

/** Submits a request as a resident and returns its id and the token of the private link in the e-mail. */
async function submitted(): Promise<{ id: string; token: string }> {
  const res = await api.app.request('/api/requests', { method: 'POST', body: submitForm(validFields()) });
  const { id } = (await res.json()) as { id: string };
  const mail = api.deps.providers.notifier.emails.find((message) => message.requestId === id)!;
  return { id, token: tokenFrom(mail.body, 'followUp')! };
}

const post = async (path: string, body: unknown) => {
  const res = await api.app.request(`/api/follow/${path}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as View };
};

const addInformation = async (token: string, text: string, photo?: { bytes: Uint8Array; name?: string }) => {
  const res = await api.app.request('/api/follow/information', {
    method: 'POST',
    body: submitForm({ token, text }, photo),
  });
  return { status: res.status, body: (await res.json()) as View };
};

const changeStatus = async (id: string, status: string) => {
  const res = await api.app.request(`/api/staff/requests/${id}/status`, {
    method: 'POST',
    headers: staffHeaders(api.session),
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
};

describe('the private page of an open request', () => {
  it('shows the request as the public sees it, and what the submitter may do', async () => {
    const { id, token } = await submitted();
    const { status, body } = await post('view', { token });
    expect(status).toBe(200);
    expect(body.request).toMatchObject({ id, status: 'New', category: 'Graffiti' });
    expect(body.state).toEqual({ kind: 'open', additionsLeft: MAX_RESIDENT_ADDITIONS });
    const text = JSON.stringify(body);
    for (const secret of ['ada@example.org', 'Ada Resident', '555-0100', '1 Elm St', 'Rules: test triage']) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves out internal-only history and staff notes, and says why a photo was hidden', async () => {
    const { id, token } = await submitted();
    const staffPost = (path: string, body: unknown) =>
      api.app.request(`/api/staff/requests/${id}/${path}`, {
        method: 'POST',
        headers: staffHeaders(api.session),
        body: JSON.stringify(body),
      });
    expect((await staffPost('notes', { text: 'Caller sounded upset, neighbour dispute' })).status).toBe(201);
    expect((await staffPost('comments', { text: 'A crew is on its way.' })).status).toBe(201);
    await api.deps.stores.requests.update(id, { set: { imageUrl: `/api/uploads/${id}/photo-x.jpg` } });
    expect((await staffPost('hide', { part: 'photo', reason: 'Shows the neighbour face' })).status).toBe(200);
    const { body } = await post('view', { token });
    const actions = body.request.history.map((entry) => entry.action);
    expect(actions).not.toContain('Internal note added');
    expect(actions).toContain(
      'Photo hidden by township staff to keep private details and offensive content off the public page',
    );
    expect(body.request.comments.map((comment) => comment.text)).toEqual(['A crew is on its way.']);
    expect(body.request.additions).toEqual([]);
    const text = JSON.stringify(body);
    for (const secret of ['neighbour dispute', 'Shows the neighbour face', 'aiTriage', 'internalNotes']) {
      expect(text).not.toContain(secret);
    }
  });

  it('adds information for staff with a public history line', async () => {
    const { id, token } = await submitted();
    const { status, body } = await addInformation(token, '  It is getting bigger \u0000');
    expect(status).toBe(201);
    expect(body.message).toBe(FOLLOW_UP_MESSAGES.added);
    expect(body.request.history[0]).toMatchObject({ action: 'Information added by the resident', user: 'Resident' });
    // Theirs to see on their own page; never on the public one.
    expect(body.request.additions).toEqual([
      { timestamp: expect.any(String) as string, kind: 'information', text: 'It is getting bigger', photo: null },
    ]);
    expect(await (await api.app.request(`/api/requests/${id}`)).text()).not.toContain('It is getting bigger');
    const stored = await api.deps.stores.requests.get(id);
    expect(stored?.internalNotes.at(-1)).toMatchObject({
      text: 'Information from the resident: It is getting bigger',
      user: 'Resident',
      userId: null,
    });
  });

  it('adds a photo through the submission pipeline: re-encoded, no GPS, kept for staff', async () => {
    const { id, token } = await submitted();
    const { status, body } = await addInformation(token, '', { bytes: await tinyImage('jpeg', { gps: true }) });
    expect(status).toBe(201);
    expect(body.request.imageUrl).toBeNull();
    expect(body.request.history[0]?.action).toBe('Photo added by the resident');
    const note = (await api.deps.stores.requests.get(id))?.internalNotes.at(-1)?.text ?? '';
    const url = /Photo from the resident: (\S+)/.exec(note)?.[1];
    expect(url).toMatch(new RegExp(`^/api/uploads/${id}/photo-[\\w-]+\\.jpg$`));
    const [, , , , fileName] = url!.split('/');
    const photo = await api.deps.stores.photos.get(id, fileName!);
    const metadata = await sharp(photo!.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    ['neither text nor photo', '', undefined, 422, FOLLOW_UP_MESSAGES.empty],
    [
      'a file that is no image',
      'x',
      { bytes: new TextEncoder().encode('<svg></svg>'), name: 'a.jpg' },
      415,
      PHOTO_MESSAGES.notImage,
    ],
    ['text over 2,000 characters', 'x'.repeat(2001), undefined, 422, FOLLOW_UP_MESSAGES.textTooLong],
  ])('refuses %s', async (_label, text, photo, status, message) => {
    const { id, token } = await submitted();
    const result = await addInformation(token, text, photo);
    expect(result.status).toBe(status);
    expect(result.body.error?.message).toBe(message);
    expect((await api.deps.stores.requests.get(id))?.history).toHaveLength(1);
  });

  it(`takes at most ${MAX_RESIDENT_ADDITIONS} additions`, async () => {
    const { token } = await submitted();
    for (let n = 0; n < MAX_RESIDENT_ADDITIONS; n += 1)
      expect((await addInformation(token, `note ${n}`)).status).toBe(201);
    const refused = await addInformation(token, 'one more');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(FOLLOW_UP_MESSAGES.tooMany);
  });

  it('refuses an unknown link, a link of another kind and a malformed form without a server error', async () => {
    const { token } = await submitted();
    const stop = tokenFrom(api.deps.providers.notifier.emails.at(-1)!.body, 'stop');
    for (const candidate of [stop, 'x'.repeat(43), '']) {
      expect((await post('view', { token: candidate })).body.error?.message).toBe(FOLLOW_MESSAGES.invalidLink);
      // A blank form field is no field: a 422 rather than an unknown link.
      expect((await addInformation(candidate!, 'x')).status).toBe(candidate ? 404 : 422);
      expect((await post('reopen', { token: candidate })).status).toBe(404);
    }
    const json = await api.app.request('/api/follow/information', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{}',
    });
    expect(json.status).toBe(422);
    const twoPhotos = new FormData();
    twoPhotos.append('token', token);
    twoPhotos.append('photo', 'not a file');
    expect((await api.app.request('/api/follow/information', { method: 'POST', body: twoPhotos })).status).toBe(422);
  });
});

describe('"not fixed"', () => {
  it('the "Resolved" e-mail carries a private link that opens the page with "not fixed" offered', async () => {
    const { id } = await submitted();
    api.deps.providers.notifier.emails.length = 0;
    await changeStatus(id, 'Resolved');
    const mail = api.deps.providers.notifier.emails.find((message) => message.requestId === id)!;
    expect(mail.body).toContain('Not fixed? You can tell us within 14 days on your private page');
    const token = tokenFrom(mail.body, 'followUp')!;
    expect((await post('view', { token })).body.state.kind).toBe('resolved');
  });

  it('reopens a request resolved 13 days ago as In Progress, with the history line and the note for staff', async () => {
    const { id, token } = await submitted();
    await changeStatus(id, 'Resolved');
    offsetMs = 13 * DAY_MS;
    const viewed = await post('view', { token });
    expect(viewed.body.state.kind).toBe('resolved');
    const { status, body } = await post('reopen', { token, note: 'Still there' });
    expect(status).toBe(200);
    expect(body.message).toBe(FOLLOW_UP_MESSAGES.reopened);
    expect(body.request.status).toBe('In Progress');
    expect(body.request.history[0]).toMatchObject({ action: 'Reopened by the resident: not fixed', user: 'Resident' });
    expect(body.state.kind).toBe('open');
    expect((await api.deps.stores.requests.get(id))?.internalNotes.at(-1)?.text).toBe(
      'Not fixed, says the resident: Still there',
    );
    expect((await post('reopen', { token })).body.error?.message).toBe(FOLLOW_UP_MESSAGES.notResolved);
  });

  it('refuses a request resolved 15 days ago, saying how to file a new one', async () => {
    const { id, token } = await submitted();
    await changeStatus(id, 'Resolved');
    offsetMs = 15 * DAY_MS;
    expect((await post('view', { token })).body.state).toMatchObject({ kind: 'too-late' });
    const { status, body } = await post('reopen', { token });
    expect(status).toBe(409);
    expect(body.error?.message).toBe(FOLLOW_UP_MESSAGES.tooLate);
    expect((await api.deps.stores.requests.get(id))?.status).toBe('Resolved');
  });

  it('never reopens a closed request, and adds nothing to a finished one', async () => {
    const { id, token } = await submitted();
    await changeStatus(id, 'Closed');
    expect((await post('reopen', { token })).body.error?.message).toBe(FOLLOW_UP_MESSAGES.closed);
    const added = await addInformation(token, 'x');
    expect(added.status).toBe(409);
    expect(added.body.error?.message).toBe(FOLLOW_UP_MESSAGES.notOpen);
    expect((await api.deps.stores.requests.get(id))?.status).toBe('Closed');
  });

  it('reopens once for two presses at once: 200 for one, 409 saying the request changed for the other', async () => {
    const { id, token } = await submitted();
    await changeStatus(id, 'Resolved');
    const replies = await Promise.all([post('reopen', { token }), post('reopen', { token })]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.status === 409);
    expect(refused?.body.error).toEqual({ code: 'conflict', message: FOLLOW_UP_MESSAGES.changed });
    const history = (await api.deps.stores.requests.get(id))?.history ?? [];
    expect(history.filter((entry) => entry.action === 'Reopened by the resident: not fixed')).toHaveLength(1);
  });

  it('tells the followers, not the submitter who reopened it', async () => {
    const { id, token } = await submitted();
    await api.app.request('/api/follow/subscribe', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ requestId: id, email: 'ivy@example.org' }),
    });
    const confirm = tokenFrom(api.deps.providers.notifier.emails.at(-1)!.body, 'confirm');
    await post('confirm', { token: confirm });
    await changeStatus(id, 'Resolved');
    api.deps.providers.notifier.emails.length = 0;
    await post('reopen', { token });
    expect(api.deps.providers.notifier.emails.map((mail) => [mail.to, mail.body.split('\n')[1]])).toEqual([
      ['ivy@example.org', 'Its status has been updated to "In Progress".'],
    ]);
  });
});
