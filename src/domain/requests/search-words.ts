/**
 * Staff text search (docs/311-app.md#searching-requests), tokenised the same way for every store so
 * SQLite's full-text index and Firestore's token lists give the same answers: a request matches
 * when every word of the search is the start of some word of its id, reference, category,
 * address or description, ignoring case and accents.
 */

/** Words of a search beyond this many are ignored. */
export const MAX_SEARCH_WORDS = 8;
/**
 * Shorter search words are ignored: one letter starts most words of most requests (at a million
 * requests "s" matches 85% of them), so it narrows nothing and costs a full scan.
 */
export const MIN_SEARCH_WORD_LENGTH = 2;
/** A word is matched on at most its first this-many characters (a request id has 20). */
export const MAX_WORD_LENGTH = 24;

/**
 * The words of a text, lower-cased, without accents, cut to MAX_WORD_LENGTH; anything other than
 * letters and digits separates words.
 * @example textWords('Pothole/Road Damage at 12 Main-St.') // ['pothole', 'road', 'damage', 'at', '12', 'main', 'st']
 */
export function textWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * The distinct words of a search, at most MAX_SEARCH_WORDS, each at least MIN_SEARCH_WORD_LENGTH
 * long; an empty list searches for nothing. A word that starts another word of the search is
 * dropped (it adds nothing).
 * @example searchWords('  Main  main STREET ') // ['main', 'street']
 * @example searchWords('5 Main St') // ['main', 'st']
 */
export function searchWords(query: string): string[] {
  const long = textWords(query).filter((word) => word.length >= MIN_SEARCH_WORD_LENGTH);
  const words = [...new Set(long)].slice(0, MAX_SEARCH_WORDS);
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

/** The searchable text of a request: its id, reference, category, address and description. */
export function requestText(request: {
  id: string;
  reference: string;
  category: string;
  address: string;
  description: string;
}): string {
  return [request.id, request.reference, request.category, request.address, request.description].join(' ');
}

/**
 * Every prefix of every word of a request's text, for stores that match words by exact lookup
 * (Firestore's array-contains): a search word matches when it is one of them.
 * @example wordPrefixes('Main St') // ['m', 'ma', 'mai', 'main', 's', 'st']
 */
export function wordPrefixes(text: string): string[] {
  const prefixes = new Set<string>();
  for (const word of textWords(text)) {
    for (let end = 1; end <= word.length; end += 1) prefixes.add(word.slice(0, end));
  }
  return [...prefixes];
}

/**
 * Whether a text matches every search word, the rule every store follows.
 * @example matchesWords('Pothole on Main St', ['pot', 'main']) // true
 */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const own = textWords(text);
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}
