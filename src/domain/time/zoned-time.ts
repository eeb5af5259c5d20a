/** A wall-clock date-time without a zone, as editors write it: "2025-11-04T20:00:00". */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether the runtime knows the IANA zone name, e.g. "America/New_York". */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds to add to UTC to get the zone's wall clock at that instant (negative west of Greenwich). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant at which the zone's clocks show the given local date-time. Follows the usual
 * calendar rule ("compatible", as in Temporal): in the autumn overlap the earlier instant wins, and a
 * time skipped by the spring gap is moved forward by the gap's length.
 * @example zonedTimeToUtc('2025-11-04T20:00:00', 'America/New_York').toISOString() // '2025-11-05T01:00:00.000Z'
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new Error(`"${local}" is not a local date-time like 2025-11-04T20:00:00`);
  // The seconds group is optional; Number(undefined || 0) reads a missing one as 0.
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map((v: string | undefined) => Number(v || 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const day = 86_400_000;
  const before = zoneOffsetAt(wall - day, timeZone);
  const after = zoneOffsetAt(wall + day, timeZone);
  const earlier = wall - before;
  if (zoneOffsetAt(earlier, timeZone) === before) return new Date(earlier);
  const later = wall - after;
  if (zoneOffsetAt(later, timeZone) === after) return new Date(later);
  // In the spring gap: neither offset gives back this wall time; keep the offset in force before it.
  return new Date(earlier);
}
