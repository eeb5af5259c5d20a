/**
 * The account life cycle on Firebase (Firestore and Firebase Auth on their emulators; skipped
 * without the Auth emulator, as `npm run test:firebase` runs it): a temporary password, the own
 * change proven by an ID token, deactivation disabling the login, and a reset link's password
 * reaching Firebase Auth, an admin's link and an e-mailed one (forgot-password) alike.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { emulatorIdToken } from '../testing/helpers/auth-emulator.ts';
import {
  addStaff,
  createClockedDeps,
  SAME_ORIGIN,
  signIn,
  staffHeaders,
  type SignedIn,
} from '../testing/fixtures/staff.ts';
import type { TestDeps } from '../testing/helpers/test-deps.ts';

describe.skipIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)('account life cycle with the Firebase Auth emulator', () => {
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let projectId: string;

  beforeEach(async () => {
    deps = await createClockedDeps(() => new Date(), 'firebase');
    app = createApp({
      version: 'test',
      services: deps,
      staff: { loginThrottle: { sleep: () => Promise.resolve() }, forgotPassword: { replyAfter: (work) => work } },
    });
    projectId = ((await (await app.request('/api/auth/options')).json()) as { firebase: { projectId: string } })
      .firebase.projectId;
    admin = await signIn(app, (await addStaff(deps.stores, 'admin')).email);
  });

  afterEach(async () => {
    await deps.cleanup();
  });

  const send = (method: string, path: string, body?: unknown, session: SignedIn = admin) =>
    app.request(path, {
      method,
      headers: staffHeaders(session),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const post = (path: string, body: unknown, session?: SignedIn) => send('POST', path, body, session);

  it('limits a temporary password, then takes the new one proven by an ID token', async () => {
    const created = await post('/api/admin/create-user', {
      name: 'Fay Firebase',
      email: 'fay@township.test',
      password: 'temp-pass',
      department: 'Health',
    });
    const { staff } = (await created.json()) as { staff: StaffProfile };
    const session = await signIn(app, staff.email, 'temp-pass');
    expect(session.staff.mustChangePassword).toBe(true);
    expect((await app.request('/api/staff/dashboard', { headers: staffHeaders(session) })).status).toBe(403);
    const idToken = await emulatorIdToken(projectId, staff.email, 'temp-pass');
    const changed = await post('/api/auth/password', { idToken, newPassword: 'a long river stone' }, session);
    expect(changed.status).toBe(200);
    await expect(emulatorIdToken(projectId, staff.email, 'temp-pass')).rejects.toThrow();
    expect((await signIn(app, staff.email, 'a long river stone')).staff.mustChangePassword).toBe(false);
    // Another member's token proves nothing.
    const other = await addStaff(deps.stores, 'worker');
    const wrong = await post(
      '/api/auth/password',
      {
        idToken: await emulatorIdToken(projectId, other.email, 'correct horse battery'),
        newPassword: 'another long one',
      },
      await signIn(app, staff.email, 'a long river stone'),
    );
    expect(wrong.status).toBe(403);
  });

  it('disables a deactivated login in Firebase Auth and enables it again', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    await signIn(app, worker.email);
    expect((await send('PUT', `/api/admin/users/${worker.id}/deactivated`)).status).toBe(200);
    await expect(signIn(app, worker.email)).rejects.toThrow();
    expect((await send('DELETE', `/api/admin/users/${worker.id}/deactivated`)).status).toBe(200);
    await expect(signIn(app, worker.email)).resolves.toBeTruthy();
  });

  it('sets the password of a reset link in Firebase Auth', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    const reply = await post(`/api/admin/users/${worker.id}/password-resets`, { method: 'link' });
    const { token } = (await reply.json()) as { token: string };
    const used = await app.request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SAME_ORIGIN },
      body: JSON.stringify({ token, newPassword: 'a long river stone' }),
    });
    expect(used.status).toBe(200);
    await expect(signIn(app, worker.email, 'a long river stone')).resolves.toBeTruthy();
  });

  it('e-mails a forgot-password link whose password reaches Firebase Auth and ends other sessions', async () => {
    const worker = await addStaff(deps.stores, 'worker');
    const elsewhere = await signIn(app, worker.email);
    const headers = { 'Content-Type': 'application/json', Origin: SAME_ORIGIN };
    const asked = await app.request('/api/auth/forgot-password', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: worker.email }),
    });
    expect(asked.status).toBe(202);
    const mail = deps.providers.notifier.emails.find((sent) => sent.to === worker.email);
    const token = /\/staff\/reset\/([\w-]{43})$/m.exec(mail?.body ?? '')?.[1] ?? '';
    const used = await app.request('/api/auth/password-reset', {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, newPassword: 'a long river stone' }),
    });
    expect(used.status).toBe(200);
    expect((await app.request('/api/auth/me', { headers: staffHeaders(elsewhere) })).status).toBe(401);
    await expect(emulatorIdToken(projectId, worker.email, 'a long river stone')).resolves.toBeTruthy();
  });
});
