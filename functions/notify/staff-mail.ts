/**
 * E-mails to staff, worded here (docs/product.md#311-forgot-your-password). The staff portal is
 * English-only, so these are too; residents' messages live in messages.ts with their catalogs.
 */

interface PasswordLinkMail {
  /** The township's name (content/site.json). */
  township: string;
  /** The account's e-mail address, named so a shared inbox knows whose link it is. */
  email: string;
  /** The page that sets the new password, with its one-time token. */
  link: string;
  /** How long the link works, in whole minutes. */
  minutes: number;
}

/** "1 hour", "90 minutes": the link's life as people say it. */
function lifetime(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The forgot-password e-mail: what it is for, the link, how long it works, and what to do when
 * nobody asked for it.
 * @example passwordLinkMail({ township: 'Springfield', email: 'sam@example.org', link: 'https://…', minutes: 60 }).subject
 * // 'Set a new password for Springfield 311'
 */
export function passwordLinkMail(mail: PasswordLinkMail): { subject: string; body: string } {
  const life = lifetime(mail.minutes);
  return {
    subject: `Set a new password for ${mail.township} 311`,
    body: [
      `Someone asked to set a new password for the ${mail.township} 311 staff account of ${mail.email}.`,
      '',
      `To choose a new password, open this link within ${life}. It works once:`,
      mail.link,
      '',
      'Setting a new password signs the account out everywhere else.',
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
