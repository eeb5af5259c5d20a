import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { electionSchema } from '#domain/election/schemas.ts';
import { zonedTimeToUtc } from '#domain/time/zoned-time.ts';
import { keyDatesCalendar, type CalendarInput } from './key-dates-ics.ts';

const input: CalendarInput = {
  cycle: '2025',
  title: '2025 Election Hub',
  timeZone: 'America/New_York',
  pageUrl: 'https://coalition.example/elections/2025',
  stampMs: Date.parse('2025-10-01T12:00:00Z'),
  dates: [
    { event: 'Voter registration deadline', target: '2025-10-14T23:59:59' },
    { event: 'Early in-person voting', target: '2025-10-25T10:00:00', end: '2025-11-02T19:00:00' },
    {
      event: 'General Election (polls open 6 AM to 8 PM), a long summary that needs folding; with, commas',
      target: '2025-11-04T20:00:00',
    },
  ],
};

/** Parses with ical.js, a maintained calendar library, registering the file's own zone definition. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('keyDatesCalendar', () => {
  it('parses, and each date is at its local time in the township zone (EDT in October, EST in November)', () => {
    const events = parse(keyDatesCalendar(input));
    expect(events.map((e) => e.summary)).toEqual(input.dates.map((d) => d.event));
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2025-10-15T03:59:59.000Z',
      '2025-10-25T14:00:00.000Z',
      '2025-11-05T01:00:00.000Z',
    ]);
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe('2025-11-03T00:00:00.000Z');
    expect(events.map((e) => e.startDate.zone.tzid)).toEqual([
      'America/New_York',
      'America/New_York',
      'America/New_York',
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  it('makes one calendar per date', () => {
    const events = parse(keyDatesCalendar(input, 1));
    expect(events.map((e) => e.summary)).toEqual(['Early in-person voting']);
    expect(events[0]!.uid).toBe('election-2025-key-date-2@coalition.example');
  });

  it('writes CRLF lines of at most 75 octets and escapes text', () => {
    const ics = keyDatesCalendar(input);
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replaceAll('\r\n ', '')).toContain('folding\\; with\\, commas');
  });

  it('defines the zone for a place without daylight saving time too', () => {
    const events = parse(keyDatesCalendar({ ...input, timeZone: 'America/Phoenix' }, 0));
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2025-10-15T06:59:59.000Z');
  });
});

describe('the time-zone block', () => {
  it('starts daylight and standard time on the whole minute the zone changes (02:00:00)', () => {
    const ics = keyDatesCalendar(input);
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20250309T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400');
    expect(zone).toContain('BEGIN:STANDARD\r\nDTSTART:20251102T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500');
  });

  it.each(['Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata'])('gives %s whole-minute changes', (timeZone) => {
    const ics = keyDatesCalendar({ ...input, timeZone });
    const starts = [...ics.matchAll(/^DTSTART:(\d{8}T\d{6})$/gm)].map((m) => m[1]!);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toMatch(/00$/);
  });
});

/** Every cycle's election.json in content/, as the build reads it. */
const cycles = readdirSync(join(import.meta.dirname, '../../../content/elections')).map((cycle) => {
  const file = join(import.meta.dirname, '../../../content/elections', cycle, 'election.json');
  return { cycle, election: electionSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
});

describe.each(cycles)('the calendar files of content/elections/$cycle', ({ cycle, election }) => {
  const calendarInput: CalendarInput = {
    cycle,
    title: election.title,
    timeZone: election.timeZone,
    pageUrl: `https://coalition.example/elections/${cycle}`,
    stampMs: Date.parse('2025-10-01T12:00:00Z'),
    dates: election.keyDates,
  };
  const utc = (local: string) => zonedTimeToUtc(local, election.timeZone).toISOString();
  const expected = election.keyDates.map((d) => [d.event, utc(d.target), d.end ? utc(d.end) : null]);
  const seen = (events: ReturnType<typeof parse>) =>
    events.map((e) => [
      e.summary,
      e.startDate.toJSDate().toISOString(),
      e.component.hasProperty('dtend') ? e.endDate.toJSDate().toISOString() : null,
    ]);

  it('parse, with each event starting and ending as the content says, in the township zone', () => {
    const events = parse(keyDatesCalendar(calendarInput));
    expect(seen(events)).toEqual(expected);
    for (const event of events) expect(event.startDate.zone.tzid).toBe(election.timeZone);
    election.keyDates.forEach((_, index) => {
      expect(seen(parse(keyDatesCalendar(calendarInput, index)))).toEqual([expected[index]]);
    });
  });

  it('hold Election Day as the hours the polls are open, closing at electionDay', () => {
    const day = election.electionDay.slice(0, 10);
    const onTheDay = election.keyDates.find((d) => d.target.startsWith(day));
    expect(onTheDay?.end).toBe(election.electionDay);
    expect(onTheDay!.target < onTheDay!.end!).toBe(true);
  });
});
