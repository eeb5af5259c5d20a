/**
 * Staff identity on Firebase: the browser signs in with the Firebase Auth SDK and hands the API
 * an ID token; this checks it with the Admin SDK (signature, audience, expiry and, with
 * checkRevoked, that the user still exists, is enabled and has not been revoked since).
 */
import type { Auth } from 'firebase-admin/auth';
import type { FirebaseClientConfig, StaffIdentity, VerifiedIdToken } from '../ports.ts';

interface FirebaseIdentityOptions {
  auth: Auth;
  clientConfig: FirebaseClientConfig;
}

/**
 * @example
 * const identity = createFirebaseIdentity({ auth: getAuth(app), clientConfig });
 * const claims = await identity.verifyIdToken(idToken); // null when not valid
 */
export function createFirebaseIdentity({
  auth,
  clientConfig,
}: FirebaseIdentityOptions): Extract<StaffIdentity, { method: 'firebase' }> {
  return {
    method: 'firebase',
    clientConfig,
    async verifyIdToken(idToken: string): Promise<VerifiedIdToken | null> {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        // auth_time is in seconds since the epoch, like every JWT time.
        return { uid: decoded.uid, email: decoded.email ?? null, authTime: new Date(decoded.auth_time * 1000) };
      } catch {
        // Malformed, expired, revoked, disabled, deleted or forged: all the same to the caller,
        // and nothing about the token goes to the log.
        return null;
      }
    },
  };
}
