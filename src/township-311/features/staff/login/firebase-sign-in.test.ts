/**
 * The Firebase sign-in module with the Firebase SDK mocked at its boundary: the app and its
 * in-memory Auth are made once, the emulator is used only when named, the ID token goes to the
 * exchange, Firebase is signed out afterwards, and Firebase's refusals become portal messages.
 * The real SDK against the Auth emulator is covered by the API tests (routes/auth-firebase.test.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => {
  class FirebaseError extends Error {
    readonly code: string;
    constructor(code: string, message: string) {
      super(message);
      this.code = code;
    }
  }
  return {
    FirebaseError,
    auth: { name: 'auth' },
    initializeApp: vi.fn((_options: object, name: string) => ({ name })),
    initializeAuth: vi.fn(),
    connectAuthEmulator: vi.fn(),
    signInWithEmailAndPassword: vi.fn(),
    signOut: vi.fn(() => Promise.resolve()),
    inMemoryPersistence: { type: 'NONE' },
  };
});
sdk.initializeAuth.mockReturnValue(sdk.auth);

vi.mock('firebase/app', () => ({
  FirebaseError: sdk.FirebaseError,
  initializeApp: sdk.initializeApp,
  getApps: () => [],
}));
vi.mock('firebase/auth', () => ({
  connectAuthEmulator: sdk.connectAuthEmulator,
  inMemoryPersistence: sdk.inMemoryPersistence,
  initializeAuth: sdk.initializeAuth,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  signOut: sdk.signOut,
}));

const config = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
const credentials = { email: 'sam@township.test', password: 'secret1' };

beforeEach(() => {
  vi.resetModules();
  sdk.initializeApp.mockClear();
  sdk.initializeAuth.mockClear();
  sdk.connectAuthEmulator.mockClear();
  sdk.signOut.mockClear();
  sdk.signInWithEmailAndPassword.mockReset();
  sdk.signInWithEmailAndPassword.mockResolvedValue({ user: { getIdToken: () => Promise.resolve('id-token-1') } });
});

const load = async () => (await import('./firebase-sign-in.ts')).firebaseSignIn;

describe('firebaseSignIn', () => {
  it('signs in with in-memory persistence, exchanges the ID token, then signs out', async () => {
    const firebaseSignIn = await load();
    const exchange = vi.fn(() => Promise.resolve());
    await firebaseSignIn(config, credentials, exchange);
    expect(sdk.initializeApp).toHaveBeenCalledWith(config, 'staff-sign-in');
    expect(sdk.initializeAuth).toHaveBeenCalledWith(
      { name: 'staff-sign-in' },
      { persistence: sdk.inMemoryPersistence },
    );
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(sdk.auth, 'sam@township.test', 'secret1');
    expect(exchange).toHaveBeenCalledWith('id-token-1');
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
    // A second sign-in on the same page reuses the Auth instance.
    await firebaseSignIn(config, credentials, exchange);
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
  });

  it('talks to the Auth emulator when the server names one, and keeps its URL out of the app options', async () => {
    const firebaseSignIn = await load();
    await firebaseSignIn({ ...config, authEmulatorUrl: 'http://127.0.0.1:9099' }, credentials, () => Promise.resolve());
    expect(sdk.initializeApp).toHaveBeenCalledWith(config, 'staff-sign-in');
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it.each([
    ['auth/invalid-credential', 'Invalid email or password.'],
    ['auth/too-many-requests', 'Too many failed sign-in attempts. Please wait and try again.'],
    ['auth/network-request-failed', 'Could not reach the sign-in service. Please check your connection and try again.'],
  ])('turns Firebase %s into "%s" and never calls the server', async (code, message) => {
    const firebaseSignIn = await load();
    sdk.signInWithEmailAndPassword.mockRejectedValue(new sdk.FirebaseError(code, `Firebase: Error (${code}).`));
    const exchange = vi.fn(() => Promise.resolve());
    await expect(firebaseSignIn(config, credentials, exchange)).rejects.toThrow(new Error(message));
    expect(exchange).not.toHaveBeenCalled();
  });

  it("passes the server's refusal through and still signs out of Firebase", async () => {
    const firebaseSignIn = await load();
    const refusal = new Error('This login has no staff profile. Please contact an administrator.');
    await expect(firebaseSignIn(config, credentials, () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });
});
