/**
 * Editors' translations of JSON content: a file beside the English one, named with the language
 * (`election.es.json` beside `election.json`, `answers/council-1.es.json`), shaped like the English
 * file but holding only text. Each string in it replaces the English string at the same place (keys
 * for objects, positions for arrays); data that is not text (ids, addresses, dates, times, offices)
 * is never taken from a translation, so a translation cannot break the page. What the translation
 * lacks stays English and is named, so the page marks it and the build report lists it.
 */

/** Keys whose values are data, not text a visitor reads in a language. */
export const DATA_KEYS: ReadonlySet<string> = new Set([
  'id',
  'slug',
  'office',
  'candidate',
  'videoId',
  'timeZone',
  'forum',
  'answerGroup',
  'slate',
  'poster',
  'image',
  'icon',
  'iconType',
  'status',
  'target',
  'url',
  'href',
  'website',
]);

/**
 * Keys whose strings are data only when they are ids: a slate's `candidates` lists candidate ids,
 * the forum's `requirements.candidates` lists rules a visitor reads.
 */
const ID_KEYS = new Set(['candidates']);
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Strings that are data whatever their key: addresses, e-mail, ISO dates, times, numbers. */
const DATA_VALUE = /^(?:https?:\/\/|mailto:|\/|#)|^[\d:.\-T+Z ]+$/;

/** A text's place in a file, keys and positions joined with dots: `keyDates.0.event`. */
export type TextPath = string;

export interface Overlaid<T> {
  /** The English value with the translation's text in place. */
  value: T;
  /** The places of English text the translation does not give. */
  missing: TextPath[];
}

function isText(key: string, value: unknown): value is string {
  if (typeof value !== 'string' || DATA_KEYS.has(key) || DATA_VALUE.test(value.trim())) return false;
  return !(ID_KEYS.has(key) && ID.test(value));
}

/**
 * The English value with a translation's text in place.
 * @example overlayTranslation({ a: 'Hi', url: '/x' }, { a: 'Hola' }) // { value: { a: 'Hola', url: '/x' }, missing: [] }
 */
export function overlayTranslation<T>(english: T, translation: unknown): Overlaid<T> {
  const missing: TextPath[] = [];
  const walk = (source: unknown, given: unknown, key: string, path: string): unknown => {
    if (Array.isArray(source)) {
      const list = Array.isArray(given) ? given : [];
      return source.map((item, index) => walk(item, list[index], key, path ? `${path}.${index}` : String(index)));
    }
    if (source !== null && typeof source === 'object') {
      const record = given !== null && typeof given === 'object' && !Array.isArray(given) ? given : {};
      return Object.fromEntries(
        Object.entries(source).map(([name, value]) => [
          name,
          walk(value, (record as Record<string, unknown>)[name], name, path ? `${path}.${name}` : name),
        ]),
      );
    }
    if (!isText(key, source)) return source;
    if (typeof given === 'string' && given.trim() !== '') return given;
    missing.push(path);
    return source;
  };
  return { value: walk(english, translation, '', '') as T, missing };
}

/**
 * A Markdown content entry with its translation's text and body (a project's x.es.mdx): it keeps the
 * English entry's id, collection and data, takes the translation's text over that data, and the
 * translation's file, which Astro's `render()` renders.
 */
export function overlayEntry<E extends { data: object; filePath?: string | undefined }>(
  english: E,
  translation: { data: unknown; filePath?: string | undefined },
): E {
  return { ...english, filePath: translation.filePath, data: overlayTranslation(english.data, translation.data).value };
}

/**
 * Whether any text at or below a place is missing from a translation.
 * @example lacks(['keyDates.0.event'], 'keyDates') // true
 */
export function lacks(missing: readonly TextPath[], place: TextPath): boolean {
  return missing.some((path) => path === place || path.startsWith(`${place}.`));
}

/**
 * A content file's translation's name: the language before the extension.
 * @example translationFileName('election.json', 'es') // 'election.es.json'
 */
export function translationFileName(file: string, lang: string): string {
  const dot = file.lastIndexOf('.');
  return `${file.slice(0, dot)}.${lang}${file.slice(dot)}`;
}

/**
 * Whether a content file's name is a translation (`home.es.md`, `council-1.zh-Hans.json`), not an
 * English original.
 */
export function isTranslationFileName(file: string): boolean {
  return /\.[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*\.[a-z]+$/.test(file);
}
