/** The township's time zone: times read the same for a resident, a worker and the server. */
export const TOWNSHIP_TIME_ZONE = 'America/New_York';
/** Shown where a request has no such date. */
const MISSING_DATE = 'N/A';

const formatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TOWNSHIP_TIME_ZONE,
});

/**
 * A request date as the product shows it (docs/product.md#311-tracking-a-request), in the
 * township's zone. Accepts what stores and JSON hand over (a Date, an ISO string or epoch
 * milliseconds); anything missing or unreadable is "N/A".
 * Newer ICU data puts a narrow no-break space before AM/PM; a plain space keeps the text stable.
 * @example formatRequestDate('2025-01-05T20:04:00Z') // 'Jan 5, 2025, 3:04 PM'
 * @example formatRequestDate(null) // 'N/A'
 */
export function formatRequestDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return MISSING_DATE;
  return formatter.format(date).replace(/[\u202f\u00a0]/g, ' ');
}
