/**
 * What staff read when the Firebase Auth SDK refuses a sign-in: the same messages as the password
 * sign-in on the embedded server, so the screen reads the same on both backends. Kept apart from
 * the SDK so the main bundle can use it without loading Firebase.
 */
const INVALID_SIGN_IN_MESSAGE = 'Invalid email or password.';
const RATE_LIMITED_MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.';
export const SIGN_IN_NETWORK_MESSAGE =
  'Could not reach the sign-in service. Please check your connection and try again.';

/** Codes that mean "these credentials do not open an account", said the same way for each. */
const INVALID_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-email',
  'auth/user-disabled',
]);

/**
 * @example firebaseErrorMessage('auth/wrong-password') // 'Invalid email or password.'
 */
export function firebaseErrorMessage(code: string | undefined): string {
  if (code && INVALID_CODES.has(code)) return INVALID_SIGN_IN_MESSAGE;
  if (code === 'auth/too-many-requests') return RATE_LIMITED_MESSAGE;
  return SIGN_IN_NETWORK_MESSAGE;
}
