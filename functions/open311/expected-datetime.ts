/**
 * The standard's `expected_datetime`, from the triage estimate stored on a request: the rules
 * engine writes "1-2 business days" or "Immediate (within 4 hours)", a model may write "24-48
 * hours" or "about 2 weeks". The upper bound is added to the submission time; an estimate this
 * cannot read gives no date rather than a guess.
 */
import { addTownshipDays, townshipWeekday } from './zoned-iso.ts';

const ESTIMATE =
  /(\d+(?:\.\d+)?)(?:\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?))?\s*(business\s+days?|working\s+days?|days?|hours?|hrs?|weeks?|minutes?|mins?)\b/i;

const HOUR = 3_600_000;

/** `count` township weekdays after `from`, at the same wall-clock time. */
function addBusinessDays(from: Date, count: number): Date {
  let date = from;
  let left = count;
  while (left > 0) {
    date = addTownshipDays(date, 1);
    const day = townshipWeekday(date);
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}

/**
 * When the work is expected to be done, or null when the estimate cannot be read.
 * @example expectedDatetime('2026-11-20T14:00:00Z', '24-48 hours')?.toISOString() // '2026-11-22T14:00:00.000Z'
 * @example expectedDatetime('2026-11-20T14:00:00Z', '1-2 business days')?.toISOString() // Friday + 2 weekdays: '2026-11-24T14:00:00.000Z'
 * @example expectedDatetime('2026-11-20T14:00:00Z', 'soon') // null
 */
export function expectedDatetime(createdAt: string, estimate: string | null | undefined): Date | null {
  if (!estimate) return null;
  const match = ESTIMATE.exec(estimate);
  const created = new Date(createdAt);
  if (!match || Number.isNaN(created.getTime())) return null;
  const upper = Number(match[2] ?? match[1]);
  const unit = match[3]!.toLowerCase();
  if (!Number.isFinite(upper) || upper <= 0 || upper > 365 * 24) return null;
  if (/^(business|working)/.test(unit)) {
    return Number.isInteger(upper) && upper <= 365 ? addBusinessDays(created, upper) : null;
  }
  if (unit.startsWith('week') || unit.startsWith('day')) {
    const days = unit.startsWith('week') ? upper * 7 : upper;
    if (days > 365) return null;
    return Number.isInteger(days) ? addTownshipDays(created, days) : new Date(created.getTime() + days * 24 * HOUR);
  }
  if (unit.startsWith('min')) return new Date(created.getTime() + upper * 60_000);
  return new Date(created.getTime() + upper * HOUR);
}
