/**
 * Sign-in limits on Firebase, where the API runs as several instances and staff sign in through
 * Firebase Auth: the throttle on the Firestore counters of two instances refuses the 6th wrong
 * password of one account from one address split across both; the sign-in route slows the 21st
 * failure from one address (with a stand-in token verifier always, with the Auth emulator when it
 * is there); on the Auth emulator the password change answers the embedded server's 429 after five
 * wrong proofs. Each as the embedded server, which counts in its memory, does.
 */
import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import type { StaffIdentity } from '../storage/ports.ts';
import { addStaff, SAME_ORIGIN, signIn, staffHeaders, TEST_PASSWORD } from '../testing/fixtures/staff.ts';
import { emulatorIdToken } from '../testing/helpers/auth-emulator.ts';
import { hasAuthEmulator } from '../testing/helpers/firebase-test-stores.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';
import { seen, useLimitServers, type LimitServers } from '../testing/helpers/two-instances.ts';

// 3:00 PM in the township (EST); windows of an hour end at 4:00 PM.
const limits = useLimitServers(Date.UTC(2025, 0, 5, 20));
const { time } = limits;
const servers = limits.open;

type App = LimitServers['one'];

describe('sign-in throttling counted in Firestore', () => {
  it('refuses the 6th wrong password of one account from one address, split across two instances', async () => {
    const { deps } = await servers({});
    const throttleOn = (deps?: TestDeps) =>
      createLoginThrottle({
        now: () => time.now,
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
    time.now += 60_000;
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
      time.now = Date.now();
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
