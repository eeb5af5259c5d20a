/**
 * A staff session is one family of tokens (auth/sessions.ts): renewal retires the old token after a
 * short grace, and sign-out, account deletion and expiry end every token at once. Open live feeds
 * of a session close the moment it ends, without waiting for a heartbeat, and send nothing after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { SessionPolicy } from '../auth/session-policy.ts';
import { RENEWAL_GRACE_MS } from '../auth/sessions.ts';
import {
  addStaff,
  createClockedDeps,
  seedRequest,
  signIn,
  staffHeaders,
  type SignedIn,
} from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

let deps: TestDeps;
let offsetMs = 0;

/** A heartbeat far longer than any wait here: a feed that closes did so because the session ended. */
const HEARTBEAT_MS = 60_000;
const POLICY: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  renewAfterMs: 5 * 60_000,
  cookieSecure: 'auto',
};

async function setup(policy: SessionPolicy = POLICY, clock: () => Date = () => new Date(Date.now() + offsetMs)) {
  offsetMs = 0;
  deps = await createClockedDeps(clock);
  return createApp({
    version: 'test',
    services: deps,
    staff: { sessionPolicy: policy, feedHeartbeatMs: HEARTBEAT_MS },
  });
}

afterEach(async () => {
  await deps.cleanup();
});

type App = Awaited<ReturnType<typeof setup>>;

const me = (app: App, session: SignedIn) => app.request('/api/auth/me', { headers: staffHeaders(session) });
const logout = (app: App, session: SignedIn) =>
  app.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(session) });

/** The same session with the cookie a renewal sent back. */
function withRenewedCookie(session: SignedIn, res: Response): SignedIn {
  const renewed = res.headers.getSetCookie().find((line) => line.startsWith('township311_session='));
  if (!renewed) throw new Error('the session was not renewed');
  const csrf = session.cookie.split('; ').find((pair) => pair.startsWith('township311_csrf='))!;
  return { ...session, cookie: `${renewed.split(';')[0]!}; ${csrf}` };
}

/** Signs in, then renews once: the renewed session and the token it retired. */
async function renewedSession(app: App) {
  const staff = await addStaff(deps.stores, 'worker');
  const first = await signIn(app, staff.email);
  offsetMs = POLICY.renewAfterMs + 1000;
  const res = await me(app, first);
  expect(res.status).toBe(200);
  return { staff, old: first, current: withRenewedCookie(first, res) };
}

describe('renewal retires the old token', () => {
  it('accepts the old token during the grace, without renewing it again, and never after', async () => {
    const app = await setup();
    const { old, current } = await renewedSession(app);
    offsetMs += RENEWAL_GRACE_MS - 5000;
    const inGrace = await me(app, old);
    expect(inGrace.status).toBe(200);
    expect(inGrace.headers.getSetCookie()).toEqual([]);
    offsetMs += 10_000;
    expect((await me(app, old)).status).toBe(401);
    // The session itself goes on with its current token.
    expect((await me(app, current)).status).toBe(200);
  });

  it('cannot keep a copied cookie alive by renewing it', async () => {
    const app = await setup();
    const { old } = await renewedSession(app);
    offsetMs += POLICY.renewAfterMs + 1000;
    expect((await me(app, old)).status).toBe(401);
  });
});

describe('ending a session ends every token of it', () => {
  it('sign-out with the current token ends the retired one still in its grace', async () => {
    const app = await setup();
    const { old, current } = await renewedSession(app);
    expect((await logout(app, current)).status).toBe(204);
    expect((await me(app, old)).status).toBe(401);
    expect((await me(app, current)).status).toBe(401);
  });

  it('sign-out with the retired token ends the current one too', async () => {
    const app = await setup();
    const { old, current } = await renewedSession(app);
    expect((await logout(app, old)).status).toBe(204);
    expect((await me(app, current)).status).toBe(401);
  });

  it('idle expiry ends the whole session', async () => {
    const app = await setup();
    const { old, current } = await renewedSession(app);
    offsetMs += POLICY.idleMs; // at least the idle limit after the renewal, however fast the machine
    expect((await me(app, current)).status).toBe(401);
    // A moment earlier the current token would have been within its limit: the session found over
    // was ended, every token of it, and nothing revives it.
    offsetMs -= 1_000;
    expect((await me(app, current)).status).toBe(401);
    expect((await me(app, old)).status).toBe(401);
  });

  it('account deletion ends every session of the member', async () => {
    const app = await setup();
    const { staff, old, current } = await renewedSession(app);
    const admin = await addStaff(deps.stores, 'admin');
    const adminSession = await signIn(app, admin.email);
    const res = await app.request(`/api/admin/delete-user`, {
      method: 'POST',
      headers: staffHeaders(adminSession),
      body: JSON.stringify({ uid: staff.id }),
    });
    expect(res.status).toBe(200);
    expect((await me(app, old)).status).toBe(401);
    expect((await me(app, current)).status).toBe(401);
  });
});

/** Reads a live feed: its text so far, and whether it ended within `ms`. */
async function openFeed(app: App, session: SignedIn) {
  const res = await app.request('/api/staff/events', { headers: staffHeaders(session) });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
    ended = true;
  })();
  const until = async (what: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!what() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return what();
  };
  await until(() => text.includes('event: ready'), 2000);
  return {
    text: () => text,
    endsWithin: (ms: number) => until(() => ended, ms),
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pump.catch(() => undefined);
    },
  };
}

describe('the staff live feed ends with its session', () => {
  it('closes at once on sign-out, and a later internal note is not sent', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const colleague = await signIn(app, (await addStaff(deps.stores, 'manager')).email);
    const { request } = await seedRequest(deps.stores);
    const feed = await openFeed(app, session);
    expect(feed.text()).toContain('event: ready');
    expect((await logout(app, session)).status).toBe(204);
    expect(await feed.endsWithin(1000)).toBe(true);
    const note = await app.request(`/api/staff/requests/${request.id}/notes`, {
      method: 'POST',
      headers: staffHeaders(colleague),
      body: JSON.stringify({ text: 'AFTER-SIGN-OUT-NOTE' }),
    });
    expect(note.status).toBe(201);
    expect(feed.text()).not.toContain('AFTER-SIGN-OUT-NOTE');
    await feed.close();
  });

  it("closes at once when the member's account is deleted, before a new internal note reaches it", async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const admin = await signIn(app, (await addStaff(deps.stores, 'admin')).email);
    const { request } = await seedRequest(deps.stores);
    const feed = await openFeed(app, session);
    const deleted = await app.request('/api/admin/delete-user', {
      method: 'POST',
      headers: staffHeaders(admin),
      body: JSON.stringify({ uid: staff.id }),
    });
    expect(deleted.status).toBe(200);
    expect(await feed.endsWithin(1000)).toBe(true);
    await app.request(`/api/staff/requests/${request.id}/notes`, {
      method: 'POST',
      headers: staffHeaders(admin),
      body: JSON.stringify({ text: 'AFTER-DELETION-NOTE' }),
    });
    expect(feed.text()).not.toContain('AFTER-DELETION-NOTE');
    await feed.close();
  });

  it('sends no event once the session is past its idle limit, and closes at that limit', async () => {
    // Real time here: the feed's own timer must fire at the idle limit, with nobody calling in.
    const idle: SessionPolicy = { ...POLICY, idleMs: 600, renewAfterMs: 100_000 };
    const app = await setup(idle, () => new Date());
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const feed = await openFeed(app, session);
    expect(await feed.endsWithin(200)).toBe(false);
    expect(await feed.endsWithin(2000)).toBe(true);
    await feed.close();
  });

  it('checks the session before every event, so a session ended elsewhere gets nothing', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const { request } = await seedRequest(deps.stores);
    const feed = await openFeed(app, session);
    // Past the idle limit as the server's clock sees it; no request and no timer has noticed yet.
    offsetMs = POLICY.idleMs + 1000;
    await deps.stores.requests.update(request.id, {
      internalNotes: [{ timestamp: new Date().toISOString(), text: 'AFTER-IDLE-NOTE', user: 'Someone', userId: 'x' }],
    });
    expect(await feed.endsWithin(1000)).toBe(true);
    expect(feed.text()).not.toContain('AFTER-IDLE-NOTE');
    await feed.close();
  });
});
