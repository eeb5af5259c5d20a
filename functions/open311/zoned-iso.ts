/**
 * Open311 dates: ISO 8601 with the township's UTC offset (the standard asks for an offset, and a
 * client in the township reads its own wall clock), and the dates clients send, which must carry
 * an offset (or `Z`) or be a bare day, read as township midnight.
 */
import { TOWNSHIP_TIME_ZONE } from '#domain/requests/format-date.ts';
import { zonedTimeToUtc, zoneOffsetAt } from '#domain/time/zoned-time.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The zone's offsets change on whole UTC hours since 1970, so offsets are kept per hour. */
const offsetCache = new Map<number, number>();
const OFFSET_CACHE_SIZE = 50_000;

/**
 * Milliseconds to add to UTC for the township's wall clock at an instant, cached per UTC hour:
 * measured, one Intl lookup per call made toZonedIso 1.3x and addTownshipDays 7x slower (docs/benchmarks.md).
 */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  const cacheable = ms >= 0;
  const hit = cacheable ? offsetCache.get(hour) : undefined;
  if (hit !== undefined) return hit;
  const offset = zoneOffsetAt(cacheable ? hour * HOUR : ms, TOWNSHIP_TIME_ZONE);
  if (cacheable) {
    if (offsetCache.size >= OFFSET_CACHE_SIZE) offsetCache.clear();
    offsetCache.set(hour, offset);
  }
  return offset;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the township's wall clock with its offset, to the second.
 * @example toZonedIso('2026-11-21T14:05:00.000Z') // '2026-11-21T09:05:00-05:00'
 * @example toZonedIso('2026-07-04T16:00:00Z') // '2026-07-04T12:00:00-04:00'
 */
export function toZonedIso(value: Date | string): string {
  const instant = value instanceof Date ? value : new Date(value);
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = offsetAt(seconds);
  const wall = new Date(seconds + offset).toISOString().slice(0, 19);
  const offsetMinutes = Math.round(offset / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The same wall-clock time `days` calendar days later (or earlier) in the township: 90 days
 * across a daylight-saving change is 90 days on the calendar, not 2,160 hours. A time that does
 * not exist on the target day (the spring gap) follows zonedTimeToUtc's rule.
 * @example addTownshipDays(new Date('2026-11-21T14:05:00Z'), -90).toISOString() // '2026-08-23T13:05:00.000Z'
 */
export function addTownshipDays(instant: Date, days: number): Date {
  const ms = instant.getTime();
  const target = ms + offsetAt(ms) + days * DAY;
  let result = target - offsetAt(ms + days * DAY);
  result = target - offsetAt(result);
  if (result + offsetAt(result) === target) return new Date(result);
  const local = new Date(target).toISOString().slice(0, 19);
  return new Date(zonedTimeToUtc(local, TOWNSHIP_TIME_ZONE).getTime() + (((ms % 1000) + 1000) % 1000));
}

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Whether the calendar fields name a real day and time (Date.parse rolls 30 February over). */
function isRealDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/**
 * A date parameter: ISO 8601 with an offset or `Z`, or a bare day read as township midnight;
 * null for anything else (no offset, impossible dates, other notations).
 * @example parseOpen311Date('2026-11-21T09:05:00-05:00')?.toISOString() // '2026-11-21T14:05:00.000Z'
 * @example parseOpen311Date('2026-11-21')?.toISOString() // '2026-11-21T05:00:00.000Z'
 * @example parseOpen311Date('2026-11-21T09:05:00') // null
 */
export function parseOpen311Date(text: string): Date | null {
  const bare = BARE_DATE.exec(text);
  if (bare) {
    const [year, month, day] = bare.slice(1, 4).map(Number) as [number, number, number];
    if (!isRealDate(year, month, day)) return null;
    return zonedTimeToUtc(`${bare[1]}-${bare[2]}-${bare[3]}T00:00:00`, TOWNSHIP_TIME_ZONE);
  }
  const full = DATE_TIME.exec(text);
  if (!full) return null;
  const [year, month, day, hour, minute] = full.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(full[6] ?? 0);
  if (!isRealDate(year, month, day, hour, minute, second)) return null;
  const zone = full[7]!.toUpperCase();
  if (zone !== 'Z') {
    const offset = /^[+-](\d{2}):?(\d{2})$/.exec(zone)!;
    if (Number(offset[1]) > 18 || Number(offset[2]) > 59) return null;
  }
  const normalised =
    zone === 'Z' || zone.includes(':') ? text : `${text.slice(0, -5)}${zone.slice(0, 3)}:${zone.slice(3)}`;
  const time = Date.parse(normalised.toUpperCase());
  return Number.isNaN(time) ? null : new Date(time);
}
