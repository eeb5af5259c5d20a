/**
 * Staff search by caller (docs/311-app.md#searching-requests): staff who may see submitter
 * information (viewSubmitterInfo) also find a request when every word of their search starts a
 * word of its submitter's name, e-mail or phone. These words live in their own index, apart from
 * the request's (search-words.ts), so no other reader can match them.
 */
import { matchesWords, textWords } from './search-words.ts';

/** A phone is found by its last this-many digits or more ("0199" finds (609) 555-0199). */
export const MIN_PHONE_DIGITS = 4;
/** A search of only phone characters with at least this many digits is read as one number. */
const PHONE_SEARCH_DIGITS = 7;

export interface SubmitterSearchable {
  name: string;
  email: string;
  phone: string;
}

/**
 * The words a caller is found by: the words of the name and e-mail, and every ending of the
 * phone's digits from MIN_PHONE_DIGITS long to all of them, so any way of writing a number that
 * ends the same finds it ("555-0199", "6095550199", "+16095550199").
 * @example submitterWords({ name: 'Ana Becker', email: 'ana@example.org', phone: '+16095550199' })
 * // ['ana', 'becker', 'example', 'org', '0199', '50199', …, '16095550199']
 */
export function submitterWords(info: SubmitterSearchable): string[] {
  const digits = info.phone.replace(/\D/g, '');
  const endings: string[] = [];
  for (let length = MIN_PHONE_DIGITS; length <= digits.length; length += 1) endings.push(digits.slice(-length));
  return [...new Set([...textWords(info.name), ...textWords(info.email), ...textWords(endings.join(' '))])];
}

/** The submitter's searchable text, words separated by spaces. */
export function submitterText(info: SubmitterSearchable): string {
  return submitterWords(info).join(' ');
}

/**
 * Whether a caller matches every search word: the rule every store follows.
 * @example matchesSubmitter({ name: 'Ana Becker', email: '', phone: '' }, ['beck']) // true
 */
export function matchesSubmitter(info: SubmitterSearchable, words: readonly string[]): boolean {
  return words.length > 0 && matchesWords(submitterText(info), words);
}

/**
 * A search that is a phone number in any format, as the digits every way of storing it ends with
 * (one word), or null. A trunk 0 ("020 7946 0958") and the North American country code 1 before
 * ten digits are dropped, so a number typed with or without them finds one stored either way.
 * @example phoneSearch('(609) 555 0199') // '6095550199'
 * @example phoneSearch('+1 609-555-0199') // '6095550199'
 * @example phoneSearch('12 Main St') // null
 */
export function phoneSearch(q: string): string | null {
  if (!/^[\d\s().+\-/]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_DIGITS) return null;
  return digits.replace(/^0+/, '').replace(/^1(\d{10})$/, '$1');
}
