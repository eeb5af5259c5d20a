/**
 * Key dates as iCalendar (RFC 5545) files, in the election's time zone: one calendar with every
 * date and one per date. Times are the editors' local times with a TZID, and the calendar carries
 * that zone's definition (its offsets and changes in the years the dates fall in), so a calendar
 * app shows 11:59 PM in the township whatever zone the voter is in.
 */
import { zoneOffsetAt } from '#domain/time/zoned-time.ts';

/** One key date, as the hub has it. */
export interface CalendarDate {
  event: string;
  /** Local date-time, "2025-10-14T23:59:59". */
  target: string;
  /** Local date-time a period ends, if it is one. */
  end?: string | undefined;
}

export interface CalendarInput {
  /** The cycle, e.g. "2025": part of every event's UID. */
  cycle: string;
  /** The hub's title, e.g. "2025 Election Hub". */
  title: string;
  timeZone: string;
  /** The hub's address, linked from every event. */
  pageUrl: string;
  /** The moment the file is made (DTSTAMP), epoch ms. */
  stampMs: number;
  dates: CalendarDate[];
}

/** Text value escaping (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** "2025-10-14T23:59:59" -> "20251014T235959". */
const localStamp = (local: string) => {
  const [date, time = '00:00:00'] = local.split('T');
  return `${date!.replaceAll('-', '')}T${`${time}:00`.slice(0, 8).replaceAll(':', '')}`;
};

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "+0500", "-0400". */
const offsetText = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** Folds a content line at 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The instants (epoch ms) in [from, to) at which the zone's offset changes. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  const hour = 3_600_000;
  for (let t = from; t < to; t += 24 * hour) {
    const next = Math.min(t + 24 * hour, to);
    if (zoneOffsetAt(t, timeZone) === zoneOffsetAt(next, timeZone)) continue;
    let low = t;
    let high = next;
    // To the millisecond: a coarser search lands up to a minute late ("02:00:28").
    while (high - low > 1) {
      const mid = low + Math.floor((high - low) / 2);
      if (zoneOffsetAt(mid, timeZone) === zoneOffsetAt(low, timeZone)) low = mid;
      else high = mid;
    }
    found.push(high);
  }
  return found;
}

/** Wall-clock "YYYYMMDDTHHMMSS" at an instant, in a zone at a given offset. */
const wallStamp = (instant: number, offset: number) => utcStamp(instant + offset).replace('Z', '');

/** The VTIMEZONE component for the years the dates fall in. */
function timeZoneLines(timeZone: string, years: number[]): string[] {
  const from = Date.UTC(Math.min(...years), 0, 1);
  const to = Date.UTC(Math.max(...years) + 1, 0, 1);
  const changes = transitions(timeZone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const offset = offsetText(zoneOffsetAt(from, timeZone));
    lines.push('BEGIN:STANDARD', `DTSTART:${wallStamp(from, 0)}`, `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    lines.push('END:STANDARD');
  } else {
    const highest = Math.max(...changes.map((at) => zoneOffsetAt(at, timeZone)));
    for (const at of changes) {
      const before = zoneOffsetAt(at - 60_000, timeZone);
      const after = zoneOffsetAt(at, timeZone);
      const kind = after === highest && after > before ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${wallStamp(at, before)}`,
        `TZOFFSETFROM:${offsetText(before)}`,
        `TZOFFSETTO:${offsetText(after)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * A calendar with the given key dates (all of them, or one).
 * @example keyDatesCalendar({ cycle: '2025', title: '2025 Election Hub', timeZone: 'America/New_York', ... })
 */
export function keyDatesCalendar(input: CalendarInput, only?: number): string {
  const chosen = input.dates
    .map((date, index) => ({ date, index }))
    .filter(({ index }) => only === undefined || index === only);
  const years = chosen.flatMap(({ date }) => [date.target, date.end ?? date.target].map((d) => Number(d.slice(0, 4))));
  const host = new URL(input.pageUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(host)}//${text(input.title)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(input.title)}: key dates`,
    ...timeZoneLines(input.timeZone, years),
  ];
  for (const { date, index } of chosen) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:election-${input.cycle}-key-date-${index + 1}@${host}`,
      `DTSTAMP:${utcStamp(input.stampMs)}`,
      `DTSTART;TZID=${input.timeZone}:${localStamp(date.target)}`,
      ...(date.end ? [`DTEND;TZID=${input.timeZone}:${localStamp(date.end)}`] : []),
      `SUMMARY:${text(date.event)}`,
      `DESCRIPTION:${text(`${input.title}: ${input.pageUrl}`)}`,
      `URL:${input.pageUrl}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
