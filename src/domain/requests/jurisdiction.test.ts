import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS, CATEGORIES, COUNTY_ROADS, STATE_ROADS } from '../testing/sample-township.ts';
import {
  asJurisdictionRefusal,
  checkJurisdiction,
  jurisdictionRefusalIn,
  refusalNotice,
  roadJurisdiction,
} from './jurisdiction.ts';

it.each([
  ['1 Route 1, West Windsor', 'STATE'],
  ['3300 US-1 North', 'STATE'],
  ['us 130 southbound', 'STATE'],
  ['Brunswick Pike at Alexander Rd', 'STATE'],
  ['Exit 7 of I-295', 'STATE'],
  ['I-95 overpass', 'STATE'],
  ['Route 571 and Cranbury Rd', 'STATE'],
  ['12 Quakerbridge Rd', 'COUNTY'],
  ['QUAKERBRIDGE RD', 'COUNTY'],
  ['5 clarksville rd, princeton junction', 'COUNTY'],
  ['Edinburg-Windsor Rd', 'COUNTY'],
  ['20 S Mill Rd', 'COUNTY'],
  ['Village Rd E', 'COUNTY'],
  // Road and Rd are the same word.
  ['271 Clarksville Road', 'COUNTY'],
  ['10 Village Rd W', 'TOWNSHIP'],
  ['4 Main St', 'TOWNSHIP'],
  ['', 'TOWNSHIP'],
  // Each list, spelled as residents and map searches write it.
  ['3300 US 1', 'STATE'],
  ['US Route 1 southbound', 'STATE'],
  ['Rte 1 N', 'STATE'],
  ['southbound Route 130', 'STATE'],
  ['NJ Route 571', 'STATE'],
  ['1200 US-130, Robbinsville', 'STATE'],
  ['I-295 ramp', 'STATE'],
  ['Quakerbridge Rd & Route 1', 'STATE'],
  ['Alexander Rd / US-1', 'STATE'],
  ['Clarksville Rd & Village Rd E', 'COUNTY'],
  ['Cranbury Road at Southfield Rd', 'COUNTY'],
  ['3 Old Trenton Rd', 'COUNTY'],
  ['14 Lower Harrison St.', 'COUNTY'],
  ['20 South Mill Road', 'COUNTY'],
  ['12-14 S Post Rd', 'COUNTY'],
  ['Princeton-Hightstown Rd', 'COUNTY'],
  ['99 Robbinsville-Edinburg Rd', 'COUNTY'],
  ['Edinburg Rd, Hamilton', 'COUNTY'],
  ['Village Road East', 'COUNTY'],
  ['Main St and Washington Rd', 'COUNTY'],
  // A state road wins over a county road in the same street part.
  ['Washington Rd at Route 1', 'STATE'],
  // Near misses: another road, a longer number, a name inside a word, after the first comma.
  ['Old Washington Rd', 'TOWNSHIP'],
  ['3 Campus 1 Dr', 'TOWNSHIP'],
  ['40 Campus Dr', 'TOWNSHIP'],
  ['Route 5710', 'TOWNSHIP'],
  ['I-2950', 'TOWNSHIP'],
  ['I-955', 'TOWNSHIP'],
  ['Route 1A', 'TOWNSHIP'],
  ['Hightstown Rd', 'TOWNSHIP'],
  ['Upper Harrison St', 'TOWNSHIP'],
  ['5 Mill Rd', 'TOWNSHIP'],
  ['Village Rd W', 'TOWNSHIP'],
  ['Washington Rdx', 'TOWNSHIP'],
  ['Bus 1 stop', 'TOWNSHIP'],
  ['Quakerbridge Mall', 'TOWNSHIP'],
  ['12 Main St, near Route 1', 'TOWNSHIP'],
  ['20 Main St, West Windsor, NJ', 'TOWNSHIP'],
  ['9 Nassau Pl, Route 1 Shopping Ctr, Princeton', 'TOWNSHIP'],
  ['12 Main St near Route 1', 'TOWNSHIP'],
  ['Main St off Quakerbridge Rd', 'TOWNSHIP'],
  [', Route 1', 'TOWNSHIP'],
  ['&&& // @@', 'TOWNSHIP'],
])('roadJurisdiction(%j) is %s', (address, expected) => {
  expect(roadJurisdiction(address)).toBe(expected);
});

describe('road lists', () => {
  it('match the spec counts', () => {
    expect(COUNTY_ROADS).toHaveLength(13);
    expect(STATE_ROADS).toHaveLength(10);
  });
  it.each(COUNTY_ROADS.map((road) => [road]))('county road %j is COUNTY', (road) => {
    expect(roadJurisdiction(`1 ${road}`)).toBe('COUNTY');
  });
  it.each(STATE_ROADS.map((road) => [road]))('state road %j is STATE', (road) => {
    expect(roadJurisdiction(`1 ${road}`)).toBe('STATE');
  });
  it.each([...STATE_ROADS, ...COUNTY_ROADS].map((road) => [road]))(
    '%j after another name word is not that road',
    (road) => {
      expect(roadJurisdiction(`1 Olden ${road}`)).toBe('TOWNSHIP');
      expect(roadJurisdiction(`1 Main St, ${road}`)).toBe('TOWNSHIP');
      expect(roadJurisdiction(`1 ${road}9`)).toBe('TOWNSHIP');
    },
  );
});

it.each([
  ['Pothole/Road Damage', 'US-1 at Meadow Rd', { code: 'wrong_jurisdiction', jurisdiction: 'STATE' }],
  ['Pothole/Road Damage', '70 Washington Rd', { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' }],
  ['Pothole/Road Damage', '4 Main St', null],
  ['Streetlight Outage', 'US-1 at Meadow Rd', null],
  ['Other', '70 Washington Rd', null],
  ['pothole/road damage', '70 Washington Rd', null],
])('checkJurisdiction(%j, %j) is %j', (category, address, expected) => {
  expect(checkJurisdiction(category, address)).toEqual(expected);
});

it('applies only to Pothole/Road Damage among the 16 categories', () => {
  const redirected = CATEGORIES.filter((c) => checkJurisdiction(c, 'I-95') !== null);
  expect(redirected).toEqual(['Pothole/Road Damage']);
});

it.each([
  [
    { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' },
    { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' },
  ],
  [
    { code: 'wrong_jurisdiction', jurisdiction: 'STATE', agency: 'x', message: 'anything' },
    { code: 'wrong_jurisdiction', jurisdiction: 'STATE' },
  ],
  [{ code: 'wrong_jurisdiction', jurisdiction: 'TOWNSHIP' }, null],
  [{ code: 'wrong_jurisdiction' }, null],
  [{ code: 'invalid_input', jurisdiction: 'STATE' }, null],
  // The message alone is never enough.
  [{ message: 'This appears to be a STATE road. Please submit your request directly to the correct agency.' }, null],
  [undefined, null],
  ['wrong_jurisdiction', null],
])('asJurisdictionRefusal(%j) is %j', (value, expected) => {
  expect(asJurisdictionRefusal(value)).toEqual(expected);
});

describe('jurisdictionRefusalIn', () => {
  const message = 'This appears to be a COUNTY road. Please submit your request directly to the correct agency.';
  it("finds the refusal in any issue's params", () => {
    const issues = [
      { code: 'too_small', message: 'Please fill in your Name and Email.' },
      { code: 'custom', message, params: { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' } },
    ];
    expect(jurisdictionRefusalIn(issues)).toEqual({ code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' });
  });
  it('finds nothing in a message alone, or in no issues', () => {
    const issues = [{ code: 'custom', message }];
    expect(jurisdictionRefusalIn(issues)).toBeNull();
    expect(jurisdictionRefusalIn([])).toBeNull();
  });
});

it.each(['STATE', 'COUNTY'] as const)(
  'refusalNotice for %s is the spec message and the agency link',
  (jurisdiction) => {
    expect(refusalNotice({ code: 'wrong_jurisdiction', jurisdiction })).toEqual({
      message: `This appears to be a ${jurisdiction} road. Please submit your request directly to the correct agency.`,
      agency: AGENCY_LINKS[jurisdiction],
    });
  },
);
