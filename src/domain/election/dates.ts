/** Election dates in words, in the election's time zone and a page's language (US English by default). */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const shortFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale: string,
) {
  const key = `${locale} ${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

/**
 * A day in full, as the hub says when the election was held.
 * @example dayLabel('2025-11-05T01:00:00.000Z', 'America/New_York') // 'Tuesday, November 4, 2025'
 * @example dayLabel('2025-11-05T01:00:00.000Z', 'America/New_York', 'es') // 'martes, 4 de noviembre de 2025'
 */
export function dayLabel(utc: string, timeZone: string, locale = 'en-US'): string {
  return cached(
    dayFormats,
    timeZone,
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    locale,
  ).format(Date.parse(utc));
}

/**
 * A key date with its year; a period as a range.
 * @example keyDateLabel('2025-10-25T14:00:00.000Z', '2025-11-02T23:00:00.000Z', 'America/New_York') // 'Oct 25 – Nov 2, 2025'
 */
export function keyDateLabel(startUtc: string, endUtc: string | undefined, timeZone: string, locale = 'en-US'): string {
  const format = cached(shortFormats, timeZone, { month: 'short', day: 'numeric', year: 'numeric' }, locale);
  const start = Date.parse(startUtc);
  if (!endUtc) return format.format(start);
  return format.formatRange(start, Date.parse(endUtc));
}
