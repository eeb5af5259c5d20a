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

/** Creating a DateTimeFormat costs far more than using one, so each zone's is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset Intl writes at the end: "GMT-05:00", "GMT+05:30", "GMT-04:56:02" (local mean time), "GMT". */
const GMT_OFFSET = /GMT(?:([+\-\u2212])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

/** Milliseconds to add to UTC to get the zone's wall clock at that instant (negative west of Greenwich). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    // The year is the shortest field to format; the offset is what we read.
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', timeZoneName: 'longOffset' });
    formatters.set(timeZone, format);
  }
  const text = format.format(instant);
  const match = GMT_OFFSET.exec(text);
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone} from "${text}"`);
  if (!match[1]) return 0;
  const ms = (Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0)) * 1000;
  return match[1] === '+' ? ms : -ms;
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
  // Intl only converts UTC to wall clock, so try the offsets in force a day before and a day after.
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
