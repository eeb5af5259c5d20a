import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS, CATEGORIES, COUNTY_ROADS, STATE_ROADS } from './constants.ts';
import {
  asJurisdictionRefusal,
  checkJurisdiction,
  jurisdictionRefusalIn,
  refusalNotice,
  roadJurisdiction,
} from './jurisdiction.ts';

describe.each([
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
  ['271 Clarksville Road', 'TOWNSHIP'],
  ['10 Village Rd W', 'TOWNSHIP'],
  ['4 Main St', 'TOWNSHIP'],
  ['', 'TOWNSHIP'],
])('roadJurisdiction(%j)', (address, expected) => {
  it(`is ${expected}`, () => {
    expect(roadJurisdiction(address)).toBe(expected);
  });
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
});

describe.each([
  ['Pothole/Road Damage', 'US-1 at Meadow Rd', { code: 'wrong_jurisdiction', jurisdiction: 'STATE' }],
  ['Pothole/Road Damage', '70 Washington Rd', { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' }],
  ['Pothole/Road Damage', '4 Main St', null],
  ['Streetlight Outage', 'US-1 at Meadow Rd', null],
  ['Other', '70 Washington Rd', null],
  ['pothole/road damage', '70 Washington Rd', null],
])('checkJurisdiction(%j, %j)', (category, address, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(checkJurisdiction(category, address)).toEqual(expected);
  });
});

it('applies only to Pothole/Road Damage among the 16 categories', () => {
  const redirected = CATEGORIES.filter((c) => checkJurisdiction(c, 'I-95') !== null);
  expect(redirected).toEqual(['Pothole/Road Damage']);
});

describe.each([
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
])('asJurisdictionRefusal(%j)', (value, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(asJurisdictionRefusal(value)).toEqual(expected);
  });
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

describe.each(['STATE', 'COUNTY'] as const)('refusalNotice for %s', (jurisdiction) => {
  it('is the spec message and the agency link', () => {
    expect(refusalNotice({ code: 'wrong_jurisdiction', jurisdiction })).toEqual({
      message: `This appears to be a ${jurisdiction} road. Please submit your request directly to the correct agency.`,
      agency: AGENCY_LINKS[jurisdiction],
    });
  });
});
