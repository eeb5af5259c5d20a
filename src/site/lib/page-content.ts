/**
 * A content page's entry in a page's language: its translation beside it (content/home.es.md, id
 * "home.es") when there is one, else the English entry, marked so the page shows it with
 * `lang="en"` and a note. In the pseudo-locale the English text is transformed (pseudo-content.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { overlayTranslation, translationFileName } from '#domain/content/translation-overlay.ts';
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { pseudoHtml, pseudoValue } from './pseudo-content.ts';

type PageCollection = 'home' | 'about' | 'founders';

export interface PageContent<C extends PageCollection> {
  data: CollectionEntry<C>['data'];
  /** The body, rendered. */
  html: string;
  /** True when the English shows on a page in another language. */
  english: boolean;
}

/** The entry `id` of `collection` in `lang`. */
export async function pageContent<C extends PageCollection>(
  collection: C,
  id: string,
  lang: string,
): Promise<PageContent<C>> {
  const original = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!original) throw new Error(`content: the ${collection} entry "${id}" is missing`);
  const translation =
    lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE
      ? undefined
      : ((await getCollection(collection)) as CollectionEntry<C>[]).find((e) => e.id === `${id}.${lang}`);
  const entry = translation ?? original;
  const html = entry.rendered?.html ?? '';
  if (lang === PSEUDO_LOCALE) return { data: pseudoValue(original.data), html: pseudoHtml(html), english: false };
  return { data: entry.data, html, english: lang !== DEFAULT_LANGUAGE && !translation };
}

/**
 * A JSON content file's entries by id in a language: its translation beside it (principles.es.json,
 * the same list with the text translated) over the English. `english` is true when any text of it
 * stays English on a page in another language.
 */
export function jsonContent<T>(
  file: string,
  english: Record<string, T>,
  lang: string,
): { value: Record<string, T>; english: boolean } {
  if (lang === DEFAULT_LANGUAGE) return { value: english, english: false };
  if (lang === PSEUDO_LOCALE) return { value: pseudoValue(english), english: false };
  const path = join(process.cwd(), 'content', translationFileName(file, lang));
  const given: unknown = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  const keyed = Array.isArray(given)
    ? Object.fromEntries(given.map((item: { id?: unknown }) => [String(item.id), item]))
    : given;
  const { value, missing } = overlayTranslation(english, keyed);
  return { value, english: missing.length > 0 };
}
