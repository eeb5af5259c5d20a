import { AGENCY_LINKS, COUNTY_ROADS, ROAD_CATEGORY, STATE_ROADS } from './constants.ts';

export type Jurisdiction = 'STATE' | 'COUNTY' | 'TOWNSHIP';

export type JurisdictionResult =
  { jurisdiction: 'TOWNSHIP' } | { jurisdiction: 'STATE' | 'COUNTY'; message: string; agencyUrl: string };

const matches = (address: string, roads: readonly string[]) => {
  const haystack = address.toLowerCase();
  return roads.some((road) => haystack.includes(road.toLowerCase()));
};

/**
 * Which authority owns the road at an address, by a case-insensitive substring match against the
 * state list first, then the county list (spec section 9). Plain substring on purpose, as the spec
 * says: "US 1" also matches "US 130", which is a state road either way.
 * @example roadJurisdiction('3 Quakerbridge Rd, West Windsor') // 'COUNTY'
 */
export function roadJurisdiction(address: string): Jurisdiction {
  if (matches(address, STATE_ROADS)) return 'STATE';
  if (matches(address, COUNTY_ROADS)) return 'COUNTY';
  return 'TOWNSHIP';
}

/** The spec's redirect message for a road the township does not maintain. */
export function jurisdictionMessage(jurisdiction: 'STATE' | 'COUNTY'): string {
  return `This appears to be a ${jurisdiction} road. Please submit your request directly to the correct agency.`;
}

/**
 * The redirect rule of the wizard and the submit endpoint: only Pothole/Road Damage requests on a
 * state or county road are sent to that agency; everything else is the township's.
 * @example checkJurisdiction('Pothole/Road Damage', 'Route 1 North')
 * // { jurisdiction: 'STATE', message: 'This appears to be a STATE road. ...', agencyUrl: 'https://...' }
 */
export function checkJurisdiction(category: string, address: string): JurisdictionResult {
  if (category !== ROAD_CATEGORY) return { jurisdiction: 'TOWNSHIP' };
  const jurisdiction = roadJurisdiction(address);
  if (jurisdiction === 'TOWNSHIP') return { jurisdiction };
  return { jurisdiction, message: jurisdictionMessage(jurisdiction), agencyUrl: AGENCY_LINKS[jurisdiction].url };
}
