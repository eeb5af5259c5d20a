import { describe, expect, it } from 'vitest';
import { firebaseErrorMessage } from './firebase-errors.ts';

describe('firebaseErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Invalid email or password.'],
    ['auth/user-not-found', 'Invalid email or password.'],
    ['auth/wrong-password', 'Invalid email or password.'],
    ['auth/invalid-email', 'Invalid email or password.'],
    ['auth/user-disabled', 'Invalid email or password.'],
    ['auth/too-many-requests', 'Too many failed sign-in attempts. Please wait and try again.'],
    ['auth/network-request-failed', 'Could not reach the sign-in service. Please check your connection and try again.'],
    ['auth/internal-error', 'Could not reach the sign-in service. Please check your connection and try again.'],
    [undefined, 'Could not reach the sign-in service. Please check your connection and try again.'],
  ])('%s: %s', (code, message) => {
    expect(firebaseErrorMessage(code)).toBe(message);
  });
});
