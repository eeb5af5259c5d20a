/**
 * Statistics in words (docs/311-app.md#statistics): durations in days and hours, township
 * months by name, shares as whole percentages.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/**
 * A time to resolve, to the hour; null when nothing has been resolved.
 * @example durationText(2 * 86_400_000 + 5 * 3_600_000) // '2 days 5 hours'
 * @example durationText(20 * 60_000) // 'less than an hour'
 */
export function durationText(ms: number | null): string {
  if (ms === null) return 'No requests resolved yet';
  const hours = Math.round(ms / HOUR_MS);
  if (hours < 1) return 'less than an hour';
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  if (days === 0) return plural(rest, 'hour');
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM month label by name.
 * @example monthName('2026-11') // 'Nov 2026'
 */
export function monthName(label: string): string {
  const [year, month] = label.split('-');
  return `${MONTHS[Number(month) - 1] ?? month ?? ''} ${year ?? ''}`.trim();
}

/**
 * A part of a whole as a whole percentage; '0%' of nothing.
 * @example shareText(1, 3) // '33%'
 */
export function shareText(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';
}

/** Whole numbers with thousands separators. */
export const countText = (count: number) => count.toLocaleString('en-US');

export { DAY_MS, HOUR_MS };
