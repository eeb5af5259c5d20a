/**
 * Staff sign-in through Firebase Authentication, loaded with import() only when a staff member
 * submits the login form on a Firebase server: the Firebase SDK never reaches the resident screens
 * or the rest of the staff portal. The SDK keeps nothing (in-memory persistence) and is signed out
 * right after the ID token has been exchanged: the API's own session cookie is the only session.
 */
import { FirebaseError, initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { firebaseErrorMessage } from './firebase-errors.ts';

/** The browser's settings, as GET /api/auth/options gives them. */
interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  authEmulatorUrl?: string | undefined;
}

const APP_NAME = 'staff-sign-in';
let auth: Auth | undefined;

/** One app and Auth instance per page, made on first use (initializeAuth may run only once). */
function staffAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const { authEmulatorUrl, ...options } = config;
  const app: FirebaseApp = getApps().find((existing) => existing.name === APP_NAME) ?? initializeApp(options, APP_NAME);
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/**
 * Signs in with Firebase, hands the ID token to `exchange` (which posts it to /api/auth/firebase),
 * then signs out of Firebase whatever the outcome. A refusal by Firebase becomes an Error with the
 * portal's message; an error from `exchange` (the server's) passes through unchanged.
 * @example await firebaseSignIn(config, { email, password }, (idToken) => postIdToken(idToken));
 */
export async function firebaseSignIn(
  config: FirebaseWebConfig,
  credentials: { email: string; password: string },
  exchange: (idToken: string) => Promise<unknown>,
): Promise<void> {
  const firebaseAuth = staffAuth(config);
  let idToken: string;
  try {
    const { user } = await signInWithEmailAndPassword(firebaseAuth, credentials.email, credentials.password);
    idToken = await user.getIdToken();
  } catch (error) {
    throw new Error(firebaseErrorMessage(error instanceof FirebaseError ? error.code : undefined), { cause: error });
  }
  try {
    await exchange(idToken);
  } finally {
    await signOut(firebaseAuth).catch(() => undefined);
  }
}
