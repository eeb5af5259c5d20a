/** ID-token checks with the Auth emulator: fresh, revoked, deleted, forged and foreign tokens. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '../../testing/helpers/auth-emulator.ts';
import { firebaseTestOptions, hasAuthEmulator } from '../../testing/helpers/firebase-test-stores.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import { createFirebaseIdentity } from './firebase-identity.ts';

const unsignedToken = (claims: object) =>
  [{ alg: 'none', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

describe.skipIf(!hasAuthEmulator)('Firebase identity (Auth emulator)', () => {
  let handles: FirebaseHandles;
  let options: ReturnType<typeof firebaseTestOptions>;
  let identity: ReturnType<typeof createFirebaseIdentity>;

  beforeEach(() => {
    options = firebaseTestOptions();
    handles = openFirebaseApp(options);
    identity = createFirebaseIdentity({ auth: handles.auth, clientConfig: options.clientConfig });
  });
  afterEach(() => handles.close());

  it('names the method and hands the browser its config', () => {
    expect(identity.method).toBe('firebase');
    expect(identity.clientConfig).toEqual(options.clientConfig);
  });

  it('answers uid, e-mail and the time of sign-in for a fresh token', async () => {
    const user = await handles.auth.createUser({ email: 'kim@example.org', password: 'secret password' });
    const before = Date.now();
    const token = await emulatorIdToken(options.projectId, 'kim@example.org', 'secret password');
    const claims = await identity.verifyIdToken(token);
    expect(claims).toMatchObject({ uid: user.uid, email: 'kim@example.org' });
    expect(Math.abs(claims!.authTime.getTime() - before)).toBeLessThan(5000);
  });

  it('answers null once the user is revoked, disabled or deleted', async () => {
    const user = await handles.auth.createUser({ email: 'lee@example.org', password: 'secret password' });
    const token = await emulatorIdToken(options.projectId, 'lee@example.org', 'secret password');
    await handles.auth.updateUser(user.uid, { disabled: true });
    expect(await identity.verifyIdToken(token)).toBeNull();
    await handles.auth.updateUser(user.uid, { disabled: false });
    expect(await identity.verifyIdToken(token)).not.toBeNull();
    // Revocation is recorded in whole seconds: a token from the same second would still count.
    await new Promise((wait) => setTimeout(wait, 1100));
    await handles.auth.revokeRefreshTokens(user.uid);
    expect(await identity.verifyIdToken(token)).toBeNull();
    await handles.auth.deleteUser(user.uid);
    expect(await identity.verifyIdToken(token)).toBeNull();
  });

  it('answers null for garbage, another project and a user that does not exist', async () => {
    expect(await identity.verifyIdToken('not-a-token')).toBeNull();
    const other = firebaseTestOptions();
    const otherApp = openFirebaseApp(other);
    await otherApp.auth.createUser({ email: 'max@example.org', password: 'secret password' });
    const foreign = await emulatorIdToken(other.projectId, 'max@example.org', 'secret password');
    await otherApp.close();
    expect(await identity.verifyIdToken(foreign)).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const forged = unsignedToken({
      iss: `https://securetoken.google.com/${options.projectId}`,
      aud: options.projectId,
      sub: 'nobody',
      user_id: 'nobody',
      auth_time: now,
      iat: now,
      exp: now + 3600,
    });
    expect(await identity.verifyIdToken(forged)).toBeNull();
  });
});
