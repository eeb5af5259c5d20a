import type { TownshipProfile } from '../township/profile-schema.ts';
import { isRoadCategory, township } from '../township/township.ts';

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

/**
 * Spellings residents use for the same word, folded to the lists' spelling before comparing:
 * "Clarksville Road" is "Clarksville Rd", "South Mill Rd" is "S Mill Rd", "Rte 1" is "Route 1".
 */
const SAME_WORD: Readonly<Partial<Record<string, string>>> = {
  road: 'rd',
  street: 'st',
  rte: 'route',
  rt: 'route',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

/**
 * Words that may stand just before a road's name without making it another road: the joins of an
 * intersection or a ramp ("Route 571 and Cranbury Rd", "Exit 7 of I-295"), a travel direction
 * ("southbound US 130") and the system of a numbered route ("US Route 1", "NJ Route 571"). Any
 * other word makes it a different road or a landmark ("Old Washington Rd", "Main St near Route 1").
 */
const MAY_PRECEDE = new Set([
  ...['and', 'at', 'of', 'on', '&', '@', '/', '+'],
  ...['northbound', 'southbound', 'eastbound', 'westbound', 'nb', 'sb', 'eb', 'wb'],
  ...['us', 'nj', 'state'],
]);

/** A house number: "12", "12a", "12-14". */
const HOUSE_NUMBER = /^\d+[a-z]?(?:-\d+[a-z]?)?$/;

/**
 * The words of a text, lowercased and folded: runs of letters and digits, kept whole across an
 * inner hyphen, dot or apostrophe ("US-1", "Edinburg-Windsor", "O'Brien"), and the joining signs
 * & @ / +. Everything else separates words.
 */
const words = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z0-9]+(?:[-.'][a-z0-9]+)*|[&@/+]/g) ?? []).map((word) => SAME_WORD[word] ?? word);

/** The profile's road lists as words, worked out once per profile. */
const roadWords = new WeakMap<TownshipProfile, { STATE: string[][]; COUNTY: string[][] }>();
function listsOf(profile: TownshipProfile) {
  let lists = roadWords.get(profile);
  if (!lists) {
    lists = { STATE: profile.roads.STATE.roads.map(words), COUNTY: profile.roads.COUNTY.roads.map(words) };
    roadWords.set(profile, lists);
  }
  return lists;
}

/** Whether the road's words stand at `at` in the street's words and begin a road name there. */
function roadAt(street: readonly string[], at: number, road: readonly string[]): boolean {
  if (!road.every((word, i) => street[at + i] === word)) return false;
  const before = street[at - 1];
  if (before === undefined || MAY_PRECEDE.has(before)) return true;
  // A house number, itself first or just after a join: "12 Quakerbridge Rd", "Main St at 5 Route 1".
  const beforeThat = street[at - 2];
  return HOUSE_NUMBER.test(before) && (beforeThat === undefined || MAY_PRECEDE.has(beforeThat));
}

const onAnyOf = (street: readonly string[], roads: readonly (readonly string[])[]) =>
  roads.some((road) => street.some((_, at) => roadAt(street, at, road)));

/**
 * Which authority owns the road at an address (docs/product.md#311-road-jurisdiction): the state
 * list first, then the county list, else the township. Only the street part counts, the address
 * up to its first comma: a town, landmark or note after it is not the road ("12 Main St, near
 * Route 1" is the township's). There a road counts only as whole words that begin a road name: at
 * the start, after a house number, or after a join such as "and", "at", "&" or "of" ("Route 571
 * and Cranbury Rd", "Exit 7 of I-295"). So "Old Washington Rd" is not Washington Rd, "3 Campus 1
 * Dr" and "US 130" are not US 1, and "I-2950" is not I-295. Case is ignored; Road and Rd, Street
 * and St, Rte, Rt and Route, and North/South/East/West and N/S/E/W are the same words. Anything
 * may follow the name ("Route 1 North", "I-95 overpass").
 * @example roadJurisdiction('3 Quakerbridge Rd, West Windsor') // 'COUNTY'
 * roadJurisdiction('12 Main St, near Route 1') // 'TOWNSHIP'
 */
export function roadJurisdiction(address: string): Jurisdiction {
  const comma = address.indexOf(',');
  const street = words(comma === -1 ? address : address.slice(0, comma));
  const lists = listsOf(township());
  if (onAnyOf(street, lists.STATE)) return 'STATE';
  if (onAnyOf(street, lists.COUNTY)) return 'COUNTY';
  return 'TOWNSHIP';
}

/** The redirect message for a road the township does not maintain. */
export function jurisdictionMessage(jurisdiction: JurisdictionRefusal['jurisdiction']): string {
  return `This appears to be a ${jurisdiction} road. Please submit your request directly to the correct agency.`;
}

/**
 * The redirect rule of the wizard and the submit endpoint: only requests in a category the profile
 * marks `roadJurisdiction` (Pothole/Road Damage in the sample) on a state or county road are
 * refused, and sent to that agency; everything else is the township's.
 * @example checkJurisdiction('Pothole/Road Damage', 'Route 1 North') // { code: 'wrong_jurisdiction', jurisdiction: 'STATE' }
 * checkJurisdiction('Graffiti', 'Route 1 North') // null
 */
export function checkJurisdiction(category: string, address: string): JurisdictionRefusal | null {
  if (!isRoadCategory(category)) return null;
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
  const roads = township().roads[refusal.jurisdiction];
  return { message: jurisdictionMessage(refusal.jurisdiction), agency: { name: roads.agency, url: roads.reportUrl } };
}
