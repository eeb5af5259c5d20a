/**
 * A first check of an e-mail address in the browser, without zod (the track screen loads none):
 * blank, or plainly not an address. The server checks it fully (follow-input.ts) and its message
 * is shown when it refuses.
 */
export const EMAIL_MESSAGES = {
  noEmail: 'Please enter your email address.',
  badEmail: 'Please enter a valid email address.',
} as const;

/**
 * @example emailProblem('fay-at-example') // 'Please enter a valid email address.'
 * @example emailProblem('fay@example.org') // null
 */
export function emailProblem(email: string): string | null {
  const text = email.trim();
  if (!text) return EMAIL_MESSAGES.noEmail;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : EMAIL_MESSAGES.badEmail;
}
