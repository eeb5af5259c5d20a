import { describe, expect, it, vi } from 'vitest';
import * as password from '../auth/password.ts';
import type { StaffLogin, StaffStore } from '../storage/ports.ts';
import { cheapHash, STAFF_PROFILE } from '../testing/fixtures/staff.ts';
import { checkSignIn } from './staff-sign-in.ts';

async function store(options: { withProfile: boolean }): Promise<StaffStore> {
  const login: StaffLogin = { userId: 'u1', email: 'ada@township.test', passwordHash: await cheapHash('right pass') };
  return {
    findLogin: (email) => Promise.resolve(email.toLowerCase() === login.email ? login : null),
    getProfile: (id) => Promise.resolve(options.withProfile && id === 'u1' ? STAFF_PROFILE : null),
    create: () => Promise.reject(new Error('unused')),
    listProfiles: () => Promise.resolve([]),
    delete: () => Promise.resolve(false),
    update: () => Promise.reject(new Error('unused')),
    setPassword: () => Promise.reject(new Error('unused')),
    createResetToken: () => Promise.reject(new Error('unused')),
    findResetToken: () => Promise.reject(new Error('unused')),
    useResetToken: () => Promise.reject(new Error('unused')),
  };
}

describe('checkSignIn', () => {
  it.each([
    ['the right password', 'ada@township.test', 'right pass', true, { ok: true, staff: STAFF_PROFILE }],
    ['a wrong password', 'ada@township.test', 'wrong pass', true, { ok: false, reason: 'invalid' }],
    ['an unknown e-mail', 'bob@township.test', 'right pass', true, { ok: false, reason: 'invalid' }],
    ['a login without a profile', 'ada@township.test', 'right pass', false, { ok: false, reason: 'no-profile' }],
    ['no profile and a wrong password', 'ada@township.test', 'nope', false, { ok: false, reason: 'invalid' }],
  ])('answers %s', async (_name, email, pass, withProfile, expected) => {
    expect(await checkSignIn(await store({ withProfile }), email, pass)).toEqual(expected);
  });

  it('spends a decoy hash on an unknown e-mail, so timing does not reveal accounts', async () => {
    const decoy = vi.spyOn(password, 'verifyDecoy');
    await checkSignIn(await store({ withProfile: true }), 'bob@township.test', 'x');
    expect(decoy).toHaveBeenCalledWith('x');
    decoy.mockRestore();
  });
});
