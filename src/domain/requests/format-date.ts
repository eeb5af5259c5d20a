/** The township's time zone: times read the same for a resident, a worker and the server. */
export const TOWNSHIP_TIME_ZONE = 'America/New_York';
/** Shown where a request has no such date. */
const MISSING_DATE = 'N/A';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TOWNSHIP_TIME_ZONE,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter for a language, kept: English is the specification's en-US form
 * ("Jan 5, 2025, 3:04 PM"); another language writes the same parts its own way.
 */
export function townshipDateFormat(lang: string, options: Intl.DateTimeFormatOptions = DATE_TIME): Intl.DateTimeFormat {
  const locale = lang === 'en' || lang === 'en-XA' ? 'en-US' : lang;
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TOWNSHIP_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A request date as the product shows it (docs/product.md#311-tracking-a-request), in the
 * township's zone. Accepts what stores and JSON hand over (a Date, an ISO string or epoch
 * milliseconds); anything missing or unreadable is "N/A".
 * Newer ICU data puts a narrow no-break space before AM/PM; a plain space keeps the text stable.
 * @example formatRequestDate('2025-01-05T20:04:00Z') // 'Jan 5, 2025, 3:04 PM'
 * @example formatRequestDate(null) // 'N/A'
 * @example formatRequestDate('2025-01-05T20:04:00Z', 'ko') // '2025년 1월 5일 오후 3:04'
 */
export function formatRequestDate(
  value: Date | string | number | null | undefined,
  lang = 'en',
  missing = MISSING_DATE,
): string {
  if (value === null || value === undefined || value === '') return missing;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return missing;
  return townshipDateFormat(lang)
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}
