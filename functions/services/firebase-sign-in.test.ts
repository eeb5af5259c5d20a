import { describe, expect, it } from 'vitest';
import type { StaffIdentity, StaffStore } from '../storage/ports.ts';
import { STAFF_PROFILE } from '../testing/fixtures/staff.ts';
import { checkFirebaseSignIn, firebaseSignInSchema, MAX_SIGN_IN_AGE_MS } from './firebase-sign-in.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const staff = { getProfile: (id: string) => Promise.resolve(id === 'u1' ? STAFF_PROFILE : null) } as StaffStore;

/** Accepts "<uid>:<ms before NOW the password was typed>". */
const identity: Extract<StaffIdentity, { method: 'firebase' }> = {
  method: 'firebase',
  clientConfig: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  verifyIdToken: (token) => {
    const [uid, age] = token.split(':');
    return Promise.resolve(uid && age ? { uid, email: null, authTime: new Date(NOW.getTime() - Number(age)) } : null);
  },
};

describe('checkFirebaseSignIn', () => {
  it.each([
    ['a sign-in just now', 'u1:0', { ok: true, staff: STAFF_PROFILE }],
    ['a sign-in exactly 5 minutes ago', `u1:${MAX_SIGN_IN_AGE_MS}`, { ok: true, staff: STAFF_PROFILE }],
    ['a sign-in a moment more than 5 minutes ago', `u1:${MAX_SIGN_IN_AGE_MS + 1}`, { ok: false, reason: 'stale' }],
    ['a token that does not verify', 'garbage', { ok: false, reason: 'invalid' }],
    ['a login without a profile', 'u2:0', { ok: false, reason: 'no-profile' }],
  ])('%s', async (_name, token, expected) => {
    expect(await checkFirebaseSignIn(identity, staff, token, NOW)).toEqual(expected);
  });
});

describe('firebaseSignInSchema', () => {
  it.each([
    [{ idToken: 'a.b.c' }, true],
    [{ idToken: '' }, false],
    [{ idToken: 'x'.repeat(8193) }, false],
    [{}, false],
    [{ idToken: 42 }, false],
  ])('%j: %s', (body, valid) => {
    expect(firebaseSignInSchema.safeParse(body).success).toBe(valid);
  });
});
