import { expect, it } from 'vitest';
import { isTimeZone, zonedTimeToUtc } from './zoned-time.ts';

it.each([
  // The two countdown targets: EST (UTC-5) after the November change, EDT (UTC-4) before it.
  ['2025-11-04T20:00:00', 'America/New_York', '2025-11-05T01:00:00.000Z'],
  ['2025-10-14T23:59:59', 'America/New_York', '2025-10-15T03:59:59.000Z'],
  ['2025-07-01T12:00', 'America/New_York', '2025-07-01T16:00:00.000Z'],
  ['2025-01-15T00:00:00', 'America/New_York', '2025-01-15T05:00:00.000Z'],
  // Autumn overlap: 1:30 happens twice; the earlier (EDT) instant wins.
  ['2025-11-02T01:30:00', 'America/New_York', '2025-11-02T05:30:00.000Z'],
  ['2025-11-02T02:00:00', 'America/New_York', '2025-11-02T07:00:00.000Z'],
  ['2025-11-02T00:59:59', 'America/New_York', '2025-11-02T04:59:59.000Z'],
  // Spring gap: 2:30 never happens; it moves forward by the hour skipped (3:30 EDT).
  ['2025-03-09T02:30:00', 'America/New_York', '2025-03-09T07:30:00.000Z'],
  ['2025-03-09T03:00:00', 'America/New_York', '2025-03-09T07:00:00.000Z'],
  ['2025-03-09T01:59:59', 'America/New_York', '2025-03-09T06:59:59.000Z'],
  // The day after a change, within 24 hours of it.
  ['2025-11-02T12:00:00', 'America/New_York', '2025-11-02T17:00:00.000Z'],
  ['2025-03-09T12:00:00', 'America/New_York', '2025-03-09T16:00:00.000Z'],
  // Other zones: no DST, east of Greenwich, a half-hour offset.
  ['2025-11-04T20:00:00', 'UTC', '2025-11-04T20:00:00.000Z'],
  ['2025-11-04T20:00:00', 'Asia/Kolkata', '2025-11-04T14:30:00.000Z'],
  ['2025-06-01T09:00:00', 'Europe/London', '2025-06-01T08:00:00.000Z'],
  ['2025-12-31T23:59:59', 'America/Phoenix', '2026-01-01T06:59:59.000Z'],
])('zonedTimeToUtc(%j, %j) is %s', (local, zone, expected) => {
  expect(zonedTimeToUtc(local, zone).toISOString()).toBe(expected);
});

it.each(['2025-11-04', '2025-11-04 20:00', '2025-11-04T20:00:00Z', 'tomorrow'])(
  'zonedTimeToUtc(%j) throws, naming the value',
  (local) => {
    expect(() => zonedTimeToUtc(local, 'America/New_York')).toThrow(local);
  },
);

it.each([
  ['America/New_York', true],
  ['UTC', true],
  ['America/Atlantis', false],
  ['EST5EDT', true],
  ['', false],
])('isTimeZone(%j) is %s', (zone, expected) => {
  expect(isTimeZone(zone)).toBe(expected);
});
