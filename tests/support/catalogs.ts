/**
 * A domain's messages in a language, as the catalogs give them (docs/translating.md), so browser
 * tests look for a screen's words and a message's wording without copying them.
 */
import { readFileSync } from 'node:fs';
import { translator, type MessageDomain, type Translate } from '#domain/i18n/messages.ts';
import { parsePo, translationsOf } from '#domain/i18n/po.ts';

/** @example inLanguage(wizardMessages, 'ko')('next') // '다음' */
export function inLanguage<K extends string>(messages: MessageDomain<K>, lang: string, file?: URL): Translate<K> {
  const path = file ?? new URL(`../../locales/${lang}/${messages.domain}.po`, import.meta.url);
  return translator(messages, lang, translationsOf(parsePo(readFileSync(path, 'utf8'))));
}

/** The township's own words in a language (content/township/locales/<tag>.po). */
export const townshipCatalog = (lang: string) => new URL(`../../content/township/locales/${lang}.po`, import.meta.url);
