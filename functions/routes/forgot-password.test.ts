/** "Forgot your password?" through the API (docs/api.md#passwords, docs/product.md#311-forgot-your-password). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { FORGOT_PASSWORD, FORGOT_PASSWORD_MESSAGES } from '#domain/requests/forgot-password.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { addStaff, createClockedDeps, SAME_ORIGIN, signIn, staffHeaders } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { REPLY_AFTER_MS } from './forgot-password.ts';

const START = new Date('2026-11-21T14:00:00.000Z');
let now = START;
let deps: TestDeps;
let app: ReturnType<typeof createApp>;
let worker: StaffProfile;

/** The app, replying once the work is done (so its e-mail can be read) unless told to wait as in production. */
const appWith = (replyAfter?: (work: Promise<void>) => Promise<void>) =>
  createApp({
    version: 'test',
    services: deps,
    staff: { loginThrottle: { sleep: () => Promise.resolve() }, forgotPassword: replyAfter ? { replyAfter } : {} },
  });

beforeEach(async () => {
  now = START;
  deps = await createClockedDeps(() => now);
  // One proxy of ours, so each test names the client address in X-Forwarded-For.
  deps.limits = { ...deps.limits, trustProxyHops: 1 };
  app = appWith((work) => work);
  worker = await addStaff(deps.stores, 'worker', { email: 'sam.lee@township.test' });
});

afterEach(async () => {
  await deps.cleanup();
});

const ask = (body: unknown, client = '203.0.113.7', on = app) =>
  on.request('/api/auth/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN, 'X-Forwarded-For': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const use = (token: string, newPassword: string) =>
  app.request('/api/auth/password-reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
    body: JSON.stringify({ token, newPassword }),
  });
const answerOf = async (res: Response) => ({ status: res.status, body: await res.text() });
const mails = () => deps.providers.notifier.emails;
/** The token of the link in the last e-mail. */
const tokenOfLastMail = () => /\/staff\/reset\/([\w-]{43})$/m.exec(mails().at(-1)?.body ?? '')?.[1] ?? '';
const dashboard = (session: Awaited<ReturnType<typeof signIn>>) =>
  app.request('/api/staff/dashboard', { headers: staffHeaders(session) });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a staff address, an unknown one and a deactivated one; only the first gets mail', async () => {
    const retired = await addStaff(deps.stores, 'manager', { email: 'retired@township.test' });
    await deps.stores.staff.update(retired.id, { active: false });
    const known = await answerOf(await ask({ email: ' Sam.Lee@Township.test ' }));
    const unknown = await answerOf(await ask({ email: 'nobody@township.test' }));
    const deactivated = await answerOf(await ask({ email: retired.email }));
    expect(known).toEqual({ status: 202, body: JSON.stringify({ message: FORGOT_PASSWORD_MESSAGES.sent }) });
    expect(unknown).toEqual(known);
    expect(deactivated).toEqual(known);
    expect(mails().map((mail) => mail.to)).toEqual([worker.email]);
    const [mail] = mails();
    expect(mail?.subject).toMatch(/^Set a new password for .+ 311$/);
    expect(mail?.body).toContain(`${deps.place.threeOneOneUrl}/staff/reset/`);
    expect(mail?.body).toContain('within 1 hour');
    expect(mail?.body).toContain('If you did not ask for this, ignore this email');
    const entries = await deps.stores.staffAudit.page({ limit: 5 });
    expect(entries.map((entry) => [entry.action, entry.actor.id, entry.subject.id, entry.to])).toEqual([
      ['password-reset-issued', worker.id, worker.id, 'email'],
    ]);
  });

  it('ends no session when asked; using the link sets the password once and ends every session', async () => {
    const here = await signIn(app, worker.email);
    const elsewhere = await signIn(app, worker.email);
    await ask({ email: worker.email });
    expect((await dashboard(here)).status).toBe(200);
    const token = tokenOfLastMail();
    expect((await app.request(`/api/auth/password-reset/${token}`)).status).toBe(200);
    expect((await use(token, 'a long river stone')).status).toBe(200);
    expect((await dashboard(here)).status).toBe(401);
    expect((await dashboard(elsewhere)).status).toBe(401);
    await expect(signIn(app, worker.email, 'a long river stone')).resolves.toBeTruthy();
    expect((await use(token, 'another long password')).status).toBe(404);
  });

  it('ends the link after an hour, and a newer link ends the older one', async () => {
    await ask({ email: worker.email });
    const first = tokenOfLastMail();
    await ask({ email: worker.email });
    const second = tokenOfLastMail();
    expect(second).not.toBe(first);
    expect((await app.request(`/api/auth/password-reset/${first}`)).status).toBe(404);
    now = new Date(START.getTime() + FORGOT_PASSWORD.linkTtlMs);
    expect((await use(second, 'a long river stone')).status).toBe(404);
  });

  it(`refuses a ${FORGOT_PASSWORD.perEmailPerHour + 1}th request for one address within the hour, from anywhere`, async () => {
    for (let n = 0; n < FORGOT_PASSWORD.perEmailPerHour; n += 1) {
      expect((await ask({ email: worker.email }, `198.51.100.${n}`)).status).toBe(202);
    }
    const refused = await ask({ email: worker.email }, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      FORGOT_PASSWORD_MESSAGES.tooMany,
    );
    expect(mails()).toHaveLength(FORGOT_PASSWORD.perEmailPerHour);
    expect((await ask({ email: 'someone.else@township.test' }, '198.51.100.99')).status).toBe(202);
    now = new Date(START.getTime() + FORGOT_PASSWORD.windowMs);
    expect((await ask({ email: worker.email }, '198.51.100.99')).status).toBe(202);
  });

  it(`refuses a client address its ${FORGOT_PASSWORD.perClientPerHour + 1}th request within the hour`, async () => {
    for (let n = 0; n < FORGOT_PASSWORD.perClientPerHour; n += 1) {
      expect((await ask({ email: `person${n}@township.test` })).status).toBe(202);
    }
    const refused = await ask({ email: worker.email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(FORGOT_PASSWORD.windowMs / 1000));
    expect(mails()).toHaveLength(0);
    // Refused there, the address's own allowance is untouched.
    expect((await ask({ email: worker.email }, '192.0.2.1')).status).toBe(202);
    expect(mails()).toHaveLength(1);
  });

  it.each([
    ['no address', {}, 422],
    ['a malformed address', { email: 'not an address' }, 422],
    ['an address too long', { email: `${'a'.repeat(250)}@example.org` }, 422],
    ['malformed JSON', '{"email":', 400],
    ['a body too large', { email: 'x'.repeat(100_000) }, 413],
  ])('refuses %s with %i', async (_name, body, status) => {
    const res = await ask(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    expect(mails()).toHaveLength(0);
  });

  it('refuses another site', async () => {
    const res = await app.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email: worker.email }),
    });
    expect(res.status).toBe(403);
    expect(mails()).toHaveLength(0);
  });

  it('waits the same fixed time for a staff address as for an unknown one', async () => {
    const production = appWith();
    for (const email of [worker.email, 'nobody@township.test']) {
      const started = performance.now();
      expect((await ask({ email }, '203.0.113.8', production)).status).toBe(202);
      expect(performance.now() - started).toBeGreaterThanOrEqual(REPLY_AFTER_MS - 5);
    }
  });
});
