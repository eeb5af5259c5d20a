/**
 * "Forgot your password?" (docs/product.md#311-forgot-your-password): a one-time link by e-mail
 * for an active staff account, through the reset-link machinery an admin's link uses (so on
 * Firebase, too, the password is set through our own page and reaches Firebase Auth when used).
 * Asking ends no session and changes no password: only using the link does (staff-passwords.ts).
 * Nothing here tells the caller whether the address was a staff member's.
 */
import { resetPasswordPath } from '#domain/requests/app-paths.ts';
import { FORGOT_PASSWORD } from '#domain/requests/forgot-password.ts';
import type { ServiceDeps } from '../deps.ts';
import { passwordLinkMail } from '../notify/staff-mail.ts';
import { maskPersonal } from '../privacy/mask.ts';
import type { StaffAccountDeps } from './staff-accounts.ts';
import { accountEntry } from './staff-audit.ts';

export interface ForgotPasswordDeps extends StaffAccountDeps {
  providers: Pick<ServiceDeps['providers'], 'notifier'>;
  place: Pick<ServiceDeps['place'], 'township' | 'threeOneOneUrl'>;
  logger: ServiceDeps['logger'];
}

/**
 * Queues the link's e-mail when `email` is an active staff member's; otherwise does nothing. The
 * account's earlier links stop working, as with any new link.
 * @example await sendPasswordLink(deps, 'sam@township.example') // an e-mail in the outbox, or nothing
 */
export async function sendPasswordLink(deps: ForgotPasswordDeps, email: string): Promise<void> {
  const login = await deps.stores.staff.findLogin(email);
  const profile = login ? await deps.stores.staff.getProfile(login.userId) : null;
  if (!profile || profile.active === false) {
    deps.logger.info(`No password link sent to ${maskPersonal(email)}: not an active staff account`);
    return;
  }
  const expiresAt = new Date(deps.clock().getTime() + FORGOT_PASSWORD.linkTtlMs);
  const audit = () => [accountEntry('password-reset-issued', profile, profile, { to: 'email' })];
  const token = await deps.stores.staff.createResetToken(profile.id, expiresAt, audit);
  const mail = passwordLinkMail({
    township: deps.place.township,
    email: profile.email,
    link: `${deps.place.threeOneOneUrl}${resetPasswordPath(token)}`,
    minutes: Math.round(FORGOT_PASSWORD.linkTtlMs / 60_000),
  });
  await deps.providers.notifier.email({ to: profile.email, ...mail });
}
