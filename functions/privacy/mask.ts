/**
 * The one masking rule for personal data in the server log. Residents' e-mail addresses, phone
 * numbers and names are private (submitter info), and so is a staff member's login e-mail; the
 * log is read by more people, and kept longer, than the outbox and the stores, so a log line only
 * ever carries a masked form: enough to tell two messages apart, not enough to contact anyone.
 */

/** Anything shaped like an e-mail address inside free text (a provider error may echo one). */
const EMAIL_IN_TEXT = /[^\s<>()[\]{}@,;:"'`]+@[^\s<>()[\]{}@,;:"'`]+\.[a-z]{2,}/gi;
/** Characters that may sit between a phone number's digits as written or as a provider echoes it. */
const PHONE_SEPARATORS = String.raw`[\s().-]*`;
/** A known value with this many digits is treated as a phone number, whatever its punctuation. */
const PHONE_DIGITS = 7;

/**
 * A personal value as the log may show it. An e-mail keeps up to two characters before the `@`
 * and its domain; anything else (a phone number, a name) keeps its first four and last two
 * characters, and a short value keeps nothing.
 * @example maskPersonal('resident@example.org') // 're***@example.org'
 * @example maskPersonal('+16095550199') // '+160***99'
 * @example maskPersonal('12345') // '***'
 */
export function maskPersonal(value: string): string {
  const at = value.lastIndexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at - 1))}***${value.slice(at)}`;
  if (value.length <= 6) return '***';
  return `${value.slice(0, 4)}***${value.slice(-2)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a known value: a phone number matches its digits with any punctuation between
 * them (a provider may echo "+16095550100" for "609-555-0100"), anything else matches as written.
 */
function knownPattern(value: string): RegExp {
  const digits = value.replace(/\D/g, '');
  if (digits.length >= PHONE_DIGITS && !value.includes('@')) {
    // The last ten digits (the national number), with any country code written before them, so
    // the mask is the same whether the provider echoes "+16095550100" or "609-555-0100".
    const countryCode = String.raw`(?:\+?\d{1,3}${PHONE_SEPARATORS})?`;
    return new RegExp(countryCode + digits.slice(-10).split('').join(PHONE_SEPARATORS), 'g');
  }
  return new RegExp(escapeRegExp(value), 'gi');
}

/**
 * Free text (an error message, a provider's reply) with every e-mail address it contains, and
 * every occurrence of the given known personal values, replaced by its masked form.
 * @example maskPersonalIn('550 5.1.1 <ada@example.org>: Recipient address rejected') // '550 5.1.1 <ad***@example.org>: Recipient address rejected'
 * @example maskPersonalIn("The 'To' number +16095550100 is not valid", ['609-555-0100']) // "The 'To' number +160***00 is not valid"
 */
export function maskPersonalIn(text: string, known: readonly string[] = []): string {
  let masked = text;
  for (const value of known) {
    if (value.trim().length < 3) continue;
    masked = masked.replace(knownPattern(value.trim()), (match) => maskPersonal(match));
  }
  return masked.replace(EMAIL_IN_TEXT, (match) => (match.includes('***') ? match : maskPersonal(match)));
}
