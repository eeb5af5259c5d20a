import { AGENCY_LINKS, COUNTY_ROADS, ROAD_CATEGORY, STATE_ROADS } from './constants.ts';

type Jurisdiction = 'STATE' | 'COUNTY' | 'TOWNSHIP';

/** The error code of the refusal: the API's 422 `code`, and the `code` in a zod issue's params. */
const WRONG_JURISDICTION = 'wrong_jurisdiction';

/**
 * A request refused because its road belongs to another agency. Code recognises the refusal by
 * this value (carried in zod issues' `params` and in the API's reply), never by its message.
 */
export interface JurisdictionRefusal {
  code: typeof WRONG_JURISDICTION;
  jurisdiction: Exclude<Jurisdiction, 'TOWNSHIP'>;
}

const matches = (address: string, roads: readonly string[]) => {
  const haystack = address.toLowerCase();
  return roads.some((road) => haystack.includes(road.toLowerCase()));
};

/**
 * Which authority owns the road at an address, by a case-insensitive substring match against the
 * state list first, then the county list (docs/product.md#311-road-jurisdiction). Plain substring
 * on purpose: "US 1" also matches "US 130", which is a state road either way.
 * @example roadJurisdiction('3 Quakerbridge Rd, West Windsor') // 'COUNTY'
 */
export function roadJurisdiction(address: string): Jurisdiction {
  if (matches(address, STATE_ROADS)) return 'STATE';
  if (matches(address, COUNTY_ROADS)) return 'COUNTY';
  return 'TOWNSHIP';
}

/** The redirect message for a road the township does not maintain. */
export function jurisdictionMessage(jurisdiction: JurisdictionRefusal['jurisdiction']): string {
  return `This appears to be a ${jurisdiction} road. Please submit your request directly to the correct agency.`;
}

/**
 * The redirect rule of the wizard and the submit endpoint: only Pothole/Road Damage requests on a
 * state or county road are refused, and sent to that agency; everything else is the township's.
 * @example checkJurisdiction('Pothole/Road Damage', 'Route 1 North') // { code: 'wrong_jurisdiction', jurisdiction: 'STATE' }
 * checkJurisdiction('Graffiti', 'Route 1 North') // null
 */
export function checkJurisdiction(category: string, address: string): JurisdictionRefusal | null {
  if (category !== ROAD_CATEGORY) return null;
  const jurisdiction = roadJurisdiction(address);
  return jurisdiction === 'TOWNSHIP' ? null : { code: WRONG_JURISDICTION, jurisdiction };
}

/**
 * The refusal a value carries (a zod issue's params, the error of an API reply), or null.
 * @example asJurisdictionRefusal({ code: 'wrong_jurisdiction', jurisdiction: 'COUNTY', agency: '…' }) // { code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' }
 */
export function asJurisdictionRefusal(value: unknown): JurisdictionRefusal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, jurisdiction } = value as Record<string, unknown>;
  if (code !== WRONG_JURISDICTION || (jurisdiction !== 'STATE' && jurisdiction !== 'COUNTY')) return null;
  return { code, jurisdiction };
}

/**
 * The first refusal among validation issues; zod custom issues carry it in `params`.
 * @example jurisdictionRefusalIn(result.error.issues) // { code: 'wrong_jurisdiction', jurisdiction: 'STATE' } or null
 */
export function jurisdictionRefusalIn(
  issues: readonly { code: string; params?: unknown }[],
): JurisdictionRefusal | null {
  for (const issue of issues) {
    const refusal = asJurisdictionRefusal(issue.params);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * What residents are shown for a refusal: the redirect message and the agency to report it to.
 * @example refusalNotice({ code: 'wrong_jurisdiction', jurisdiction: 'COUNTY' })
 * // { message: 'This appears to be a COUNTY road. …', agency: { name: 'Mercer County Highway Division', url: 'https://…' } }
 */
export function refusalNotice(refusal: JurisdictionRefusal): {
  message: string;
  agency: { name: string; url: string };
} {
  return { message: jurisdictionMessage(refusal.jurisdiction), agency: { ...AGENCY_LINKS[refusal.jurisdiction] } };
}
