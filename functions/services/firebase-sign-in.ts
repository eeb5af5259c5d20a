/**
 * Staff sign-in with Firebase Authentication: the browser signs in with the Firebase Auth SDK and
 * sends the ID token; this verifies it (signature, expiry, revocation), demands that the password
 * was typed in the last few minutes, and finds the staff profile. The API then starts its own
 * session exactly as for a password sign-in, so roles, CSRF and session expiry are unchanged.
 */
import * as z from 'zod';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { StaffIdentity, StaffStore } from '../storage/ports.ts';

/**
 * How recent the sign-in behind a token must be. Firebase's advice for exchanging an ID token
 * for a session cookie: only for a sign-in in the last 5 minutes, so a stolen older token (they
 * live an hour) cannot be turned into a long session.
 */
export const MAX_SIGN_IN_AGE_MS = 5 * 60_000;

/** Firebase ID tokens are JWTs of about 1 KB; 8 KB is a generous bound. */
export const firebaseSignInSchema = z.object({
  idToken: z
    .string({ error: 'An ID token is required.' })
    .min(1, 'An ID token is required.')
    .max(8192, 'The ID token is too long.'),
});

type FirebaseSignInResult =
  | { ok: true; staff: StaffProfile }
  /** Malformed, expired, revoked, forged or for another project. */
  | { ok: false; reason: 'invalid' }
  /** A valid token, but the password was typed too long ago. */
  | { ok: false; reason: 'stale' }
  /** A valid Firebase login without a staff profile. */
  | { ok: false; reason: 'no-profile' }
  /** An account an admin deactivated (Firebase Auth refuses it too, once disabled). */
  | { ok: false; reason: 'deactivated' };

/**
 * @example await checkFirebaseSignIn(stores.identity, stores.staff, idToken, new Date()) // { ok: true, staff }
 */
export async function checkFirebaseSignIn(
  identity: Extract<StaffIdentity, { method: 'firebase' }>,
  staff: StaffStore,
  idToken: string,
  now: Date,
): Promise<FirebaseSignInResult> {
  const claims = await identity.verifyIdToken(idToken);
  if (!claims) return { ok: false, reason: 'invalid' };
  if (now.getTime() - claims.authTime.getTime() > MAX_SIGN_IN_AGE_MS) return { ok: false, reason: 'stale' };
  const profile = await staff.getProfile(claims.uid);
  if (!profile) return { ok: false, reason: 'no-profile' };
  return profile.active === false ? { ok: false, reason: 'deactivated' } : { ok: true, staff: profile };
}
