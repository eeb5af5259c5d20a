/**
 * The limits on Firebase, where the API runs as several instances: two app instances on one
 * Firestore refuse the (limit+1)th anonymous submission, Open311 POST and sign-in attempt when the
 * attempts are split across both, with the same 429, message and Retry-After as the embedded
 * server (which counts in its memory). Sign-in on Firebase goes through Firebase Auth: the throttle
 * runs on the Firestore counters always, the sign-in route with a stand-in token verifier always
 * and with the Auth emulator when it is there, as does the password change (its 429 after five
 * wrong proofs of one account from one address).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import type { Limits } from '../deps.ts';
import type { StaffIdentity } from '../storage/ports.ts';
import { addStaff, SAME_ORIGIN, signIn, staffHeaders, TEST_PASSWORD } from '../testing/fixtures/staff.ts';
import { emulatorIdToken } from '../testing/helpers/auth-emulator.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import { hasAuthEmulator } from '../testing/helpers/firebase-test-stores.ts';
import { openTestDeps, type TestDeps } from '../testing/helpers/test-deps.ts';
import { openTwoInstances } from '../testing/helpers/two-instances.ts';

type App = ReturnType<typeof createApp>;

// 3:00 PM in the township (EST); windows of an hour end at 4:00 PM.
const NOW = new Date('2025-01-05T20:00:00Z').getTime();
let now = NOW;
const clock = () => new Date(now);

let opened: TestDeps[] = [];
afterEach(async () => {
  await Promise.all(opened.map((deps) => deps.cleanup()));
  opened = [];
});

/** The embedded server and two Firebase instances, with the same limits and clock. */
async function servers(limits: Partial<Limits>, sleep?: (ms: number) => Promise<void>) {
  now = NOW;
  const embedded = await openTestDeps({ clock, overrides: { limits: { trustProxyHops: 1, ...limits } } });
  const instances = await openTwoInstances({ clock, limits: { trustProxyHops: 1, ...limits } });
  opened.push(embedded, ...instances);
  const app = (deps: TestDeps) =>
    createApp({ version: 'test', services: deps, ...(sleep ? { staff: { loginThrottle: { sleep } } } : {}) });
  return { deps: { embedded, instances }, embedded: app(embedded), one: app(instances[0]), two: app(instances[1]) };
}

/** What a client sees of a reply. */
const seen = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('Retry-After'),
  body: await res.text(),
});

describe('limits shared by two instances on one Firestore', () => {
  it('refuse the (limit+1)th anonymous submission, as the embedded server does', async () => {
    const { embedded, one, two } = await servers({ submitRateLimit: 3, submitBrowserRateLimit: 0 });
    const post = (app: App, address = '203.0.113.9') =>
      app.request('/api/requests', {
        method: 'POST',
        body: submitForm(validFields()),
        headers: { 'X-Forwarded-For': address },
      });
    for (const app of [one, two, one, embedded, embedded, embedded]) expect((await post(app)).status).toBe(201);
    now += 20 * 60_000; // 3:20 PM
    const refused = await seen(await post(two));
    expect(refused).toEqual(await seen(await post(embedded)));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(40 * 60));
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many requests from this connection. Please try again after 4:00 PM.',
      },
    });
    expect((await post(one)).status).toBe(429);
    // Another address has its own count on every instance.
    expect((await post(one, '198.51.100.4')).status).toBe(201);
  });

  it('refuse the (limit+1)th Open311 POST per key and per address, as the embedded server does', async () => {
    const { deps, embedded, one, two } = await servers({ open311KeyRateLimit: 2, open311AddressRateLimit: 3 });
    const createdBy = { id: 'admin-1', name: 'Ada Admin' };
    const shared = await deps.instances[0].stores.apiKeys.create({ label: 'Data portal', createdBy });
    const local = await deps.embedded.stores.apiKeys.create({ label: 'Data portal', createdBy });
    const post = (app: App, apiKey: string) =>
      app.request('/api/open311/v2/requests.json', {
        method: 'POST',
        body: new URLSearchParams({
          api_key: apiKey,
          service_code: 'graffiti',
          address_string: '20 Main St',
          description: 'Paint on the underpass wall',
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.9' },
      });
    expect((await post(one, shared.secret)).status).toBe(200);
    expect((await post(two, shared.secret)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await post(embedded, local.secret)).status).toBe(200);
    now += 5 * 60_000;
    const byKey = await seen(await post(one, shared.secret));
    expect(byKey).toEqual(await seen(await post(embedded, local.secret)));
    expect(byKey.status).toBe(429);
    expect(byKey.retryAfter).toBe(String(55 * 60));
    expect(byKey.body).toContain('api_key');
    // The refused third POST still counted for the address, before its key was read: the fourth is over.
    const byAddress = await seen(await post(two, shared.secret));
    expect(byAddress).toEqual(await seen(await post(embedded, local.secret)));
    expect(byAddress.status).toBe(429);
    expect(byAddress.body).toContain('your address');
  });
});

describe('sign-in throttling counted in Firestore', () => {
  it('refuses the 6th wrong password of one account from one address, split across two instances', async () => {
    const { deps } = await servers({});
    const throttleOn = (deps?: TestDeps) =>
      createLoginThrottle({
        now: () => now,
        sleep: () => Promise.resolve(),
        ...(deps ? { counters: () => deps.stores.windowCounters } : {}),
      });
    const [first, second] = deps.instances.map(throttleOn);
    const embedded = throttleOn();
    const wrong = (throttle: ReturnType<typeof throttleOn>) =>
      throttle.attempt(
        { account: 'ada@township.test', address: '203.0.113.9' },
        () => Promise.resolve(false),
        (ok) => !ok,
      );
    for (let i = 0; i < 5; i++) {
      expect(await wrong(i % 2 ? first! : second!)).toEqual({ result: false });
      expect(await wrong(embedded)).toEqual({ result: false });
    }
    now += 60_000;
    const refused = await wrong(first!);
    expect(refused).toEqual({ refused: { allowed: false, reason: 'pair-limit', retryAfterSeconds: 14 * 60 } });
    expect(await wrong(embedded)).toEqual(refused);
    expect(await wrong(second!)).toEqual(refused);
  });

  /** A verifier that accepts no token: every exchange is a failure. */
  const refuseAll: StaffIdentity = {
    method: 'firebase',
    clientConfig: { apiKey: 'web-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
    verifyIdToken: () => Promise.resolve(null),
  };

  describe.each([
    { verifier: 'a stand-in token verifier', standIn: true, available: true },
    { verifier: 'the Firebase Auth emulator', standIn: false, available: hasAuthEmulator },
  ])('POST /api/auth/firebase with $verifier', ({ standIn, available }) => {
    it.runIf(available)('slows the 21st failure from one address, split across two instances', async () => {
      const waits: number[] = [];
      const { deps, embedded, one, two } = await servers({}, (ms) => {
        waits.push(ms);
        return Promise.resolve();
      });
      deps.embedded.stores.identity = refuseAll;
      if (standIn) for (const instance of deps.instances) instance.stores.identity = refuseAll;
      const exchange = (app: App, i: number) =>
        app.request('/api/auth/firebase', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN, 'X-Forwarded-For': '203.0.113.9' },
          body: JSON.stringify({ idToken: `forged-${i}` }),
        });
      for (let i = 0; i < 20; i++) expect((await exchange(i % 2 ? one : two, i)).status).toBe(401);
      expect(waits).toEqual([]);
      const slowed = await seen(await exchange(one, 20));
      expect(waits).toEqual([1000]);
      for (let i = 0; i < 20; i++) await exchange(embedded, i);
      expect(waits).toEqual([1000]);
      expect(await seen(await exchange(embedded, 20))).toEqual(slowed);
      expect(waits).toEqual([1000, 1000]);
    });
  });

  describe.skipIf(!hasAuthEmulator)('POST /api/auth/password with the Firebase Auth emulator', () => {
    it('refuses the 6th wrong proof of one account from one address, split across two instances', async () => {
      const { deps, embedded, one, two } = await servers({}, () => Promise.resolve());
      // ID tokens carry the real time, which the freshness rule compares with the clock.
      now = Date.now();
      const staff = await addStaff(deps.instances[0].stores, 'worker');
      const other = await addStaff(deps.instances[0].stores, 'worker');
      const local = await addStaff(deps.embedded.stores, 'worker');
      const options = (await (await one.request('/api/auth/options')).json()) as { firebase: { projectId: string } };
      const { projectId } = options.firebase;
      const session = await signIn(one, staff.email);
      const embeddedSession = await signIn(embedded, local.email);
      const wrongProof = {
        idToken: await emulatorIdToken(projectId, other.email, TEST_PASSWORD),
        newPassword: 'a long river stone',
      };
      const change = (app: App, body: unknown, signedIn = session) =>
        app.request('/api/auth/password', {
          method: 'POST',
          headers: { ...staffHeaders(signedIn), 'X-Forwarded-For': '203.0.113.9' },
          body: JSON.stringify(body),
        });
      const wrongLocally = { currentPassword: 'not the password', newPassword: 'a long river stone' };
      for (let i = 0; i < 5; i++) {
        // The session lives in Firestore, so either instance serves it.
        expect((await change(i % 2 ? one : two, wrongProof)).status).toBe(403);
        expect((await change(embedded, wrongLocally, embeddedSession)).status).toBe(403);
      }
      const refused = await seen(await change(two, wrongProof));
      const refusedLocally = await seen(await change(embedded, wrongLocally, embeddedSession));
      expect(refused.status).toBe(429);
      expect(refused.body).toBe(refusedLocally.body);
      expect(JSON.parse(refused.body)).toEqual({
        error: { code: 'rate_limited', message: 'Too many wrong passwords. Please wait and try again.' },
      });
      for (const { retryAfter } of [refused, refusedLocally]) expect(Number(retryAfter)).toBeGreaterThan(14 * 60);
    });
  });
});
