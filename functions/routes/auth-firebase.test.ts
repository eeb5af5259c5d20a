/**
 * Staff sign-in with Firebase Authentication (POST /api/auth/firebase, GET /api/auth/options).
 * The route's own rules (freshness, profile, throttling, same origin, input) run always, with a
 * stand-in token verifier on the local stores; the real exchange (ID tokens from the Auth
 * emulator, checked by firebase-admin, profiles in Firestore) runs when the emulator is there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { openFirebaseApp, type FirebaseHandles } from '../storage/firebase/firebase-app.ts';
import type { FirebaseClientConfig, StaffIdentity } from '../storage/ports.ts';
import { emulatorIdToken } from '../testing/helpers/auth-emulator.ts';
import { addStaff, createClockedDeps, SAME_ORIGIN, TEST_PASSWORD } from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { LOGIN_BUSY_MESSAGE, NO_PROFILE_MESSAGE, STALE_SIGN_IN_MESSAGE, USE_FIREBASE_MESSAGE } from './auth.ts';

type App = ReturnType<typeof createApp>;

let deps: TestDeps;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

afterEach(async () => {
  offsetMs = 0;
  await deps.cleanup();
});

const exchange = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/auth/firebase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

const CONFIG: FirebaseClientConfig = { apiKey: 'web-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };

/** A verifier that accepts `uid@<ms>` (the uid, signed in at that time) and nothing else. */
const standIn: StaffIdentity = {
  method: 'firebase',
  clientConfig: CONFIG,
  verifyIdToken: (token) => {
    const match = /^(.+)@(\d+)$/.exec(token);
    return Promise.resolve(match ? { uid: match[1]!, email: null, authTime: new Date(Number(match[2])) } : null);
  },
};

describe('with a stand-in token verifier', () => {
  /** The sign-in delays the server asked for: recorded, not waited out. */
  let waits: number[] = [];
  const record = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };

  async function setup(sleep = record) {
    waits = [];
    deps = await createClockedDeps(clock);
    deps.stores.identity = standIn;
    return createApp({ version: 'test', services: deps, staff: { loginThrottle: { sleep } } });
  }

  it('tells the portal to use Firebase Authentication, with the web config', async () => {
    const app = await setup();
    const res = await app.request('/api/auth/options');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ method: 'firebase', firebase: CONFIG });
  });

  it('turns a fresh sign-in into our session, with the role from the profile', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'manager');
    const res = await exchange(app, { idToken: `${staff.id}@${Date.now() - 60_000}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { staff: unknown; csrfToken: string; expiresAt: string };
    expect(body.staff).toEqual(staff);
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(res.headers.getSetCookie()).toHaveLength(2);
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const me = await app.request('/api/auth/me', { headers: { Cookie: cookie } });
    expect(((await me.json()) as { staff: { role: string } }).staff.role).toBe('manager');
  });

  it('refuses a sign-in older than 5 minutes', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const res = await exchange(app, { idToken: `${staff.id}@${Date.now() - 5 * 60_000 - 1000}` });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: STALE_SIGN_IN_MESSAGE });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a token that does not verify, and a login without a profile', async () => {
    const app = await setup();
    const invalid = await exchange(app, { idToken: 'forged' });
    expect(invalid.status).toBe(401);
    expect((await errorOf(invalid)).message).toBe('Invalid email or password.');
    const orphan = await exchange(app, { idToken: `no-such-profile@${Date.now()}` });
    expect(orphan.status).toBe(403);
    expect(await errorOf(orphan)).toEqual({ code: 'forbidden', message: NO_PROFILE_MESSAGE });
    expect(orphan.headers.getSetCookie()).toEqual([]);
  });

  it('slows an address after 20 failures, and does not refuse a good token from it', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    for (let i = 0; i < 21; i += 1) expect((await exchange(app, { idToken: `bad-${i}` })).status).toBe(401);
    expect(waits).toEqual([1000]);
    const res = await exchange(app, { idToken: `${staff.id}@${Date.now()}` });
    expect(res.status).toBe(200);
    expect(waits).toEqual([1000, 2000]);
    // After the window the address is not slowed.
    offsetMs = 15 * 60_000 + 1000;
    expect((await exchange(app, { idToken: `${staff.id}@${clock().getTime()}` })).status).toBe(200);
    expect(waits).toHaveLength(2);
  });

  it('answers 429 with Retry-After beyond 10 exchanges in flight from one address', async () => {
    const pending: (() => void)[] = [];
    const app = await setup(() => new Promise<void>((resolve) => pending.push(resolve)));
    const staff = await addStaff(deps.stores, 'worker');
    for (let i = 0; i < 20; i += 1) expect((await exchange(app, { idToken: `bad-${i}` })).status).toBe(401);
    const waiting = Array.from({ length: 10 }, () =>
      Promise.resolve(exchange(app, { idToken: `${staff.id}@${Date.now()}` })),
    );
    await vi.waitFor(() => {
      expect(pending).toHaveLength(10);
    });
    const busy = await exchange(app, { idToken: `${staff.id}@${Date.now()}` });
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await errorOf(busy)).toEqual({ code: 'rate_limited', message: LOGIN_BUSY_MESSAGE });
    for (const resolve of pending) resolve();
    expect((await Promise.all(waiting)).map((res) => res.status)).toEqual(Array<number>(10).fill(200));
  });

  it('refuses cross-site requests before looking at the token', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const good = { idToken: `${staff.id}@${Date.now()}` };
    expect((await exchange(app, good, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await exchange(app, good, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('validates the body: a token is required and bounded', async () => {
    const app = await setup();
    expect((await exchange(app, {})).status).toBe(422);
    expect((await exchange(app, { idToken: '' })).status).toBe(422);
    expect((await exchange(app, { idToken: 'x'.repeat(9000) })).status).toBe(422);
    const malformed = await app.request('/api/auth/firebase', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: '{',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers a password sign-in with a clear 400', async () => {
    const app = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: JSON.stringify({ email: staff.email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(USE_FIREBASE_MESSAGE);
  });
});

describe.skipIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)('with the Firebase Auth emulator', () => {
  let admin: FirebaseHandles | undefined;
  afterEach(async () => {
    await admin?.close();
    admin = undefined;
  });

  /** The app on the Firebase backend, and an admin handle on the same (fresh) project. */
  async function setup() {
    deps = await createClockedDeps(clock, 'firebase');
    const app = createApp({ version: 'test', services: deps });
    const options = (await (await app.request('/api/auth/options')).json()) as {
      method: string;
      firebase: FirebaseClientConfig;
    };
    expect(options.method).toBe('firebase');
    const { projectId } = options.firebase;
    admin = openFirebaseApp({ projectId, storageBucket: `${projectId}.appspot.com`, clientConfig: options.firebase });
    const token = (email: string, password = TEST_PASSWORD) => emulatorIdToken(projectId, email, password);
    return { app, admin, token, projectId };
  }

  it('exchanges a fresh ID token for our session; the role comes from users/{uid}', async () => {
    const { app, token } = await setup();
    const staff = await addStaff(deps.stores, 'admin');
    const res = await exchange(app, { idToken: await token(staff.email) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { staff: unknown }).staff).toEqual(staff);
    expect(res.headers.getSetCookie()).toHaveLength(2);
  });

  it('refuses a token whose sign-in is more than 5 minutes old', async () => {
    const { app, token } = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const idToken = await token(staff.email);
    // The token itself lives an hour; only our freshness rule refuses it.
    offsetMs = 6 * 60_000;
    const res = await exchange(app, { idToken });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(STALE_SIGN_IN_MESSAGE);
  });

  it('refuses a token of a revoked or deleted user', async () => {
    const { app, admin, token } = await setup();
    const revoked = await addStaff(deps.stores, 'worker');
    const deleted = await addStaff(deps.stores, 'worker');
    const revokedToken = await token(revoked.email);
    const deletedToken = await token(deleted.email);
    // Revocation is kept in whole seconds: wait for the next one so the token predates it.
    await new Promise((wait) => setTimeout(wait, 1100));
    await admin.auth.revokeRefreshTokens(revoked.id);
    expect((await exchange(app, { idToken: revokedToken })).status).toBe(401);
    expect(await deps.stores.staff.delete(deleted.id)).toBe(true);
    expect((await exchange(app, { idToken: deletedToken })).status).toBe(401);
  });

  it('refuses a Firebase login that has no staff profile with 403', async () => {
    const { app, admin, token } = await setup();
    await admin.auth.createUser({ email: 'outsider@township.test', password: TEST_PASSWORD });
    const res = await exchange(app, { idToken: await token('outsider@township.test') });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(NO_PROFILE_MESSAGE);
  });

  it('refuses forged tokens: garbage, a tampered payload, another project', async () => {
    const { app, projectId } = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    expect((await exchange(app, { idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' })).status).toBe(401);
    // The emulator's tokens are unsigned, so firebase-admin (talking to the emulator) skips the
    // signature check; what it still checks is tested here: audience, issuer and the user.
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: staff.id, user_id: staff.id, auth_time: now, iat: now, exp: now + 3600 };
    const unsigned = (payload: object) =>
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    const otherProject = { ...claims, aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' };
    expect((await exchange(app, { idToken: unsigned(otherProject) })).status).toBe(401);
    const expired = { ...claims, aud: projectId, iss: `https://securetoken.google.com/${projectId}`, exp: now - 10 };
    expect((await exchange(app, { idToken: unsigned(expired) })).status).toBe(401);
  });

  it('refuses cross-site requests and answers /login with 400', async () => {
    const { app, token } = await setup();
    const staff = await addStaff(deps.stores, 'worker');
    const idToken = await token(staff.email);
    expect((await exchange(app, { idToken }, { Origin: 'https://evil.example' })).status).toBe(403);
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: JSON.stringify({ email: staff.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(400);
  });
});
