/**
 * One-click unsubscribe through the API (docs/api.md#one-click-unsubscribe): the List-Unsubscribe
 * address of an e-mail stops its recipient's messages on the RFC 8058 POST and only on it; a GET,
 * another body or another content type changes nothing, and nothing answers with a 5xx.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { createApp } from '../app.ts';
import { announceUpdate } from '../services/request-updates.ts';
import { seedRequest } from '../testing/fixtures/staff.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';
import { createTestDeps } from '../testing/helpers/test-deps.ts';
import { ONE_CLICK_MESSAGES } from './follow-unsubscribe.ts';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const ONE_CLICK = 'List-Unsubscribe=One-Click';

const api = useTestApp();
beforeEach(() => {
  api.deps.providers.notifier.emails.length = 0;
});

/** A request with an active follower, and the update e-mails the follower and the submitter got. */
async function followedRequest() {
  const { request } = await seedRequest(api.deps.stores);
  const subscription = await api.deps.stores.follow.subscribe(request.id, 'fay@example.org');
  await api.deps.stores.follow.setSubscriptionStatus(subscription.id, 'active');
  await announceUpdate(api.deps, request, { kind: 'status', status: 'In Progress' });
  const mailTo = (to: string) =>
    api.deps.providers.notifier.emails.find((mail) => mail.requestId === request.id && mail.to === to)!;
  return { request, follower: mailTo('fay@example.org'), submitter: mailTo('rita@example.org') };
}

/** The path and query of a List-Unsubscribe address, as the app serves it. */
const pathOf = (url: string | undefined) => {
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
};

const oneClick = (url: string | undefined, init: RequestInit = { headers: FORM, body: ONE_CLICK }) =>
  api.app.request(pathOf(url), { method: 'POST', ...init });

describe('one-click unsubscribe', () => {
  it('ends the following on the RFC 8058 POST, at once and for good; a replay changes nothing more', async () => {
    const { request, follower } = await followedRequest();
    const origin = new URL(api.deps.place.threeOneOneUrl).origin;
    expect(follower.unsubscribeUrl?.startsWith(`${origin}/api/follow/unsubscribe?token=`)).toBe(true);
    expect(new URL(follower.unsubscribeUrl!).searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);

    const res = await oneClick(follower.unsubscribeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: FOLLOW_MESSAGES.stoppedFollower });
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(0);

    const replay = await oneClick(follower.unsubscribeUrl);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ message: FOLLOW_MESSAGES.stoppedFollower });
    api.deps.providers.notifier.emails.length = 0;
    await announceUpdate(api.deps, request, { kind: 'status', status: 'Resolved' });
    expect(api.deps.providers.notifier.emails.map((mail) => mail.to)).toEqual(['rita@example.org']);
  });

  it("stops the submitter's messages from a multipart one-click POST, as RFC 8058 prefers", async () => {
    const { request, submitter } = await followedRequest();
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const res = await oneClick(submitter.unsubscribeUrl, { body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: FOLLOW_MESSAGES.stoppedSubmitter });
    expect(await api.deps.stores.follow.submitterStopped(request.id)).toBe(true);
  });

  it('changes nothing on a GET: it leads to the stop screen, which asks first', async () => {
    const { request, follower } = await followedRequest();
    const token = new URL(follower.unsubscribeUrl!).searchParams.get('token')!;
    const res = await api.app.request(pathOf(follower.unsubscribeUrl));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${api.deps.place.threeOneOneUrl}/updates/stop?token=${token}`);
    expect((await api.app.request(pathOf(follower.unsubscribeUrl), { method: 'HEAD' })).status).toBe(303);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it.each([
    ['an unknown token', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['a cut token', (token: string) => token.slice(0, 20)],
    ['no token', () => null],
  ])('refuses %s as an invalid link', async (_name, change) => {
    const { request, follower } = await followedRequest();
    const url = new URL(follower.unsubscribeUrl!);
    const token = change(url.searchParams.get('token')!);
    if (token === null) url.searchParams.delete('token');
    else url.searchParams.set('token', token);
    const res = await oneClick(url.href);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'invalid_link', message: FOLLOW_MESSAGES.invalidLink } });
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it('refuses a token of another kind, such as the private follow-up link', async () => {
    const { request } = await seedRequest(api.deps.stores);
    const followUp = await api.deps.stores.follow.issueToken({
      kind: 'follow-up',
      requestId: request.id,
      subscriptionId: null,
      expiresAt: null,
    });
    const res = await oneClick(`http://x/api/follow/unsubscribe?token=${followUp}`);
    expect(res.status).toBe(404);
    expect(await api.deps.stores.follow.submitterStopped(request.id)).toBe(false);
  });

  it.each<[string, Record<string, string>, string]>([
    ['JSON', { 'Content-Type': 'application/json' }, JSON.stringify({ 'List-Unsubscribe': 'One-Click' })],
    ['plain text', { 'Content-Type': 'text/plain' }, ONE_CLICK],
    ['no content type', {}, ONE_CLICK],
  ])('refuses %s with 415, changing nothing', async (_name, headers, body) => {
    const { request, follower } = await followedRequest();
    const res = await oneClick(follower.unsubscribeUrl, { headers, body });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: 'unsupported_media_type', message: ONE_CLICK_MESSAGES.notForm },
    });
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it.each<[string, Record<string, string>, string]>([
    ['an empty form', FORM, ''],
    ['another value', FORM, 'List-Unsubscribe=one-click'],
    ['another field beside it', FORM, `${ONE_CLICK}&then=more`],
    ['the field twice', FORM, `${ONE_CLICK}&${ONE_CLICK}`],
    ['a multipart body without a boundary', { 'Content-Type': 'multipart/form-data' }, ONE_CLICK],
    [
      'a malformed multipart body',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data\r\n\r\nOne-Click\r\n',
    ],
  ])('refuses %s with 400, changing nothing', async (_name, headers, body) => {
    const { request, follower } = await followedRequest();
    const res = await oneClick(follower.unsubscribeUrl, { headers, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: ONE_CLICK_MESSAGES.notOneClick } });
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it('refuses a body over 2 KB before reading it', async () => {
    const { request, follower } = await followedRequest();
    const res = await oneClick(follower.unsubscribeUrl, { headers: FORM, body: `${ONE_CLICK}&x=${'a'.repeat(4096)}` });
    expect(res.status).toBe(413);
    expect(await api.deps.stores.follow.countActive(request.id)).toBe(1);
  });

  it('is not counted against the follow routes per client address, as mail providers share addresses', async () => {
    const limited = await createTestDeps({ limits: { followRateLimit: 1 } });
    const limitedApp = createApp({ version: 'test', services: limited });
    try {
      const statuses = [];
      for (let n = 0; n < 3; n += 1) {
        const res = await limitedApp.request(`/api/follow/unsubscribe?token=${'x'.repeat(43)}`, {
          method: 'POST',
          headers: FORM,
          body: ONE_CLICK,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([404, 404, 404]);
      const json = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token":"x"}' };
      expect((await limitedApp.request('/api/follow/stop', json)).status).toBe(404);
      expect((await limitedApp.request('/api/follow/stop', json)).status).toBe(429);
    } finally {
      await limited.cleanup();
    }
  });
});
