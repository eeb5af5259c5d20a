/**
 * An election cycle's content in a language: each file's translation beside it
 * (content/elections/{cycle}/election.es.json, answers/council-1.es.json, candidates/x.es.md, and
 * the shared content/forum.es.json for the cycle's forum) put over the English entries (src/domain/content/translation-overlay.ts). What a translation lacks
 * stays English and is recorded, by file and place, so the hub marks it (`lang="en"` and a note)
 * and the build report names it. In the pseudo-locale every text is the English transformed
 * (pseudo-content.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { overlayTranslation, lacks, translationFileName, type TextPath } from '#domain/content/translation-overlay.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { ELECTIONS_DIR } from './cycle-loader.ts';
import { pseudoHtml, pseudoValue } from './pseudo-content.ts';

/** What of a cycle is shown in English on a page in another language. */
export interface Untranslated {
  /** The page's language. */
  lang: string;
  /** English text left, by file within the cycle ('election.json', 'answers/council-1.json'), as places. */
  missing: Record<string, TextPath[]>;
}

/** Whether the part of a file at a place (or the whole file) shows in English. */
export function isUntranslated(untranslated: Untranslated | undefined, file: string, place = ''): boolean {
  if (!untranslated) return false;
  const missing = untranslated.missing[file];
  if (!missing) return false;
  return place === '' ? missing.length > 0 : lacks(missing, place);
}

/** The translation of a JSON file in a folder of the project, or undefined when there is none. */
function readJsonTranslation(folder: string, file: string, lang: string): unknown {
  const shown = `${folder}/${translationFileName(file, lang)}`;
  const path = join(process.cwd(), shown);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${shown}: not valid JSON`, { cause: error });
  }
}

/** A cycle's translation of one file, or undefined when there is none. */
const readTranslation = (cycle: string, file: string, lang: string): unknown =>
  readJsonTranslation(`${ELECTIONS_DIR}/${cycle}`, file, lang);

/** The file of candidate forums, shared by every cycle (content/forum.json); its missing text is recorded under this name. */
export const FORUM_FILE = 'forum.json';

interface Entry<T> {
  id: string;
  data: T;
}

/** Puts translations over a cycle's entries and records what stays English. */
export class CycleTranslator {
  readonly untranslated: Untranslated;
  private readonly pseudo: boolean;
  private readonly cycle: string;

  constructor(cycle: string, lang: string) {
    this.cycle = cycle;
    this.untranslated = { lang, missing: {} };
    this.pseudo = lang === PSEUDO_LOCALE;
  }

  /** The translation of a file: its translation file's content, or in the pseudo-locale the English transformed. */
  private translationOf(file: string, english: () => unknown): unknown {
    return this.pseudo ? pseudoValue(english()) : readTranslation(this.cycle, file, this.untranslated.lang);
  }

  private record(file: string, places: TextPath[]): void {
    (this.untranslated.missing[file] ??= []).push(...places);
  }

  /** A file that is one entry (election.json, finance.json, results.json, answers/x.json). */
  one<T>(file: string, entry: Entry<T>): Entry<T> {
    const { value, missing } = overlayTranslation(
      entry.data,
      this.translationOf(file, () => entry.data),
    );
    this.record(file, missing);
    return { ...entry, data: value };
  }

  /**
   * A file of entries keyed by id (slates.json, interviews.json); entry ids are within the cycle.
   * `names` keeps the entries' names as they are in the pseudo-locale (slates' names are proper names
   * that must name the township).
   */
  keyed<T>(file: string, entries: Entry<T>[], names: 'translate' | 'keep' = 'translate'): Entry<T>[] {
    const pseudoEntry = (data: T) => {
      const changed = pseudoValue(data) as Record<string, unknown>;
      if (names === 'keep') changed.name = (data as Record<string, unknown>).name;
      return changed;
    };
    const given = (
      this.pseudo
        ? Object.fromEntries(entries.map((e) => [e.id, pseudoEntry(e.data)]))
        : readTranslation(this.cycle, file, this.untranslated.lang)
    ) as Record<string, unknown> | undefined;
    return entries.map((entry) => {
      const { value, missing } = overlayTranslation(entry.data, given?.[entry.id]);
      this.record(
        file,
        missing.map((place) => `${entry.id}.${place}`),
      );
      return { ...entry, data: value };
    });
  }

  /** A file that is a list of items with ids (topics.json), matched by id. */
  list<T>(file: string, entries: Entry<T>[]): Entry<T>[] {
    const given = this.translationOf(file, () => entries.map((e) => ({ ...e.data, id: e.id })));
    const byId = new Map(
      (Array.isArray(given) ? given : []).map((item: unknown) => [(item as { id?: unknown }).id, item]),
    );
    return entries.map((entry) => {
      const { value, missing } = overlayTranslation(entry.data, byId.get(entry.id));
      this.record(
        file,
        missing.map((place) => `${entry.id}.${place}`),
      );
      return { ...entry, data: value };
    });
  }

  /**
   * A cycle's forum: its entry in content/forum.json, keyed by forum id, with the translation beside
   * that file (forum.es.json) put over it. What stays English is recorded under `forum.json`.
   */
  forum<T>(id: string, english: T): T {
    const given = (
      this.pseudo ? { [id]: pseudoValue(english) } : readJsonTranslation('content', FORUM_FILE, this.untranslated.lang)
    ) as Record<string, unknown> | undefined;
    const { value, missing } = overlayTranslation(english, given?.[id]);
    this.record(
      FORUM_FILE,
      missing.map((place) => `${id}.${place}`),
    );
    return value;
  }

  /** A Markdown file's entry: its translation's (candidates/x.es.md) when there is one. */
  markdown<T extends { id: string; data: object; bioHtml?: string | undefined }>(
    file: string,
    english: T,
    translation: T | undefined,
  ): T {
    if (this.pseudo) {
      return { ...english, data: pseudoValue(english.data), bioHtml: pseudoHtml(english.bioHtml ?? '') };
    }
    if (translation) return { ...translation, id: english.id };
    this.record(file, ['']);
    return english;
  }
}
