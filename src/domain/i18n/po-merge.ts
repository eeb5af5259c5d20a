/**
 * What `npm run messages:extract` does to a language's catalog when the English changes, as
 * gettext's msgmerge does: a new message arrives untranslated, a changed one keeps its translation
 * marked fuzzy with the English it was made from (so translators see what changed), a removed one
 * goes. Translators' comments and the header stay as they were.
 */
import type { MessageDomain } from './messages.ts';
import type { PoCatalog, PoEntry } from './po.ts';

/** The template (`.pot`): every English message, untranslated, with its notes. */
export function templateOf(messages: MessageDomain): PoCatalog {
  return {
    preamble: [
      `Messages of the "${messages.domain}" domain, extracted from the code by npm run messages:extract.`,
      'Do not edit: change the English in the code and extract again.',
    ],
    headers: [
      ['Content-Type', 'text/plain; charset=UTF-8'],
      ['X-Domain', messages.domain],
    ],
    entries: Object.entries(messages.english).map(([key, source]) => ({
      key,
      source,
      translation: '',
      flags: [],
      notes: noteLines(messages, key),
      comments: [],
    })),
  };
}

function noteLines(messages: MessageDomain, key: string): string[] {
  const note = (messages.notes as Record<string, string | undefined>)[key];
  return note ? note.split('\n') : [];
}

/** The headers and preamble of a new language's catalog. */
export function newCatalogHead(
  lang: string,
  languageName: string,
  domain: string,
): Pick<PoCatalog, 'headers' | 'preamble'> {
  return {
    preamble: [
      `${languageName} (${lang}) messages of the "${domain}" domain.`,
      'Sample translation: it awaits review by a fluent speaker (docs/translating.md).',
    ],
    headers: [
      ['Language', lang],
      ['Content-Type', 'text/plain; charset=UTF-8'],
      ['X-Language-Name', languageName],
      ['X-Fluent-Review', 'pending'],
      ['X-Domain', domain],
    ],
  };
}

/** A language's catalog brought up to the code's English. */
export function mergeCatalog(messages: MessageDomain, existing: PoCatalog): PoCatalog {
  const old = new Map(existing.entries.map((entry) => [entry.key, entry]));
  const entries = Object.entries(messages.english).map(([key, english]): PoEntry => {
    const source = english;
    const before = old.get(key);
    const notes = noteLines(messages, key);
    if (!before || !before.translation)
      return { key, source, translation: '', flags: [], notes, comments: before?.comments ?? [] };
    if (before.source === source) {
      return { ...before, notes };
    }
    const flags = before.flags.includes('fuzzy') ? before.flags : [...before.flags, 'fuzzy'];
    return { ...before, source, notes, flags, previousSource: before.previousSource ?? before.source };
  });
  return { headers: existing.headers, preamble: existing.preamble, entries };
}
