/**
 * Phone numbers as residents type them, turned into E.164 (`+16095550142`), the one form a text
 * provider accepts without guessing (docs/product.md#311-phone-numbers). A number without a
 * country code is a US one (NANP: +1, a 3-digit area code and a 7-digit number, the area code and
 * the exchange starting 2 to 9, no N11 area code); `+` (or the US exit code 011) starts any other
 * country's number, accepted at E.164's plausible lengths (8 to 15 digits with the country code).
 * Fictional 555-01xx numbers pass: they are well-formed, and tests and examples use them.
 */

export const PHONE_MESSAGES = {
  characters: 'A phone number can only have digits, spaces, dashes, dots, brackets and a leading +.',
  us: 'Please enter a 10-digit US phone number, such as (609) 555-0142, or + and a country code.',
  nanp: 'That is not a valid US phone number: its area code and exchange cannot start with 0 or 1.',
  international: 'Please enter a number from another country as + and 8 to 15 digits.',
} as const;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/** Digits and the separators people type; `+` only in front. */
const TYPED_PHONE = /^\+?[\d\s().\-/]+$/;
const US_EXIT_CODE = '011';

/** A US (NANP) number of ten digits: area code and exchange NXX, the area code not N11. */
function nanp(ten: string): PhoneCheck {
  if (ten.length !== 10) return { ok: false, message: PHONE_MESSAGES.us };
  const area = ten.slice(0, 3);
  const exchange = ten.slice(3, 6);
  const startsWell = (code: string) => code[0]! >= '2';
  if (!startsWell(area) || !startsWell(exchange) || area.slice(1) === '11') {
    return { ok: false, message: PHONE_MESSAGES.nanp };
  }
  return { ok: true, e164: `+1${ten}` };
}

/** Digits after a + (or 011): the country code and the number. */
function withCountryCode(digits: string): PhoneCheck {
  if (digits.startsWith('1')) return nanp(digits.slice(1));
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) {
    return { ok: false, message: PHONE_MESSAGES.international };
  }
  return { ok: true, e164: `+${digits}` };
}

/**
 * Reads a typed phone number; the E.164 form, or the message that says what is wrong.
 * @example parsePhone('(609) 555-0142') // { ok: true, e164: '+16095550142' }
 * @example parsePhone('+44 20 7946 0958') // { ok: true, e164: '+442079460958' }
 * @example parsePhone('555-0142').ok // false: no area code
 */
export function parsePhone(typed: string): PhoneCheck {
  const text = typed.trim();
  if (!TYPED_PHONE.test(text)) return { ok: false, message: PHONE_MESSAGES.characters };
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return withCountryCode(digits);
  if (digits.startsWith(US_EXIT_CODE)) return withCountryCode(digits.slice(US_EXIT_CODE.length));
  if (digits.length === 11 && digits.startsWith('1')) return nanp(digits.slice(1));
  return nanp(digits);
}

/**
 * The E.164 form of a typed number, or null when it is not a valid one.
 * @example toE164('1-609-555-0142') // '+16095550142'
 * @example toE164('call me') // null
 */
export function toE164(typed: string): string | null {
  const result = parsePhone(typed);
  return result.ok ? result.e164 : null;
}
