/**
 * Passwords staff choose (docs/product.md#311-your-password): changing your own (proving the
 * current one: its hash here, or with Firebase Authentication an ID token from signing in with it
 * moments ago), and setting one through an admin's one-time reset link. Both follow the domain's
 * policy (passwordProblem), end every session of the account and land in the audit log (written
 * by the store with the new password).
 */
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { PASSWORD_MESSAGES, passwordProblem, type ChangePassword } from '#domain/requests/staff-password.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { verifyDecoy, verifyPassword } from '../auth/password.ts';
import type { StaffIdentity } from '../storage/ports.ts';
import { MAX_SIGN_IN_AGE_MS } from './firebase-sign-in.ts';
import type { StaffAccountDeps } from './staff-accounts.ts';
import { accountEntry } from './staff-audit.ts';

export interface PasswordDeps extends StaffAccountDeps {
  stores: StaffAccountDeps['stores'] & { identity: StaffIdentity };
}

type Outcome = { ok: true } | { ok: false; status: 400 | 403 | 404 | 422; message: string };

/** Sent with the ID-token form of a change to a server that checks passwords itself, or the reverse. */
const WRONG_PROOF_MESSAGE = 'This server checks passwords differently: reload the page and try again.';

/** Whether the request proves the member's current password; the current password when it was typed. */
async function provesCurrent(deps: PasswordDeps, staff: StaffProfile, input: ChangePassword) {
  const identity = deps.stores.identity;
  if ('currentPassword' in input) {
    if (identity.method !== 'password') return { proven: false, wrongKind: true } as const;
    const login = await deps.stores.staff.findLogin(staff.email);
    const proven = login?.passwordHash
      ? await verifyPassword(input.currentPassword, login.passwordHash)
      : await verifyDecoy(input.currentPassword);
    return { proven, current: input.currentPassword } as const;
  }
  if (identity.method !== 'firebase') return { proven: false, wrongKind: true } as const;
  const claims = await identity.verifyIdToken(input.idToken);
  const fresh = claims !== null && deps.clock().getTime() - claims.authTime.getTime() <= MAX_SIGN_IN_AGE_MS;
  return { proven: fresh && claims.uid === staff.id } as const;
}

/**
 * The signed-in member's new password. On success every session of theirs has ended: the route
 * starts a new one for this browser.
 * @example await changeOwnPassword(deps, staff, { currentPassword: 'old', newPassword: 'a long river stone' })
 */
export async function changeOwnPassword(
  deps: PasswordDeps,
  staff: StaffProfile,
  input: ChangePassword,
): Promise<Outcome> {
  const check = await provesCurrent(deps, staff, input);
  if ('wrongKind' in check) return { ok: false, status: 400, message: WRONG_PROOF_MESSAGE };
  if (!check.proven) return { ok: false, status: 403, message: PASSWORD_MESSAGES.currentWrong };
  const problem = passwordProblem(input.newPassword, {
    email: staff.email,
    ...('current' in check ? { current: check.current } : {}),
  });
  if (problem) return { ok: false, status: 422, message: problem };
  const audit = () => [accountEntry('password-changed', staff, staff)];
  if (!(await deps.stores.staff.setPassword(staff.id, input.newPassword, { temporary: false }, audit))) {
    return { ok: false, status: 404, message: ACCOUNT_MESSAGES.unknownStaff };
  }
  await deps.stores.sessions.deleteAllForUser(staff.id);
  return { ok: true };
}

/** The account a live reset link is for, as the reset page shows it; null for a dead link. */
export async function resetLinkAccount(deps: PasswordDeps, token: string): Promise<StaffProfile | null> {
  const userId = await deps.stores.staff.findResetToken(token, deps.clock());
  const profile = userId ? await deps.stores.staff.getProfile(userId) : null;
  return profile?.active === false ? null : profile;
}

/**
 * Sets the password through a reset link, once. The member then signs in with it.
 * @example await useResetLink(deps, token, 'a long river stone') // { ok: true }
 */
export async function useResetLink(deps: PasswordDeps, token: string, newPassword: string): Promise<Outcome> {
  const dead = { ok: false, status: 404, message: ACCOUNT_MESSAGES.resetLinkInvalid } as const;
  const profile = await resetLinkAccount(deps, token);
  if (!profile) return dead;
  const problem = passwordProblem(newPassword, { email: profile.email });
  if (problem) return { ok: false, status: 422, message: problem };
  const audit = () => [accountEntry('password-reset-used', profile, profile)];
  if (!(await deps.stores.staff.useResetToken(token, newPassword, deps.clock(), audit))) return dead;
  await deps.stores.sessions.deleteAllForUser(profile.id);
  return { ok: true };
}
