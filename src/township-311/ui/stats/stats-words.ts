/**
 * Statistics in words (docs/311-app.md#statistics): durations in days and hours, township
 * months by name, shares as whole percentages, in a language (English unless given: the staff
 * screens are English).
 */
import { translator, type Translate } from '#domain/i18n/messages.ts';
import { formatNumber } from '#domain/i18n/message-format.ts';
import { PSEUDO_LOCALE } from '#domain/i18n/pseudo.ts';
import { statsMessages } from './stats.messages.ts';

export type StatsWords = Translate<keyof typeof statsMessages.english>;

/** The English words, where no screen language is given. */
export const ENGLISH_STATS_WORDS: StatsWords = translator(statsMessages, 'en');

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The locale figures are written in: English's own for English and the pseudo-locale. */
const numberLocale = (lang: string) => (lang === 'en' || lang === PSEUDO_LOCALE ? 'en-US' : lang);

/**
 * A time to resolve, to the hour; null when nothing has been resolved.
 * @example durationText(2 * 86_400_000 + 5 * 3_600_000) // '2 days 5 hours'
 * @example durationText(20 * 60_000) // 'less than an hour'
 */
export function durationText(ms: number | null, t: StatsWords = ENGLISH_STATS_WORDS): string {
  if (ms === null) return t('noneResolved');
  const hours = Math.round(ms / HOUR_MS);
  if (hours < 1) return t('underAnHour');
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  if (days === 0) return t('hours', { hours: rest });
  return rest === 0 ? t('days', { days }) : t('daysHours', { days, hours: rest });
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM month label by name, as the language writes a month and year.
 * @example monthName('2026-11') // 'Nov 2026'
 * @example monthName('2026-11', 'ko') // '2026년 11월'
 */
export function monthName(label: string, lang = 'en'): string {
  const [year, month] = label.split('-').map(Number);
  if (!year || !month || month > 12) return label;
  const locale = numberLocale(lang);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(year, month - 1, 1));
}

/**
 * A part of a whole as a whole percentage; '0%' of nothing.
 * @example shareText(1, 3) // '33%'
 */
export function shareText(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';
}

/** Whole numbers with the language's thousands separators. */
export const countText = (count: number, lang = 'en') => formatNumber(count, numberLocale(lang));

export { DAY_MS, HOUR_MS };
