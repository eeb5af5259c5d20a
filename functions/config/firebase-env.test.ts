import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const WEB = { WEB_API_KEY: 'AIzaSyTest-Key_0123', WEB_AUTH_DOMAIN: 'township-311.firebaseapp.com' };

describe('BACKEND', () => {
  it('is local unless set, with no Firebase settings', () => {
    expect(parseEnv({}).BACKEND).toBe('local');
    expect(parseEnv({ BACKEND: '' }).firebase).toBeNull();
  });

  it('ignores Firebase variables with the local backend', () => {
    expect(parseEnv({ BACKEND: 'local', FIREBASE_PROJECT_ID: 'township-311' }).firebase).toBeNull();
  });

  it('names every missing Firebase variable', () => {
    expect(() => parseEnv({ BACKEND: 'firebase' })).toThrow(
      'Invalid environment: FIREBASE_PROJECT_ID is required when BACKEND is firebase; WEB_API_KEY is required when BACKEND is firebase',
    );
  });

  it('refuses a backend it does not know', () => {
    expect(() => parseEnv({ BACKEND: 'postgres' })).toThrow('BACKEND must be local or firebase');
  });
});

it.each([
  [{ FIREBASE_PROJECT_ID: 'Township 311' }, 'FIREBASE_PROJECT_ID must be a Firebase project ID'],
  [{ FIREBASE_STORAGE_BUCKET: 'gs://bucket' }, 'FIREBASE_STORAGE_BUCKET must be a bucket name'],
  [{ WEB_AUTH_DOMAIN: 'https://x.firebaseapp.com' }, 'WEB_AUTH_DOMAIN must be a host name'],
  [{ WEB_API_KEY: 'short' }, 'WEB_API_KEY must be a Firebase web API key'],
  [{ FIRESTORE_EMULATOR_HOST: 'localhost' }, 'FIRESTORE_EMULATOR_HOST must be host:port'],
  [{ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'],
])('parseEnv(%o) fails with "%s"', (source, message) => {
  expect(() => parseEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'township-311', ...WEB, ...source })).toThrow(
    message,
  );
});

describe('Firebase settings', () => {
  it('takes the project and the default bucket from FIREBASE_PROJECT_ID', () => {
    expect(parseEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'township-311', ...WEB }).firebase).toEqual({
      projectId: 'township-311',
      storageBucket: 'township-311.firebasestorage.app',
      webApiKey: WEB.WEB_API_KEY,
      authDomain: WEB.WEB_AUTH_DOMAIN,
      emulators: { firestore: undefined, auth: undefined, storage: undefined },
    });
  });

  it("defaults the auth domain to the project's", () => {
    const env = parseEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'township-311', WEB_API_KEY: WEB.WEB_API_KEY });
    expect(env.firebase?.authDomain).toBe('township-311.firebaseapp.com');
  });

  it('falls back to what Cloud Functions sets (FIREBASE_CONFIG, GCLOUD_PROJECT)', () => {
    const config = JSON.stringify({ projectId: 'from-config', storageBucket: 'from-config.appspot.com' });
    expect(parseEnv({ BACKEND: 'firebase', FIREBASE_CONFIG: config, ...WEB }).firebase).toMatchObject({
      projectId: 'from-config',
      storageBucket: 'from-config.appspot.com',
    });
    expect(parseEnv({ BACKEND: 'firebase', GCLOUD_PROJECT: 'from-gcloud', ...WEB }).firebase).toMatchObject({
      projectId: 'from-gcloud',
    });
  });

  it('prefers explicit values and passes the emulator hosts on', () => {
    const env = parseEnv({
      BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: 'demo-township',
      FIREBASE_STORAGE_BUCKET: 'photos-bucket',
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'ignored' }),
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199',
      ...WEB,
    });
    expect(env.firebase).toMatchObject({
      projectId: 'demo-township',
      storageBucket: 'photos-bucket',
      emulators: { firestore: '127.0.0.1:8080', auth: 'localhost:9099', storage: 'http://127.0.0.1:9199' },
    });
    expect(env).not.toHaveProperty('FIREBASE_CONFIG');
  });
});
