import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
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
