import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS, CATEGORIES, COUNTY_ROADS, STATE_ROADS } from './constants.ts';
import { checkJurisdiction, roadJurisdiction } from './jurisdiction.ts';

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
  [
    'Pothole/Road Damage',
    'US-1 at Meadow Rd',
    {
      jurisdiction: 'STATE',
      message: 'This appears to be a STATE road. Please submit your request directly to the correct agency.',
      agencyUrl: AGENCY_LINKS.STATE.url,
    },
  ],
  [
    'Pothole/Road Damage',
    '70 Washington Rd',
    {
      jurisdiction: 'COUNTY',
      message: 'This appears to be a COUNTY road. Please submit your request directly to the correct agency.',
      agencyUrl: AGENCY_LINKS.COUNTY.url,
    },
  ],
  ['Pothole/Road Damage', '4 Main St', { jurisdiction: 'TOWNSHIP' }],
  ['Streetlight Outage', 'US-1 at Meadow Rd', { jurisdiction: 'TOWNSHIP' }],
  ['Other', '70 Washington Rd', { jurisdiction: 'TOWNSHIP' }],
  ['pothole/road damage', '70 Washington Rd', { jurisdiction: 'TOWNSHIP' }],
])('checkJurisdiction(%j, %j)', (category, address, expected) => {
  it(`is ${expected.jurisdiction}`, () => {
    expect(checkJurisdiction(category, address)).toEqual(expected);
  });
});

it('applies only to Pothole/Road Damage among the 16 categories', () => {
  const redirected = CATEGORIES.filter((c) => checkJurisdiction(c, 'I-95').jurisdiction !== 'TOWNSHIP');
  expect(redirected).toEqual(['Pothole/Road Damage']);
});
