/**
 * A content page's entry in a page's language: its translation beside it (content/home.es.md, id
 * "home.es") when there is one, else the English entry, marked so the page shows it with
 * `lang="en"` and a note. In the pseudo-locale the English text is transformed (pseudo-content.ts).
 * A project's translation (content/projects/x.es.mdx) takes the English entry's place, keeping its
 * data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { overlayEntry, overlayTranslation, translationFileName } from '#domain/content/translation-overlay.ts';
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

/**
 * The organisation's tagline in a page's language (content/site.es.json: `{ "site": { "tagline": … } }`,
 * the only text of site.json a translation gives; names and addresses stay the English file's).
 * @example siteTagline(site, 'es') // { text: 'Una coalición …', english: false }
 */
export function siteTagline(site: { tagline: string }, lang: string): { text: string; english: boolean } {
  const { value, english } = jsonContent('site.json', { site: { tagline: site.tagline } }, lang);
  return { text: value.site?.tagline ?? site.tagline, english };
}

/** A project's or an initiative's status as a badge says it, and the language it says it in. */
export interface StatusLabel {
  label: string;
  /** The label's language on a page in another language (its own, or 'en' for the editors' English); none in English. */
  lang: string | undefined;
}

/**
 * Editors' statuses in a page's language: content/statuses.es.json maps each status as the projects
 * write it ("Completed") to its translation. A status it lacks shows in English, marked. The stored
 * status stays the English one, which also sets the badge's colour (src/domain/project-status.ts).
 * @example statusLabels('es')('Completed') // { label: 'Completado', lang: 'es' }
 */
export function statusLabels(lang: string): (status: string) => StatusLabel {
  if (lang === DEFAULT_LANGUAGE) return (status) => ({ label: status, lang: undefined });
  const path = join(process.cwd(), 'content', translationFileName('statuses.json', lang));
  const given: unknown = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  const labels = (given as { statuses?: Record<string, unknown> } | undefined)?.statuses ?? {};
  return (status) => {
    const label = Object.hasOwn(labels, status) ? labels[status] : undefined;
    return typeof label === 'string' && label.trim() !== '' ? { label, lang } : { label: status, lang: 'en' };
  };
}

/**
 * A project in a page's language: the English entry with its translation's text
 * (content/projects/x.es.mdx beside x.mdx) and body, or the English entry (`english: true` on a page
 * in another language) when there is none. Data (id, slug, status, images, addresses, order) is
 * always the English file's, so a translation cannot move or break a project.
 */
export async function projectContent(
  entry: CollectionEntry<'projects'>,
  lang: string,
): Promise<{ entry: CollectionEntry<'projects'>; english: boolean }> {
  if (lang === DEFAULT_LANGUAGE || lang === PSEUDO_LOCALE || !entry.filePath) return { entry, english: false };
  const file = translationFileName(entry.filePath, lang);
  const translation = (await getCollection('projectTranslations')).find((t) => t.filePath === file);
  if (!translation?.filePath) return { entry, english: true };
  return { entry: overlayEntry(entry, translation), english: false };
}
