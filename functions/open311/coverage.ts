/**
 * The coverage extension: before filing, a client asks who handles a service at a place. The
 * answer comes from the same jurisdiction rule the submit pipeline applies (jurisdiction.ts):
 * road ownership is decided by the road's name, so the road service needs `address_string`.
 */
import { checkJurisdiction, refusalNotice } from '#domain/requests/jurisdiction.ts';
import { defaultRoadServiceCode, isRoadService, serviceByCode } from './catalogue.ts';
import { unknownServiceMessage } from './service-views.ts';

/** The longest address_string read (the same limit as a POST's). */
const MAX_ADDRESS_LENGTH = 200;

type Open311Coverage = {
  service_code: string;
  jurisdiction: 'township' | 'county' | 'state';
  handled_here: boolean;
  agency: string;
  agency_url: string | null;
  description: string;
};

interface CoverageQuery {
  serviceCode: string;
  address: string | null;
}

export type CoverageQueryResult = { ok: true; query: CoverageQuery } | { ok: false; errors: string[] };

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function coordinate(text: string | undefined, name: string, limit: number, errors: string[]): number | null {
  if (text === undefined) return null;
  const value = DECIMAL.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    errors.push(`${name} must be a decimal number from -${limit} to ${limit}.`);
    return null;
  }
  return value;
}

/**
 * Reads the coverage parameters; `param` returns a parameter's first value. lat and long are
 * optional (the rule reads road names) but checked when given.
 * @example readCoverageQuery((name) => ({ address_string: '3 Quakerbridge Rd' })[name])
 * // { ok: true, query: { serviceCode: 'pothole-road-damage', address: '3 Quakerbridge Rd' } }
 */
export function readCoverageQuery(param: (name: string) => string | undefined): CoverageQueryResult {
  const get = (name: string) => {
    const value = param(name)?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const errors: string[] = [];
  const serviceCode = get('service_code') ?? defaultRoadServiceCode();
  if (serviceCode === undefined) errors.push('service_code is required.');
  else if (!serviceByCode(serviceCode)) errors.push(unknownServiceMessage(serviceCode));
  const lat = get('lat');
  const long = get('long');
  if ((lat === undefined) !== (long === undefined)) errors.push('Give lat and long together, or neither.');
  coordinate(lat, 'lat', 90, errors);
  coordinate(long, 'long', 180, errors);
  const address = get('address_string') ?? null;
  if (address && address.length > MAX_ADDRESS_LENGTH) {
    errors.push(`address_string may be at most ${MAX_ADDRESS_LENGTH} characters.`);
  }
  if (!address && serviceCode !== undefined && isRoadService(serviceCode)) {
    errors.push('address_string is required for this service: who fixes a road depends on the road’s name.');
  }
  return errors.length > 0 || serviceCode === undefined
    ? { ok: false, errors }
    : { ok: true, query: { serviceCode, address } };
}

/**
 * Who handles a service at an address; `township` names the township itself.
 * @example coverage({ serviceCode: 'pothole-road-damage', address: 'Route 1 North' }, 'West Windsor').jurisdiction // 'state'
 */
export function coverage(query: CoverageQuery, township: string): Open311Coverage {
  const service = serviceByCode(query.serviceCode)!;
  const refusal = checkJurisdiction(service.category, query.address ?? '');
  if (!refusal) {
    return {
      service_code: service.code,
      jurisdiction: 'township',
      handled_here: true,
      agency: township,
      agency_url: null,
      description: `${township} handles ${service.category} here: submit it with POST requests.`,
    };
  }
  const { message, agency } = refusalNotice(refusal);
  return {
    service_code: service.code,
    jurisdiction: refusal.jurisdiction === 'STATE' ? 'state' : 'county',
    handled_here: false,
    agency: agency.name,
    agency_url: agency.url,
    description: `${message} Report it to the ${agency.name}: ${agency.url}`,
  };
}
