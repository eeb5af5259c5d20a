import { describe, expect, it } from 'vitest';
import { categoryNames, township } from '../township/township.ts';
import {
  dueAt,
  dueDateAfter,
  isOverdue,
  serviceLevelsOf,
  serviceLevelsSchema,
  townshipDate,
  type ServiceLevels,
} from './service-levels.ts';

/** The sample profile's, as the server loads them: every case below uses its targets and holidays. */
const levels = serviceLevelsOf(township());
const CATEGORIES = categoryNames();
type Category = string;

const withTargets = (target: number, overrides: Partial<ServiceLevels> = {}): ServiceLevels => ({
  ...levels,
  targets: Object.fromEntries(CATEGORIES.map((category) => [category, target])),
  ...overrides,
});

describe('the service levels of content/township/profile.json', () => {
  it('parses, with a target for every category and the 2026 Thanksgiving holidays', () => {
    expect(Object.keys(levels.targets).sort()).toEqual([...CATEGORIES].sort());
    expect(levels.workingDays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(levels.holidays.map((holiday) => holiday.date)).toEqual(
      expect.arrayContaining(['2026-11-26', '2026-11-27']),
    );
  });

  it.each([
    ['an empty working week', { workingDays: [] }, 'workingDays'],
    ['an unknown weekday', { workingDays: ['Mon', 'Funday'] }, 'workingDays.1'],
    ['a target over 365', { targets: { ...levels.targets, Graffiti: 366 } }, 'targets.Graffiti'],
    ['a negative target', { targets: { ...levels.targets, Graffiti: -1 } }, 'targets.Graffiti'],
    ['a fractional target', { targets: { ...levels.targets, Graffiti: 1.5 } }, 'targets.Graffiti'],
    ['a target that is not a number', { targets: { ...levels.targets, Graffiti: 'soon' } }, 'targets.Graffiti'],
    ['a date that does not exist', { holidays: [{ date: '2026-02-30', name: 'x' }] }, 'holidays.0.date'],
    ['a date in another format', { holidays: [{ date: '11/26/2026', name: 'x' }] }, 'holidays.0.date'],
    ['a holiday without a name', { holidays: [{ date: '2026-11-26', name: '' }] }, 'holidays.0.name'],
  ])('refuses %s', (_, change, path) => {
    const result = serviceLevelsSchema.safeParse({ ...levels, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('townshipDate', () => {
  it.each([
    ['2026-11-27T04:59:59.999Z', '2026-11-26'],
    ['2026-11-27T05:00:00.000Z', '2026-11-27'],
    // Daylight time: the township's day starts at 04:00 UTC.
    ['2026-07-04T03:59:59.999Z', '2026-07-03'],
    ['2026-07-04T04:00:00.000Z', '2026-07-04'],
    ['2027-01-01T04:59:59.000Z', '2026-12-31'],
  ])('%s is %s in the township', (instant, date) => {
    expect(townshipDate(new Date(instant))).toBe(date);
  });
});

describe('dueDateAfter: working days from the day after', () => {
  it.each([
    ['an ordinary week', '2026-11-16', 2, '2026-11-18'],
    ['a Friday over the weekend', '2026-11-13', 1, '2026-11-16'],
    ['a Saturday: Monday is the first working day', '2026-11-14', 1, '2026-11-16'],
    ['a Sunday', '2026-11-15', 5, '2026-11-20'],
    ['across Veterans Day', '2026-11-09', 2, '2026-11-12'],
    ['the eve of Thanksgiving 2026 (Thursday and Friday off)', '2026-11-25', 1, '2026-11-30'],
    ['Thanksgiving Day itself', '2026-11-26', 2, '2026-12-01'],
    ['a week across Thanksgiving', '2026-11-20', 5, '2026-12-01'],
    ['across the year end (Christmas and New Year off)', '2026-12-23', 10, '2027-01-08'],
    ['a 0-day target: the same day', '2026-11-16', 0, '2026-11-16'],
    ['a 0-day target on a Saturday: still that day', '2026-11-28', 0, '2026-11-28'],
    ['a 0-day target on a holiday', '2026-11-26', 0, '2026-11-26'],
    ['a leap day in 2028', '2028-02-25', 2, '2028-02-29'],
  ])('%s: %s + %i is %s', (_, from, days, expected) => {
    expect(dueDateAfter(from, days, levels)).toBe(expected);
  });

  it('follows another working week', () => {
    const sixDays = {
      ...levels,
      workingDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as ServiceLevels['workingDays'],
    };
    expect(dueDateAfter('2026-11-13', 1, sixDays)).toBe('2026-11-14');
    expect(dueDateAfter('2026-11-13', 1, levels)).toBe('2026-11-16');
  });

  it('counts the longest target in a one-day working week', () => {
    const sundays = { ...levels, workingDays: ['Sun'] as ServiceLevels['workingDays'], holidays: [] };
    expect(dueDateAfter('2026-11-16', 365, sundays)).toBe('2033-11-13');
  });
});

describe('dueAt: the last second of the due day, township time', () => {
  it.each([
    ['Snow Removal on the eve of Thanksgiving', '2026-11-25T15:00:00Z', 'Snow Removal', '2026-12-01T04:59:59.000Z'],
    // 21:00 Thursday in the township is already Friday in UTC: the township's date counts.
    ['a Thursday evening', '2026-11-20T02:00:00Z', 'Snow Removal', '2026-11-21T04:59:59.000Z'],
    ['a Friday evening pothole', '2026-11-21T01:00:00Z', 'Pothole/Road Damage', '2026-12-02T04:59:59.000Z'],
    // Submitted in daylight time, due in standard time (clocks went back on 1 November).
    ['across the autumn clock change', '2026-10-30T16:00:00Z', 'Snow Removal', '2026-11-03T04:59:59.000Z'],
    // Submitted in standard time, due in daylight time (clocks went forward on 8 March).
    ['across the spring clock change', '2026-03-06T16:00:00Z', 'Snow Removal', '2026-03-10T03:59:59.000Z'],
    ['across the year end', '2026-12-23T15:00:00Z', 'Streetlight Outage', '2027-01-09T04:59:59.000Z'],
  ])('%s', (_, submitted, category, expected) => {
    expect(dueAt(new Date(submitted), category, levels).toISOString()).toBe(expected);
  });

  it('is the end of the same township day for a 0-day target, on both sides of midnight', () => {
    const sameDay = withTargets(0);
    expect(dueAt(new Date('2026-11-28T04:59:59Z'), 'Graffiti', sameDay).toISOString()).toBe('2026-11-28T04:59:59.000Z');
    expect(dueAt(new Date('2026-11-28T05:00:00Z'), 'Graffiti', sameDay).toISOString()).toBe('2026-11-29T04:59:59.000Z');
  });

  it('takes the fallback target for a category the targets lack, or 10 days without it', () => {
    const without = (...names: Category[]) => ({
      ...levels,
      targets: Object.fromEntries(Object.entries(withTargets(3).targets).filter(([name]) => !names.includes(name))),
    });
    const monday = new Date('2026-11-16T15:00:00Z');
    expect(dueAt(monday, 'Graffiti', { ...without('Graffiti'), fallbackTarget: 3 }).toISOString()).toBe(
      '2026-11-20T04:59:59.000Z',
    );
    // Ten working days from Monday 2 November: Election Day and Veterans Day are off.
    const election = new Date('2026-11-02T15:00:00Z');
    expect(dueAt(election, 'Graffiti', without('Graffiti')).toISOString()).toBe('2026-11-19T04:59:59.000Z');
  });
});

describe('isOverdue', () => {
  const due = '2026-11-21T04:59:59.000Z';
  const at = (offsetMs: number) => new Date(Date.parse(due) + offsetMs);

  it.each([
    ['New', -1, false],
    ['New', 0, false],
    ['New', 1, true],
    ['In Progress', 1, true],
    ['In Progress', 0, false],
    ['Resolved', 1, false],
    ['Closed', 86_400_000, false],
  ])('a %s request %i ms after its due time: %s', (status, offset, expected) => {
    expect(isOverdue({ status, dueAt: due }, at(offset))).toBe(expected);
  });
});
