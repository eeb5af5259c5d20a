import { describe, expect, it } from 'vitest';
import { expectedDatetime } from './expected-datetime.ts';
import { toZonedIso } from './zoned-iso.ts';

// A Friday, 09:00 in the township.
const FRIDAY = '2026-11-20T14:00:00.000Z';

describe('expectedDatetime', () => {
  it.each([
    // The rules engine's estimates.
    ['Immediate (within 4 hours)', '2026-11-20T13:00:00-05:00'],
    ['1-2 business days', '2026-11-24T09:00:00-05:00'],
    ['3-5 business days', '2026-11-27T09:00:00-05:00'],
    ['5-10 business days', '2026-12-04T09:00:00-05:00'],
    // What a model may write.
    ['24-48 hours', '2026-11-22T09:00:00-05:00'],
    ['24–48 hrs', '2026-11-22T09:00:00-05:00'],
    ['2 to 3 days', '2026-11-23T09:00:00-05:00'],
    ['within 1 day', '2026-11-21T09:00:00-05:00'],
    ['about 2 weeks', '2026-12-04T09:00:00-05:00'],
    ['30 minutes', '2026-11-20T09:30:00-05:00'],
    ['1.5 days', '2026-11-21T21:00:00-05:00'],
    ['2 working days', '2026-11-24T09:00:00-05:00'],
  ])('%s after Friday 09:00 is %s', (estimate, expected) => {
    expect(toZonedIso(expectedDatetime(FRIDAY, estimate)!)).toBe(expected);
  });

  it.each([null, undefined, '', 'soon', 'as resources allow', '0 days', '9999 days', '1.5 business days'])(
    'gives null for %j',
    (estimate) => {
      expect(expectedDatetime(FRIDAY, estimate)).toBeNull();
    },
  );

  it('gives null for an unreadable creation time', () => {
    expect(expectedDatetime('not a date', '1-2 business days')).toBeNull();
  });
});
