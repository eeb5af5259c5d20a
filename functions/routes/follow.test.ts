/**
 * Following a request through the API (docs/api.md#following-a-request): asking, confirming by the
 * link in the e-mail, updates reaching followers with their own stop link, stopping, the
 * submitter's stop, and the bounds (followers per request, per address, per e-mail address).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MESSAGES } from '#domain/requests/email-check.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { createApp } from '../app.ts';
import { MAX_FOLLOWERS } from '../services/request-updates.ts';
import { addStaff, seedRequest, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import { useStaffApp } from '../testing/helpers/test-app.ts';
import { tokenFrom } from '../testing/helpers/follow-links.ts';
import { createTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const JSON_HEADERS = { 'Content-Type': 'application/json' };

let offsetMs = 0;
/** The API with a manager signed in (api.session). */
const api = useStaffApp(() => new Date(Date.now() + offsetMs), 'manager', { member: { name: 'Maria Lopez' } });
beforeEach(() => {
  offsetMs = 0;
  api.deps.providers.notifier.emails.length = 0;
  api.deps.providers.notifier.texts.length = 0;
});

const post = (path: string, body: unknown, target = api.app) =>
  target.request(`/api/follow/${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

/** The e-mails sent to one address, newest last. */
const mailTo = (address: string) =>
  api.deps.providers.notifier.emails.filter((mail) => mail.to.toLowerCase() === address.trim().toLowerCase());

async function follow(requestId: string, email: string) {
  const res = await post('subscribe', { requestId, email });
  return { res, body: (await res.json()) as { message?: string; error?: { code: string; message: string } } };
}

/** Asks to follow and confirms through the link in the e-mail. */
async function followConfirmed(requestId: string, email: string) {
  await follow(requestId, email);
  const token = tokenFrom(mailTo(email).at(-1)!.body, 'confirm')!;
  expect((await post('confirm', { token })).status).toBe(200);
}

const changeStatus = (id: string, status: string) =>
  api.app.request(`/api/staff/requests/${id}/status`, {
    method: 'POST',
    headers: staffHeaders(api.session),
    body: JSON.stringify({ status }),
  });

describe('asking to follow', () => {
  it('answers the same whether or not the address follows, and does the same: a confirmation link each time', async () => {
    const { request } = await seedRequest(api.deps.stores, { category: 'Streetlight Outage', address: '4 Elm St' });
    const first = await follow(request.id, ' Fay@Example.org ');
    expect(first.res.status).toBe(202);
    expect(first.body).toEqual({ message: FOLLOW_MESSAGES.sent });
    const [mail] = mailTo('fay@example.org');
    expect(mail).toMatchObject({
      requestId: request.id,
      subject: `Confirm updates about request ${formatReference(request.reference)}`,
    });
    expect(mail!.body).toContain('Streetlight Outage at 4 Elm St');
    expect(mail!.body).toContain(`${api.deps.place.threeOneOneUrl}/updates/confirm?token=`);
    expect(mail!.body).not.toContain(api.deps.place.siteUrl);

    // Pending: asking again sends a new link; active: a link too (confirming again changes
    // nothing), so the reply, the work behind it and its time never tell that the address follows.
    expect((await follow(request.id, 'fay@example.org')).body).toEqual(first.body);
    expect(mailTo('fay@example.org')).toHaveLength(2);
    expect((await post('confirm', { token: tokenFrom(mailTo('fay@example.org')[1]!.body, 'confirm') })).status).toBe(
      200,
    );
    expect((await follow(request.id, 'FAY@example.org')).body).toEqual(first.body);
    expect(mailTo('fay@example.org')).toHaveLength(3);
    expect((await post('confirm', { token: tokenFrom(mailTo('fay@example.org')[2]!.body, 'confirm') })).status).toBe(
      200,
    );
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it('takes the same steps for an address that follows and one that does not', async () => {
    const { request } = await seedRequest(api.deps.stores);
    await followConfirmed(request.id, 'already@example.org');
    const steps: string[] = [];
    const store = api.deps.stores.follow;
    const spies = (['subscribe', 'issueToken', 'countActive', 'getSubscription'] as const).map((name) => {
      const original = store[name].bind(store) as (...args: unknown[]) => unknown;
      return vi.spyOn(store, name).mockImplementation(((...args: unknown[]) => {
        steps.push(name);
        return original(...args);
      }) as never);
    });
    try {
      const stepsOf = async (email: string) => {
        steps.length = 0;
        const sentBefore = api.deps.providers.notifier.emails.length;
        const { res } = await follow(request.id, email);
        return {
          status: res.status,
          steps: [...steps],
          emails: api.deps.providers.notifier.emails.length - sentBefore,
        };
      };
      const following = await stepsOf('already@example.org');
      const newcomer = await stepsOf('newcomer@example.org');
      expect(following).toEqual({ status: 202, steps: ['countActive', 'subscribe', 'issueToken'], emails: 1 });
      expect(newcomer).toEqual(following);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it.each([
    [{ requestId: 'AbCdEfGhIjKlMnOpQrSt', email: 'x@example.org' }, 404, 'No request found with that ID.'],
    [{ requestId: '../../etc', email: 'x@example.org' }, 422, 'No request found with that ID.'],
    [{ email: 'x@example.org' }, 422, 'No request found with that ID.'],
    [{ requestId: 'AbCdEfGhIjKlMnOpQrSt', email: 'nope' }, 422, EMAIL_MESSAGES.badEmail],
    [{ requestId: 'AbCdEfGhIjKlMnOpQrSt' }, 422, EMAIL_MESSAGES.noEmail],
    [[1, 2], 422, undefined],
    ['just text', 422, undefined],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await post('subscribe', body);
    expect(res.status).toBe(status);
    const error = ((await res.json()) as { error: { message: string } }).error;
    if (message) expect(error.message).toContain(message);
    expect(api.deps.providers.notifier.emails).toEqual([]);
  });

  it('refuses a body that is not JSON, or too large, without a server error', async () => {
    const malformed = await api.app.request('/api/follow/subscribe', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"requestId":',
    });
    expect(malformed.status).toBe(400);
    const huge = await post('subscribe', {
      requestId: 'AbCdEfGhIjKlMnOpQrSt',
      email: `${'a'.repeat(20_000)}@example.org`,
    });
    expect(huge.status).toBe(413);
    expect((await api.app.request('/api/follow/confirm', { method: 'POST', body: 'token=x' })).status).toBe(422);
  });

  it(`takes at most ${MAX_FOLLOWERS} followers per request, telling nobody whether an address follows`, async () => {
    const { request } = await seedRequest(api.deps.stores);
    await follow(request.id, 'waiting@example.org');
    const waiting = tokenFrom(mailTo('waiting@example.org')[0]!.body, 'confirm')!;
    for (let n = 0; n < MAX_FOLLOWERS; n += 1) {
      const subscription = await api.deps.stores.follow.subscribe(request.id, `f${n}@example.org`);
      await api.deps.stores.follow.setSubscriptionStatus(subscription.id, 'active');
    }
    const full = await follow(request.id, 'f1@example.org');
    expect(full.res.status).toBe(409);
    expect(full.body.error).toEqual({ code: 'conflict', message: FOLLOW_MESSAGES.full });
    expect((await follow(request.id, 'new@example.org')).body).toEqual(full.body);
    const confirm = await post('confirm', { token: waiting });
    expect(confirm.status).toBe(409);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(MAX_FOLLOWERS);
  });

  it('sends an address at most 3 confirmation e-mails an hour, whatever the request', async () => {
    const requests = await Promise.all([1, 2, 3, 4].map(() => seedRequest(api.deps.stores)));
    const statuses = [];
    for (const { request } of requests) statuses.push((await follow(request.id, 'target@example.org')).res.status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(mailTo('target@example.org')).toHaveLength(3);
    offsetMs = 60 * 60_000 + 1000;
    expect((await follow(requests[3]!.request.id, 'target@example.org')).res.status).toBe(202);
  });

  it('limits the follow routes per client address (FOLLOW_RATE_LIMIT)', async () => {
    const limited = await createTestDeps({ limits: { followRateLimit: 2 } });
    const limitedApp = createApp({ version: 'test', services: limited });
    try {
      const statuses = [];
      for (let n = 0; n < 3; n += 1)
        statuses.push((await post('confirm', { token: 'x'.repeat(43) }, limitedApp)).status);
      expect(statuses).toEqual([404, 404, 429]);
      const res = await post('view', { token: 'x'.repeat(43) }, limitedApp);
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(FOLLOW_MESSAGES.rateLimited);
    } finally {
      await limited.cleanup();
    }
  });
});

describe('confirming and stopping', () => {
  it('refuses an unknown token, a token of another kind, and an expired confirmation link', async () => {
    const { request } = await seedRequest(api.deps.stores);
    await follow(request.id, 'gus@example.org');
    const token = tokenFrom(mailTo('gus@example.org')[0]!.body, 'confirm')!;
    const unknown = await post('confirm', { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'invalid_link', message: FOLLOW_MESSAGES.invalidLink } });
    expect((await post('stop', { token })).status).toBe(404);
    expect((await post('view', { token })).status).toBe(404);
    expect((await post('confirm', { token: '' })).status).toBe(404);
    expect((await post('confirm', {})).status).toBe(422);

    offsetMs = 7 * DAY_MS + 60_000;
    const expired = await post('confirm', { token });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: { code: 'expired_link', message: FOLLOW_MESSAGES.expiredLink } });
    offsetMs = 7 * DAY_MS - 60_000;
    expect((await post('confirm', { token })).status).toBe(200);
  });

  it('keeps a stopped follow stopped when its old confirmation link is opened; a new ask starts it again', async () => {
    const { request } = await seedRequest(api.deps.stores);
    await follow(request.id, 'ida@example.org');
    const oldLink = tokenFrom(mailTo('ida@example.org')[0]!.body, 'confirm')!;
    expect((await post('confirm', { token: oldLink })).status).toBe(200);
    expect((await changeStatus(request.id, 'In Progress')).status).toBe(200);
    const stop = tokenFrom(mailTo('ida@example.org').at(-1)!.body, 'stop')!;
    expect((await post('stop', { token: stop })).status).toBe(200);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(0);

    offsetMs = DAY_MS;
    const reused = await post('confirm', { token: oldLink });
    expect(reused.status).toBe(410);
    expect(await reused.json()).toEqual({ error: { code: 'expired_link', message: FOLLOW_MESSAGES.expiredLink } });
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(0);

    // Asking again: the old link still answers nothing, the new one starts the follow again.
    offsetMs = DAY_MS + 60_000;
    await follow(request.id, 'ida@example.org');
    expect((await post('confirm', { token: oldLink })).status).toBe(410);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(0);
    const newLink = tokenFrom(mailTo('ida@example.org').at(-1)!.body, 'confirm')!;
    expect((await post('confirm', { token: newLink })).status).toBe(200);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it('tells active followers of a status change and a public comment, each e-mail with their one stop link', async () => {
    const { request } = await seedRequest(api.deps.stores, { category: 'Graffiti', address: '9 Oak Ave' });
    await followConfirmed(request.id, 'hal@example.org');
    await follow(request.id, 'pending@example.org');
    api.deps.providers.notifier.emails.length = 0;

    expect((await changeStatus(request.id, 'In Progress')).status).toBe(200);
    const [update] = mailTo('hal@example.org');
    expect(update).toMatchObject({
      subject: `Update: Graffiti (${formatReference(request.reference)})`,
      requestId: request.id,
    });
    expect(update!.body).toContain('Its status has been updated to "In Progress".');
    expect(update!.body).toContain(`Track the request: ${api.deps.place.threeOneOneUrl}/track/${request.id}`);
    expect(update!.body).toContain('Stop e-mails about this request: ');
    expect(mailTo('pending@example.org')).toEqual([]);

    const comment = await api.app.request(`/api/staff/requests/${request.id}/comments`, {
      method: 'POST',
      headers: staffHeaders(api.session),
      body: JSON.stringify({ text: 'Crew on Friday' }),
    });
    expect(comment.status).toBe(201);
    const second = mailTo('hal@example.org')[1]!;
    expect(second.body).toContain('A new public comment was added: "Crew on Friday"');
    // One stop token per follower and request, however many messages: the same link in each.
    expect(tokenFrom(second.body, 'stop')).toBe(tokenFrom(update!.body, 'stop'));
    expect(second.unsubscribeUrl).toBe(
      `${new URL(api.deps.place.threeOneOneUrl).origin}/api/follow/unsubscribe?token=${tokenFrom(second.body, 'stop')}`,
    );
    const submitterStop = tokenFrom(mailTo('rita@example.org').at(-1)!.body, 'stop');
    expect(submitterStop).not.toBe(tokenFrom(second.body, 'stop'));

    const stopped = await post('stop', { token: tokenFrom(second.body, 'stop') });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ requestId: request.id, message: FOLLOW_MESSAGES.stoppedFollower });
    // Stopping twice is no error.
    expect((await post('stop', { token: tokenFrom(update!.body, 'stop') })).status).toBe(200);
    await changeStatus(request.id, 'Resolved');
    expect(mailTo('hal@example.org')).toHaveLength(2);
    // The submitter was told all along.
    expect(mailTo('rita@example.org').map((mail) => mail.subject)).toEqual([
      `Update: ${request.id} (reference ${formatReference(request.reference)})`,
      `Update: ${request.id} (reference ${formatReference(request.reference)})`,
      `Update: ${request.id} (reference ${formatReference(request.reference)})`,
    ]);
  });

  it('sends the submitter one e-mail when they also follow their own request', async () => {
    const { request } = await seedRequest(api.deps.stores);
    await followConfirmed(request.id, 'Rita@example.org');
    api.deps.providers.notifier.emails.length = 0;
    await changeStatus(request.id, 'In Progress');
    expect(mailTo('rita@example.org').map((mail) => mail.subject)).toEqual([
      `Update: ${request.id} (reference ${formatReference(request.reference)})`,
    ]);
  });

  it("stops the submitter's e-mails and texts about that request from the link in their messages", async () => {
    const { request } = await seedRequest(api.deps.stores);
    const other = await seedRequest(api.deps.stores);
    await changeStatus(request.id, 'In Progress');
    const token = tokenFrom(mailTo('rita@example.org')[0]!.body, 'stop');
    expect(api.deps.providers.notifier.texts.at(-1)?.body).toContain('Reply STOP to opt out.');
    const stopped = await post('stop', { token });
    expect(await stopped.json()).toEqual({ requestId: request.id, message: FOLLOW_MESSAGES.stoppedSubmitter });
    api.deps.providers.notifier.emails.length = 0;
    api.deps.providers.notifier.texts.length = 0;
    await changeStatus(request.id, 'Resolved');
    expect(api.deps.providers.notifier.emails).toEqual([]);
    expect(api.deps.providers.notifier.texts).toEqual([]);
    await changeStatus(other.request.id, 'Resolved');
    expect(api.deps.providers.notifier.emails.map((mail) => mail.requestId)).toEqual([other.request.id]);
  });
});

describe('notifying never fails the change', () => {
  let broken: TestDeps;
  afterEach(() => broken.cleanup());

  it('still changes the status when the follow store fails', async () => {
    broken = await createTestDeps();
    const failing = {
      ...broken,
      stores: {
        ...broken.stores,
        follow: {
          ...broken.stores.follow,
          listActive: () => Promise.reject(new Error('store down')),
          submitterStopped: () => Promise.reject(new Error('store down')),
        },
      },
    };
    const brokenApp = createApp({ version: 'test', services: failing });
    const session = await signIn(brokenApp, (await addStaff(broken.stores, 'manager')).email);
    const { request } = await seedRequest(broken.stores);
    const res = await brokenApp.request(`/api/staff/requests/${request.id}/status`, {
      method: 'POST',
      headers: staffHeaders(session),
      body: JSON.stringify({ status: 'Closed' }),
    });
    expect(res.status).toBe(200);
    expect((await broken.stores.requests.get(request.id))?.status).toBe('Closed');
  });
});
