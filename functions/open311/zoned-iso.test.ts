import { describe, expect, it } from 'vitest';
import { addTownshipDays, parseOpen311Date, toZonedIso } from './zoned-iso.ts';

describe('toZonedIso', () => {
  it.each([
    ['2026-11-21T14:05:00.000Z', '2026-11-21T09:05:00-05:00'],
    ['2026-07-04T16:00:00Z', '2026-07-04T12:00:00-04:00'],
    ['2026-11-21T04:59:59.999Z', '2026-11-20T23:59:59-05:00'],
    // The autumn change: 1:30 happens twice, once in each offset.
    ['2026-11-01T05:30:00Z', '2026-11-01T01:30:00-04:00'],
    ['2026-11-01T06:30:00Z', '2026-11-01T01:30:00-05:00'],
  ])('%s is %s', (instant, expected) => {
    expect(toZonedIso(instant)).toBe(expected);
    expect(Date.parse(expected)).toBe(Math.floor(Date.parse(instant) / 1000) * 1000);
  });

  it('takes a Date too', () => {
    expect(toZonedIso(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12-31T19:00:00-05:00');
  });
});

describe('addTownshipDays', () => {
  it('keeps the wall-clock time across a daylight-saving change', () => {
    const summer = new Date('2026-09-01T13:00:00.250Z'); // 09:00 EDT
    const later = addTownshipDays(summer, 90);
    expect(toZonedIso(later)).toBe('2026-11-30T09:00:00-05:00');
    expect(later.getTime() - summer.getTime()).toBe(90 * 86_400_000 + 3_600_000);
    expect(later.getUTCMilliseconds()).toBe(250);
    expect(addTownshipDays(later, -90).getTime()).toBe(summer.getTime());
  });

  it('moves a time the spring change skips forward, and keeps one the autumn change repeats', () => {
    // 02:30 on 8 March 2026 does not exist in the township.
    expect(toZonedIso(addTownshipDays(new Date('2026-03-07T07:30:00Z'), 1))).toBe('2026-03-08T03:30:00-04:00');
    // 01:30 on 1 November 2026 happens twice; either is 01:30 on the wall.
    expect(toZonedIso(addTownshipDays(new Date('2026-10-31T05:30:00Z'), 1)).slice(0, 19)).toBe('2026-11-01T01:30:00');
  });

  // A loose guard against a per-call cost of milliseconds (the figures are in docs/benchmarks.md).
  it('is quick enough for a full listing', () => {
    const start = performance.now();
    for (let i = 0; i < 5000; i += 1) addTownshipDays(new Date(Date.UTC(2026, 0, 1) + i * 3_600_000), 5);
    expect(performance.now() - start).toBeLessThan(5000);
  });

  it('counts days in the township, not in UTC', () => {
    expect(toZonedIso(addTownshipDays(new Date('2026-11-21T04:30:00Z'), 1))).toBe('2026-11-21T23:30:00-05:00');
  });
});

describe('parseOpen311Date', () => {
  it.each([
    ['2026-11-21T09:05:00-05:00', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T14:05:00Z', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21t14:05:00z', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T14:05Z', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T14:05:00.123Z', '2026-11-21T14:05:00.123Z'],
    ['2026-11-21T09:05:00-0500', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T20:05:00+06:00', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21', '2026-11-21T05:00:00.000Z'],
    ['2026-07-04', '2026-07-04T04:00:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseOpen311Date(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-11-21T09:05:00',
    '2026-02-30',
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-11-21T24:00:00Z',
    '2026-11-21T09:61:00Z',
    '2026-11-21T09:05:00+25:00',
    '21/11/2026',
    'yesterday',
    '1732200000',
    '2026-11-21T09:05:00-05:00 ',
    '',
  ])('refuses %j', (text) => {
    expect(parseOpen311Date(text)).toBeNull();
  });
});
