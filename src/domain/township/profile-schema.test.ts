import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTownshipProfile, readTownshipProfile, type TownshipProfile } from './profile-schema.ts';

const FILE = 'content/township/profile.json';
const text = readFileSync(new URL('../../../content/township/profile.json', import.meta.url), 'utf8');
const sample = readTownshipProfile(text, FILE);
const other = readTownshipProfile(
  readFileSync(new URL('../../../functions/testing/fixtures/township-b/profile.json', import.meta.url), 'utf8'),
  'township-b/profile.json',
);

/** The sample profile with one change made to a deep copy. */
const changed = (change: (profile: TownshipProfile & Record<string, unknown>) => void) => {
  const copy = structuredClone(sample) as TownshipProfile & Record<string, unknown>;
  change(copy);
  return copy;
};

const errorOf = (input: unknown) => {
  try {
    parseTownshipProfile(input, FILE);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('the sample profile (West Windsor)', () => {
  it('keeps every exact string of the specification', () => {
    expect(sample.city).toBe('West Windsor');
    expect(sample.categories).toHaveLength(16);
    expect(sample.categories[0]).toMatchObject({ name: 'Pothole/Road Damage', roadJurisdiction: true, targetDays: 5 });
    expect(sample.categories.map((category) => category.name)).toContain('Missed Trash/Recycling');
    expect(sample.departments.map((department) => department.name)).toContain('Public Works');
    expect(sample.roads.COUNTY.roads).toContain('Quakerbridge Rd');
    expect(sample.roads.STATE.agency).toBe('New Jersey Department of Transportation');
    expect(sample.map).toMatchObject({ center: { lat: 40.2809, lng: -74.5912 }, defaultZoom: 13, selectedZoom: 17 });
    expect(sample.languages).toEqual(['en', 'es', 'zh-Hans', 'ko', 'hi']);
  });

  it('has exactly one road-jurisdiction category, and a target for each', () => {
    expect(sample.categories.filter((category) => category.roadJurisdiction)).toHaveLength(1);
    expect(sample.categories.every((category) => Number.isInteger(category.targetDays))).toBe(true);
  });
});

it('reads the second township of the tests too', () => {
  expect(other.city).toBe('Lakemoor');
  expect(other.categories.map((category) => category.name)).toEqual([
    'Hole in the Road',
    'Fallen Branch',
    'Something Else',
  ]);
});

describe('an invalid profile names the file, the field and the value', () => {
  it.each([
    [
      'a department that does not exist',
      changed((p) => (p.categories[3]!.department = 'public-werks')),
      `${FILE}: categories.3.department: "public-werks" is not one of the departments`,
    ],
    [
      'a category name used twice',
      changed((p) => (p.categories[2]!.name = p.categories[1]!.name)),
      `${FILE}: categories.2.name: "Streetlight Outage" is used twice in categories`,
    ],
    [
      'a category key used twice',
      changed((p) => (p.categories[2]!.key = p.categories[1]!.key)),
      `${FILE}: categories.2.key: "streetlight-outage" is used twice in categories`,
    ],
    [
      'an Open311 code used twice',
      changed((p) => (p.categories[2]!.serviceCode = 'graffiti')),
      `${FILE}: categories.3.serviceCode: "graffiti" is used twice in categories`,
    ],
    [
      'a department key used twice',
      changed((p) => (p.departments[1]!.key = 'public-works')),
      `${FILE}: departments.1.key: "public-works" is used twice in departments`,
    ],
    [
      'a category without a target',
      changed((p) => delete (p.categories[5] as Partial<TownshipProfile['categories'][number]>).targetDays),
      `${FILE}: categories.5.targetDays: missing is required`,
    ],
    [
      'a target over 365 working days',
      changed((p) => (p.categories[0]!.targetDays = 366)),
      `${FILE}: categories.0.targetDays: 366 Too big: expected number to be <=365`,
    ],
    [
      'a priority that is not one of the four',
      changed((p) => ((p.categories[0] as { priority: string }).priority = 'Urgent')),
      `${FILE}: categories.0.priority: "Urgent" Invalid option: expected one of "Low"|"Medium"|"High"|"Emergency"`,
    ],
    [
      'an unknown danger sign',
      changed((p) => ((p.categories[7] as { dangerSigns: string[] }).dangerSigns = ['bees'])),
      `${FILE}: categories.7.dangerSigns.0: "bees" Invalid option`,
    ],
    [
      'a triage rule sent to an unknown department',
      changed((p) => (p.triage.ruleDepartments['gas leak'] = 'fire-brigade')),
      `${FILE}: triage.ruleDepartments.gas leak: "fire-brigade" is not one of the departments`,
    ],
    [
      'a fallback department that does not exist',
      changed((p) => (p.triage.fallbackDepartment = 'nobody')),
      `${FILE}: triage.fallbackDepartment: "nobody" is not one of the departments`,
    ],
    [
      'an agency link that is not a web address',
      changed((p) => (p.roads.COUNTY.reportUrl = 'mercer county')),
      `${FILE}: roads.COUNTY.reportUrl: "mercer county" Invalid URL`,
    ],
    [
      'a search box upside down',
      changed((p) => (p.map.searchBounds = { south: 40.4, north: 40.2, west: -74.7, east: -74.4 })),
      `${FILE}: map.searchBounds: {"south":40.4,"north":40.2,"west":-74.7,"east":-74.4} must have south below north`,
    ],
    [
      'a centre outside the search box',
      changed((p) => (p.map.center = { lat: 41, lng: -74.5 })),
      `${FILE}: map.center: {"lat":41,"lng":-74.5} must be inside map.searchBounds`,
    ],
    [
      'a holiday that does not exist',
      changed((p) => (p.serviceLevels.holidays[0]!.date = '2026-02-30')),
      `${FILE}: serviceLevels.holidays.0.date: "2026-02-30" is not a real date`,
    ],
    ['a field the profile does not have', changed((p) => (p.mapCenter = 'here')), 'Unrecognized key: "mapCenter"'],
    ['no city', changed((p) => delete (p as Partial<TownshipProfile>).city), `${FILE}: city: missing is required`],
  ])('%s', (_, input, message) => {
    expect(errorOf(input)).toContain(message);
  });

  it('names a file that is not JSON', () => {
    expect(() => readTownshipProfile('{ "city": ', FILE)).toThrow(`${FILE}: not valid JSON`);
  });

  it('lists every problem, one a line', () => {
    const message = errorOf(changed((p) => ((p.city = ''), (p.languages = []))));
    expect(message?.split('\n')).toHaveLength(2);
  });
});
