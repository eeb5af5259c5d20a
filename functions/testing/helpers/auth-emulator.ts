/**
 * The Firebase Auth emulator's REST API, for tests that need what a browser gets after signing
 * in with the Firebase Auth SDK: an ID token for an e-mail and password. The emulator accepts any
 * API key and keeps each project id's users apart.
 *
 * Its ID tokens are unsigned (alg none); firebase-admin accepts those only while
 * FIREBASE_AUTH_EMULATOR_HOST is set, and still checks audience, issuer, expiry and revocation.
 */
const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;

/**
 * Signs in with e-mail and password the way the web SDK does; throws when the emulator refuses.
 * @example const idToken = await emulatorIdToken('demo-test-1', 'sam@township.test', 'secret');
 */
export async function emulatorIdToken(projectId: string, email: string, password: string): Promise<string> {
  if (!authEmulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set.');
  const url = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    // The emulator maps every API key to its default project; tests give each set of stores a
    // project of its own, which the emulator accepts as targetProjectId from an "owner" caller.
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, returnSecureToken: true, targetProjectId: projectId }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken)
    throw new Error(`The Auth emulator refused ${email}: ${body.error?.message ?? res.status}`);
  return body.idToken;
}
