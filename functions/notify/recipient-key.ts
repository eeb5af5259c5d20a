/**
 * One key per mailbox, however its address is written, so a limit per recipient cannot be
 * dodged by writing the address another way: case is ignored, a `+tag` is dropped (almost every
 * provider delivers `ada+1@` to `ada@`), and for the providers that ignore dots in the local part
 * (Gmail, whose addresses also arrive as googlemail.com) the dots are dropped too.
 */

/** Domains whose mailboxes ignore dots in the local part, and the one domain each stands for. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * @example recipientKey(' Ada.Lovelace+311@GoogleMail.com ') // 'adalovelace@gmail.com'
 * @example recipientKey('victim+2@example.org') // 'victim@example.org'
 * @example recipientKey('first.last@example.org') // 'first.last@example.org'
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
