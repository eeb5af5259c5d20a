/**
 * The plain report form's words and choices on the server, in a page's language: the wizard's,
 * the location step's, the common and the plain pages' catalogs (functions/i18n/catalogs.ts), and
 * the township's categories by their names in that language.
 */
import { DEFAULT_LANGUAGE } from '#domain/i18n/languages.ts';
import type { ReportTranslators } from '#domain/html/report-view.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import { plainMessages } from '#domain/messages-311/plain.messages.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';
import { PSEUDO_LOCALE, pseudoMessage } from '#domain/i18n/pseudo.ts';
import { categoryLabel, categoryNames } from '#domain/township/township.ts';
import { literalMessage } from '#domain/township/township-messages.ts';
import { serverTranslator } from '../i18n/catalogs.ts';
import { formLanguage } from './plain-posts.ts';

/**
 * The language a posted form names: an offered one or the pseudo-locale (its test pages), else English.
 * @example pageLanguage('ko') // 'ko'
 */
export const pageLanguage = (value: unknown): string => formLanguage(value) ?? DEFAULT_LANGUAGE;

/** The four domains' messages in `lang`. */
export function reportTranslators(lang: string): ReportTranslators {
  return {
    wizard: serverTranslator(wizardMessages, lang),
    location: serverTranslator(locationMessages, lang),
    common: serverTranslator(commonMessages, lang),
    plain: serverTranslator(plainMessages, lang),
  };
}

/**
 * A stored category name as a reader of `lang` reads it on these pages: the profile's translation,
 * and in the pseudo-locale the pseudo form of the name, as the app shows it.
 * @example pageCategoryLabel('Graffiti', 'en-xa') // '⟦Ĝŕáƒƒíţí ···⟧'
 */
export const pageCategoryLabel = (name: string, lang: string): string =>
  lang === PSEUDO_LOCALE ? pseudoMessage(literalMessage(name)) : categoryLabel(name, lang);

/** The categories as the form offers them: the stored name, and the name in `lang`. */
export const reportCategories = (lang: string) =>
  categoryNames().map((name) => ({ value: name, label: pageCategoryLabel(name, lang) }));
