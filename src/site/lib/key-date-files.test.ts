import { describe, expect, it } from 'vitest';
import { keyDateHref, keyDateSlugs, keyDatesHref } from './key-date-files.ts';

describe('key date files', () => {
  it('names each file after its event, once', () => {
    expect(
      keyDateSlugs([
        { event: 'Voter registration deadline' },
        { event: 'General Election (polls open 6 AM to 8 PM)' },
        { event: 'Voter registration deadline' },
        { event: '¿?' },
      ]),
    ).toEqual(['voter-registration-deadline', 'general-election', 'voter-registration-deadline-3', 'date']);
  });

  it('lives under the cycle', () => {
    expect(keyDatesHref('2025')).toBe('/elections/2025/key-dates.ics');
    expect(keyDateHref('2025', 'general-election')).toBe('/elections/2025/key-dates/general-election.ics');
  });
});
