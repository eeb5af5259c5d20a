/** Days as the portal shows a due or expected date: the township's calendar day, without a time. */
import { townshipDateFormat } from './format-date.ts';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/**
 * The township's day of an instant, like formatRequestDate without the time; "N/A" when missing.
 * A due date is the last second of its day on the township's clock, so it reads as that day
 * wherever the reader is.
 * @example formatRequestDay('2025-01-20T04:59:59.000Z') // 'Jan 19, 2025'
 */
export function formatRequestDay(value: string | null | undefined, lang = 'en', missing = 'N/A'): string {
  if (!value) return missing;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? missing : townshipDateFormat(lang, DAY).format(date);
}
