/** Changing your own password and reset links, through the API (docs/api.md#passwords). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { PASSWORD_MESSAGES } from '#domain/requests/staff-password.ts';
import {
  addStaff,
  cookieHeader,
  createClockedDeps,
  SAME_ORIGIN,
  signIn,
  staffHeaders,
  TEST_PASSWORD,
  type SignedIn,
} from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

const START = new Date('2026-11-21T14:00:00.000Z');
let now = START;
let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let worker: StaffProfile;

beforeEach(async () => {
  now = START;
  deps = await createClockedDeps(() => now);
  app = createApp({ version: 'test', services: deps, staff: { loginThrottle: { sleep: () => Promise.resolve() } } });
  worker = await addStaff(deps.stores, 'worker', { email: 'sam.lee@township.test' });
});

afterEach(async () => {
  await deps.cleanup();
});

const change = (session: SignedIn, body: unknown) =>
  app.request('/api/auth/password', { method: 'POST', headers: staffHeaders(session), body: JSON.stringify(body) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const dashboard = (cookie: string, csrfToken: string) =>
  app.request('/api/staff/dashboard', {
    headers: { ...staffHeaders(undefined), Cookie: cookie, 'X-CSRF-Token': csrfToken },
  });

describe('POST /api/auth/password', () => {
  it('changes the password, ends other sessions and keeps this browser signed in', async () => {
    const here = await signIn(app, worker.email);
    const elsewhere = await signIn(app, worker.email);
    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'a long river stone' });
    expect(res.status).toBe(200);
    const renewed = cookieHeader(res);
    const csrf = here.cookie.split('; ').find((pair) => pair.startsWith('township311_csrf='))!;
    expect((await dashboard(`${renewed}; ${csrf}`, here.csrfToken)).status).toBe(200);
    expect((await dashboard(elsewhere.cookie, elsewhere.csrfToken)).status).toBe(401);
    await expect(signIn(app, worker.email)).rejects.toThrow(/401/);
    await expect(signIn(app, worker.email, 'a long river stone')).resolves.toBeTruthy();
    const entries = await deps.stores.staffAudit.page({ limit: 5 });
    expect(entries.map((entry) => [entry.action, entry.actor.id, entry.subject.id])).toEqual([
      ['password-changed', worker.id, worker.id],
    ]);
  });

  it.each([
    [{ currentPassword: 'wrong one', newPassword: 'a long river stone' }, 403, PASSWORD_MESSAGES.currentWrong],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, 422, PASSWORD_MESSAGES.tooShort],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'Password123' }, 422, PASSWORD_MESSAGES.tooCommon],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'i am sam.lee!' }, 422, PASSWORD_MESSAGES.containsEmail],
    [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, 422, PASSWORD_MESSAGES.unchanged],
    [{ currentPassword: '', newPassword: 'a long river stone' }, 422, undefined],
    [{ idToken: 'x', newPassword: 'a long river stone' }, 400, undefined],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await change(await signIn(app, worker.email), body);
    expect(res.status).toBe(status);
    if (message) expect((await errorOf(res)).message).toBe(message);
  });

  it('is the one staff route a temporary password opens, and lifts the limit', async () => {
    await deps.stores.staff.setPassword(worker.id, 'temp-pass', { temporary: true });
    const session = await signIn(app, worker.email, 'temp-pass');
    expect((await dashboard(session.cookie, session.csrfToken)).status).toBe(403);
    const res = await change(session, { currentPassword: 'temp-pass', newPassword: 'a long river stone' });
    expect(((await res.json()) as { staff: StaffProfile }).staff.mustChangePassword).toBe(false);
    const next = await signIn(app, worker.email, 'a long river stone');
    expect(next.staff.mustChangePassword).toBe(false);
    expect((await dashboard(next.cookie, next.csrfToken)).status).toBe(200);
  });

  it('throttles guesses of the current password: 5 wrong, then 429', async () => {
    const session = await signIn(app, worker.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await change(session, { currentPassword: `wrong ${attempt}`, newPassword: 'a long river stone' })).status,
      ).toBe(403);
    }
    const refused = await change(session, { currentPassword: TEST_PASSWORD, newPassword: 'a long river stone' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('reset links: GET /api/auth/password-reset/:token and POST /api/auth/password-reset', () => {
  const use = (body: unknown) =>
    app.request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: JSON.stringify(body),
    });

  it('names the account, sets the password once, and ends its sessions', async () => {
    const session = await signIn(app, worker.email);
    const token = await deps.stores.staff.createResetToken(worker.id, new Date(now.getTime() + 86_400_000));
    const check = await app.request(`/api/auth/password-reset/${token}`);
    expect(await check.json()).toEqual({ email: worker.email, name: worker.name });
    expect((await use({ token, newPassword: 'a long river stone' })).status).toBe(200);
    expect((await dashboard(session.cookie, session.csrfToken)).status).toBe(401);
    await expect(signIn(app, worker.email, 'a long river stone')).resolves.toBeTruthy();
    const again = await use({ token, newPassword: 'another long one' });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await app.request(`/api/auth/password-reset/${token}`)).status).toBe(404);
    const actions = (await deps.stores.staffAudit.page({ limit: 5 })).map((entry) => entry.action);
    expect(actions).toEqual(['password-reset-used']);
  });

  it('refuses an expired link, a weak password (keeping the link) and a deactivated account', async () => {
    const token = await deps.stores.staff.createResetToken(worker.id, new Date(now.getTime() + 86_400_000));
    expect((await use({ token, newPassword: 'password' })).status).toBe(422);
    now = new Date(START.getTime() + 86_400_000);
    expect((await use({ token, newPassword: 'a long river stone' })).status).toBe(404);
    now = START;
    const fresh = await deps.stores.staff.createResetToken(worker.id, new Date(now.getTime() + 86_400_000));
    await deps.stores.staff.update(worker.id, { active: false });
    expect((await use({ token: fresh, newPassword: 'a long river stone' })).status).toBe(404);
  });

  it('refuses another site and malformed tokens', async () => {
    const crossSite = await app.request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ token: 'x'.repeat(43), newPassword: 'a long river stone' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await app.request('/api/auth/password-reset/bad%20token')).status).toBe(422);
  });
});
