/**
 * Checking a staff sign-in: e-mail and password against the stored salted hash, then the staff
 * profile. An unknown e-mail costs the same scrypt work as a wrong password (verifyDecoy), so the
 * response time does not reveal which addresses have accounts.
 */
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { verifyDecoy, verifyPassword } from '../auth/password.ts';
import type { StaffStore } from '../storage/ports.ts';

type SignInResult =
  | { ok: true; staff: StaffProfile }
  /** Unknown e-mail or wrong password: the caller cannot tell which, on purpose. */
  | { ok: false; reason: 'invalid' }
  /** Right password, but the login has no staff profile (possible with Firebase Auth). */
  | { ok: false; reason: 'no-profile' }
  /** Right password, but an admin deactivated the account. */
  | { ok: false; reason: 'deactivated' };

/** @example await checkSignIn(stores.staff, 'ada@example.org', 'correct horse') // { ok: true, staff } */
export async function checkSignIn(staff: StaffStore, email: string, password: string): Promise<SignInResult> {
  const login = await staff.findLogin(email);
  // No hash: the identity provider (Firebase Auth) checks this account's password, not us.
  if (!login?.passwordHash) {
    await verifyDecoy(password);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await verifyPassword(password, login.passwordHash))) return { ok: false, reason: 'invalid' };
  const profile = await staff.getProfile(login.userId);
  if (!profile) return { ok: false, reason: 'no-profile' };
  return profile.active === false ? { ok: false, reason: 'deactivated' } : { ok: true, staff: profile };
}
