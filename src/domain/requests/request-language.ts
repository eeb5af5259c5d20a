/**
 * The language a request or a follow is recorded in: one of the township profile's languages.
 * A tag the profile does not offer (a page left open while a language was withdrawn, an old app,
 * another client) is recorded as English rather than refused: the language only chooses how the
 * messages read, English is always offered, and a report must never be lost over it.
 */
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { township } from '../township/township.ts';

/** The longest tag a submission may send (BCP 47's practical length); longer is not a tag. */
export const LANGUAGE_TAG_MAX = 35;

/**
 * The profile's language `value` names (any case), else English.
 * @example recordedLanguage('KO') // 'ko'
 * @example recordedLanguage('fr') // 'en' while the profile does not offer French
 */
export function recordedLanguage(value: unknown, offered: readonly string[] = township().languages): string {
  if (typeof value !== 'string' || value.length > LANGUAGE_TAG_MAX) return DEFAULT_LANGUAGE;
  const lower = value.trim().toLowerCase();
  return offered.find((tag) => tag.toLowerCase() === lower) ?? DEFAULT_LANGUAGE;
}

/**
 * A language's name in English, for staff, and in itself (null when the same).
 * @example languageNames('ko') // { english: 'Korean', own: '한국어' }
 */
export function languageNames(tag: string): { english: string; own: string | null } {
  const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  const own = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  return { english, own: own === english ? null : own };
}

/**
 * A language's name for staff, in English with its own name beside it when that differs.
 * @example languageLabel('ko') // 'Korean (한국어)'; languageLabel('es') // 'Spanish (Español)'
 */
export function languageLabel(tag: string): string {
  const { english, own } = languageNames(tag);
  return own ? `${english} (${own})` : english;
}
