import { describe, expect, it } from 'vitest';
import { dayLabel, keyDateLabel } from './dates.ts';

describe('election dates in words', () => {
  it('names Election Day in the township zone, not in UTC (01:00 UTC is still Tuesday evening)', () => {
    expect(dayLabel('2025-11-05T01:00:00.000Z', 'America/New_York')).toBe('Tuesday, November 4, 2025');
  });

  it('writes a key date with its year, and a period as one range', () => {
    expect(keyDateLabel('2025-10-15T03:59:59.000Z', undefined, 'America/New_York')).toBe('Oct 14, 2025');
    expect(keyDateLabel('2025-10-25T14:00:00.000Z', '2025-11-03T00:00:00.000Z', 'America/New_York')).toBe(
      'Oct 25\u2009–\u2009Nov 2, 2025',
    );
    expect(keyDateLabel('2026-12-30T14:00:00.000Z', '2027-01-03T00:00:00.000Z', 'America/New_York')).toBe(
      'Dec 30, 2026\u2009–\u2009Jan 2, 2027',
    );
  });
});
