import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { SessionPolicy } from '../auth/session-policy.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import {
  addStaff,
  cookieHeader,
  createClockedDeps,
  SAME_ORIGIN,
  signIn,
  staffHeaders,
  TEST_PASSWORD,
} from '../testing/fixtures/staff.ts';
import type { StaffApiOptions } from './staff-api.ts';

let deps: TestDeps;
let offsetMs: number;
/** The sign-in delays the server asked for, in order: recorded, not waited out. */
let waits: number[];

async function setup(staff: StaffApiOptions = {}, trustProxyHops = 0) {
  offsetMs = 0;
  waits = [];
  deps = await createClockedDeps(() => new Date(Date.now() + offsetMs));
  deps.limits.trustProxyHops = trustProxyHops;
  const sleep = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return createApp({ version: 'test', services: deps, staff: { loginThrottle: { sleep }, ...staff } });
}

afterEach(async () => {
  await deps.cleanup();
});

/** What the Node adapter puts in c.env: the socket the request came from (http/client-address.ts). */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const login = (
  app: ReturnType<typeof createApp>,
  body: unknown,
  headers: Record<string, string> = {},
  address = '192.0.2.1',
) =>
  app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN, ...headers },
      body: JSON.stringify(body),
    },
    fromAddress(address),
  );

const me = (app: ReturnType<typeof createApp>, cookie: string) =>
  app.request('/api/auth/me', { headers: { Cookie: cookie } });

describe('POST /api/auth/login', () => {
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    app = await setup();
  });

  it('signs in, returns the profile and a CSRF token, and sets hardened cookies', async () => {
    const staff = await addStaff(deps.stores, 'manager', { name: 'Maria Lopez', email: 'maria@township.test' });
    const res = await login(app, { email: 'Maria@Township.test', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { staff: unknown; csrfToken: string; expiresAt: string };
    expect(body.staff).toEqual(staff);
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\/api(;|$)/);
      expect(cookie).not.toMatch(/; Secure/); // plain http in this test
      expect(cookie).toMatch(/; Max-Age=\d+/);
    }
    expect(cookies.find((c) => c.startsWith('township311_csrf='))).toContain(body.csrfToken);
    const session = cookies.find((c) => c.startsWith('township311_session='))!;
    expect(session).toMatch(/Max-Age=1800/);
    // The token is not the CSRF value and is stored only as a hash.
    expect(session).not.toContain(body.csrfToken);
  });

  it.each([
    ['https request', 'https://localhost/api/auth/login', {}, 'auto', 0, true],
    [
      'behind a trusted TLS proxy',
      'http://localhost/api/auth/login',
      { 'X-Forwarded-Proto': 'https' },
      'auto',
      1,
      true,
    ],
    [
      'X-Forwarded-Proto without TRUST_PROXY',
      'http://localhost/api/auth/login',
      { 'X-Forwarded-Proto': 'https' },
      'auto',
      0,
      false,
    ],
    ['plain http', 'http://localhost/api/auth/login', {}, 'auto', 0, false],
    ['forced on', 'http://localhost/api/auth/login', {}, 'always', 0, true],
    ['forced off', 'https://localhost/api/auth/login', {}, 'never', 0, false],
  ] as const)('sets Secure: %s', async (_name, url, headers, cookieSecure, hops, secure) => {
    await deps.cleanup();
    const policy: SessionPolicy = { idleMs: 1_800_000, absoluteMs: 43_200_000, renewAfterMs: 300_000, cookieSecure };
    app = await setup({ sessionPolicy: policy }, hops);
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    const res = await app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin, ...headers },
      body: JSON.stringify({ email: 'w@township.test', password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    for (const cookie of res.headers.getSetCookie()) expect(/; Secure/.test(cookie)).toBe(secure);
  });

  it.each([
    ['a wrong password', 'w@township.test', 'wrong password'],
    ['an unknown e-mail', 'nobody@township.test', TEST_PASSWORD],
  ])('refuses %s with the same 401 and no cookie', async (_name, email, password) => {
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    const res = await login(app, { email, password });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password.' } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a login that has no staff profile, without a session', async () => {
    const staff = await addStaff(deps.stores, 'worker', { email: 'orphan@township.test' });
    // With Firebase Auth a login can exist without its users document: hide the profile.
    const real = deps.stores.staff;
    deps.stores.staff = {
      ...real,
      getProfile: (id) => (id === staff.id ? Promise.resolve(null) : real.getProfile(id)),
    };
    const res = await login(app, { email: 'orphan@township.test', password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'forbidden', message: 'This login has no staff profile. Please contact an administrator.' },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('ends a session whose profile has since been removed', async () => {
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const real = deps.stores.staff;
    deps.stores.staff = { ...real, getProfile: () => Promise.resolve(null) };
    expect((await me(app, session.cookie)).status).toBe(401);
    deps.stores.staff = real;
    expect((await me(app, session.cookie)).status).toBe(401);
  });

  it.each([
    ['a cross-site Origin', { Origin: 'https://evil.example' }],
    ['a null Origin', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses %s with 403 (login CSRF)', async (_name, headers) => {
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    const res = await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, headers);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Cross-site requests are not allowed.',
    );
  });

  it.each([
    [{}, 422],
    [{ email: 'not an email', password: 'x' }, 422],
    [{ email: 'w@township.test', password: '' }, 422],
    [{ email: 'w@township.test', password: 'x'.repeat(129) }, 422],
  ])('rejects bad input %j with a JSON 4xx', async (body, status) => {
    const res = await login(app, body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });

  it('rotates: signing in again ends the session the browser presented', async () => {
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    const first = await signIn(app, 'w@township.test');
    const res = await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, { Cookie: first.cookie });
    expect(res.status).toBe(200);
    const second = cookieHeader(res);
    expect(second).not.toBe(first.cookie);
    expect((await me(app, first.cookie)).status).toBe(401);
    expect((await me(app, second)).status).toBe(200);
  });
});

describe('how staff sign in on the local backend', () => {
  it('announces the password method, and has no Firebase token exchange', async () => {
    const app = await setup();
    const options = await app.request('/api/auth/options');
    expect(options.status).toBe(200);
    expect(options.headers.get('Cache-Control')).toBe('no-store');
    expect(await options.json()).toEqual({ method: 'password' });
    const exchange = await app.request('/api/auth/firebase', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: JSON.stringify({ idToken: 'any' }),
    });
    expect(exchange.status).toBe(404);
    expect(((await exchange.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe('sign-in throttling', () => {
  const RATE_LIMITED = {
    error: { code: 'rate_limited', message: 'Too many failed sign-in attempts. Please wait and try again.' },
  };

  /** Wrong passwords from one address, spread over six accounts (at most four each, so no pair is refused). */
  async function failAcrossAccounts(app: ReturnType<typeof createApp>, count: number, address: string) {
    const targets = [];
    for (let i = 0; i < 6; i += 1)
      targets.push(await addStaff(deps.stores, 'worker', { email: `t${i}@township.test` }));
    for (let i = 0; i < count; i += 1) {
      const res = await login(app, { email: targets[i % targets.length]!.email, password: 'wrong' }, {}, address);
      expect(res.status).toBe(401);
    }
  }

  it("refuses the attacker's address for the account, while the owner signs in from another after a delay", async () => {
    const app = await setup();
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(app, { email: 'w@township.test', password: `wrong-${i}` }, {}, '203.0.113.66')).status).toBe(
        401,
      );
    }
    expect(waits).toEqual([]);
    // The owner, elsewhere: slowed by the account's failures, not refused.
    const owner = await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, {}, '198.51.100.7');
    expect(owner.status).toBe(200);
    expect(waits).toEqual([1000]);
    // The attacker's address is refused for this account before the password is checked, right or wrong.
    for (const password of ['wrong-5', TEST_PASSWORD]) {
      const res = await login(app, { email: 'W@township.test', password }, {}, '203.0.113.66');
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toBe(String(15 * 60));
      expect(await res.json()).toEqual(RATE_LIMITED);
    }
    expect(waits).toEqual([1000]);
    // Another account from the attacker's address is not refused by it.
    await addStaff(deps.stores, 'manager', { email: 'm@township.test' });
    expect((await login(app, { email: 'm@township.test', password: TEST_PASSWORD }, {}, '203.0.113.66')).status).toBe(
      200,
    );
    // After the window the pair may try again.
    offsetMs = 15 * 60_000 + 1000;
    expect((await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, {}, '203.0.113.66')).status).toBe(
      200,
    );
  });

  it("slows, and does not refuse, a colleague's right password behind an address with many failures", async () => {
    const app = await setup();
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    await failAcrossAccounts(app, 22, '192.0.2.50');
    expect(waits).toEqual([1000, 2000]);
    const res = await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, {}, '192.0.2.50');
    expect(res.status).toBe(200);
    expect(waits).toEqual([1000, 2000, 4000]);
    // Other addresses are not slowed by it.
    expect((await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, {}, '192.0.2.51')).status).toBe(
      200,
    );
    expect(waits).toHaveLength(3);
  });

  it('grows the delay with each failure of an account, up to 16 seconds, for right and wrong passwords alike', async () => {
    const app = await setup();
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    for (let i = 0; i < 11; i += 1) {
      expect((await login(app, { email: 'w@township.test', password: 'wrong' }, {}, `203.0.113.${i}`)).status).toBe(
        401,
      );
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000]);
    expect((await login(app, { email: 'w@township.test', password: TEST_PASSWORD }, {}, '198.51.100.7')).status).toBe(
      200,
    );
    expect(waits.at(-1)).toBe(16_000);
  });

  it('answers 429 beyond 10 sign-ins in flight from one address', async () => {
    const pending: (() => void)[] = [];
    const app = await setup({
      loginThrottle: { sleep: () => new Promise<void>((resolve) => pending.push(resolve)) },
    });
    const colleagues = [];
    for (let i = 0; i < 11; i += 1)
      colleagues.push(await addStaff(deps.stores, 'worker', { email: `c${i}@township.test` }));
    // 20 failures make every further attempt from the address wait, so attempts pile up in flight.
    await failAcrossAccounts(app, 20, '192.0.2.1');
    const signIn = (email: string) => Promise.resolve(login(app, { email, password: TEST_PASSWORD }));
    const waiting = colleagues.slice(0, 10).map((colleague) => signIn(colleague.email));
    await vi.waitFor(() => {
      expect(pending).toHaveLength(10);
    });
    const busy = await signIn(colleagues[10]!.email);
    expect(busy.status).toBe(429);
    // The ten in flight count as failures until answered: 30 from the address, so the wait is the cap.
    expect(busy.headers.get('Retry-After')).toBe('16');
    expect(await busy.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts at once. Please wait and try again.' },
    });
    for (const resolve of pending) resolve();
    expect((await Promise.all(waiting)).map((res) => res.status)).toEqual(Array<number>(10).fill(200));
    // Answered attempts free their places.
    const late = signIn(colleagues[10]!.email);
    await vi.waitFor(() => {
      expect(pending).toHaveLength(11);
    });
    pending[10]!();
    expect((await late).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const app = await setup();
    await addStaff(deps.stores, 'worker', { email: 'w@township.test' });
    for (let i = 0; i < 25; i += 1)
      expect((await login(app, { email: 'w@township.test', password: TEST_PASSWORD })).status).toBe(200);
    expect(waits).toEqual([]);
  });
});

describe('GET /api/auth/me and sessions', () => {
  it('returns the profile and the CSRF token of the session', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'developer', { name: 'Dev Eloper', department: 'Administration' });
    const session = await signIn(app, staff.email);
    const res = await me(app, session.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { staff: unknown; csrfToken: string };
    expect(body.staff).toEqual({
      id: staff.id,
      name: 'Dev Eloper',
      email: staff.email,
      department: 'Administration',
      role: 'developer',
      active: true,
      mustChangePassword: false,
    });
    expect(body.csrfToken).toBe(session.csrfToken);
  });

  it.each([
    ['no cookie', ''],
    ['an unknown token', 'township311_session=forged-token-value'],
  ])('answers 401 for %s', async (_name, cookie) => {
    const app = await setup();
    const res = await me(app, cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });

  it('ends a session after 30 idle minutes', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    offsetMs = 29 * 60_000;
    expect((await me(app, session.cookie)).status).toBe(200);
    offsetMs = 30 * 60_000;
    const res = await me(app, session.cookie);
    expect(res.status).toBe(401);
    // The browser is told to drop the cookies too.
    expect(res.headers.getSetCookie().some((c) => /^township311_session=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('renews an active session (new token, idle clock restarted) until the absolute end', async () => {
    const policy: SessionPolicy = {
      idleMs: 60 * 60_000,
      absoluteMs: 2 * 3_600_000,
      renewAfterMs: 10 * 60_000,
      cookieSecure: 'auto',
    };
    const app = await setup({ sessionPolicy: policy });
    const staff = await addStaff(deps.stores, 'worker');
    let cookie = (await signIn(app, staff.email)).cookie;
    const original = cookie;
    for (const minutes of [50, 100]) {
      offsetMs = minutes * 60_000;
      const res = await me(app, cookie);
      expect(res.status).toBe(200);
      const renewed = res.headers.getSetCookie().find((c) => c.startsWith('township311_session='));
      expect(renewed).toBeDefined();
      cookie = `${renewed!.split(';')[0]!}; ${cookie.split('; ').find((c) => c.startsWith('township311_csrf='))!}`;
    }
    expect(cookie).not.toBe(original);
    // The first token ran out on its own idle clock (created at 0, now 100 minutes).
    expect((await me(app, original)).status).toBe(401);
    offsetMs = 120 * 60_000;
    expect((await me(app, cookie)).status).toBe(401);
  });

  it('does not renew a fresh session on every request', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    offsetMs = 60_000;
    const res = await me(app, session.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears both cookies', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const res = await app.request('/api/auth/logout', { method: 'POST', headers: staffHeaders(session) });
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^township311_session=;.*Max-Age=0.*Path=\/api/.test(c))).toBe(true);
    expect(cleared.some((c) => /^township311_csrf=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await me(app, session.cookie)).status).toBe(401);
  });

  it.each([
    ['without the CSRF token', (h: Record<string, string>) => ({ ...h, 'X-CSRF-Token': '' })],
    ['with a wrong CSRF token', (h: Record<string, string>) => ({ ...h, 'X-CSRF-Token': 'x'.repeat(43) })],
    ['from another site', (h: Record<string, string>) => ({ ...h, Origin: 'https://evil.example' })],
  ])('refuses %s with 403 and keeps the session', async (_name, tamper) => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const session = await signIn(app, staff.email);
    const res = await app.request('/api/auth/logout', { method: 'POST', headers: tamper(staffHeaders(session)) });
    expect(res.status).toBe(403);
    expect((await me(app, session.cookie)).status).toBe(200);
  });

  it('is harmless without a session', async () => {
    const app = await setup();
    expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});
