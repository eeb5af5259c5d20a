import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { coverage, readCoverageQuery, type CoverageQueryResult } from './coverage.ts';

const read = (params: Record<string, string>): CoverageQueryResult => readCoverageQuery((name) => params[name]);
const errorsOf = (params: Record<string, string>) => {
  const result = read(params);
  return result.ok ? [] : result.errors;
};
const answer = (params: Record<string, string>) => {
  const result = read(params);
  if (!result.ok) throw new Error(result.errors.join(' '));
  return coverage(result.query, 'West Windsor');
};

describe('coverage', () => {
  it.each([
    ['Route 1 North', 'state', 'STATE'],
    ['1200 US-130', 'state', 'STATE'],
    ['12 quakerbridge rd', 'county', 'COUNTY'],
    ['Village Rd E at Clarksville', 'county', 'COUNTY'],
  ] as const)('sends a pothole on %s to the %s', (address, jurisdiction, key) => {
    expect(answer({ address_string: address })).toEqual({
      service_code: 'pothole-road-damage',
      jurisdiction,
      handled_here: false,
      agency: AGENCY_LINKS[key].name,
      agency_url: AGENCY_LINKS[key].url,
      description: `This appears to be a ${key} road. Please submit your request directly to the correct agency. Report it to the ${AGENCY_LINKS[key].name}: ${AGENCY_LINKS[key].url}`,
    });
  });

  it('keeps a pothole on a township road, and every other service anywhere', () => {
    expect(answer({ address_string: '20 Main St', lat: '40.28', long: '-74.59' })).toEqual({
      service_code: 'pothole-road-damage',
      jurisdiction: 'township',
      handled_here: true,
      agency: 'West Windsor',
      agency_url: null,
      description: 'West Windsor handles Pothole/Road Damage here: submit it with POST requests.',
    });
    expect(answer({ service_code: 'graffiti', address_string: 'Route 1 North' })).toMatchObject({
      service_code: 'graffiti',
      jurisdiction: 'township',
      handled_here: true,
    });
    expect(answer({ service_code: 'tree', lat: '40.3', long: '-74.6' })).toMatchObject({ jurisdiction: 'township' });
    expect(answer({ service_code: 'tree' })).toMatchObject({ jurisdiction: 'township' });
  });
});

describe('readCoverageQuery', () => {
  it('needs an address for the road service, which is the default', () => {
    const message = 'address_string is required for this service: who fixes a road depends on the road’s name.';
    expect(errorsOf({})).toEqual([message]);
    expect(errorsOf({ lat: '40.28', long: '-74.59', address_string: ' ' })).toEqual([message]);
    expect(errorsOf({ service_code: 'pothole-road-damage', lat: '40.28', long: '-74.59' })).toEqual([message]);
  });

  it.each([
    [{ service_code: 'aliens' }, 'service_code aliens is not a service here; see the service list.'],
    [{ service_code: 'tree', lat: '40.28' }, 'Give lat and long together, or neither.'],
    [{ service_code: 'tree', long: '-74.5' }, 'Give lat and long together, or neither.'],
    [{ service_code: 'tree', lat: '91', long: '0' }, 'lat must be a decimal number from -90 to 90.'],
    [{ service_code: 'tree', lat: '0', long: '-180.5' }, 'long must be a decimal number from -180 to 180.'],
    [{ service_code: 'tree', lat: 'NaN', long: '0' }, 'lat must be a decimal number from -90 to 90.'],
    [{ service_code: 'tree', lat: '1e1', long: '0' }, 'lat must be a decimal number from -90 to 90.'],
    [{ service_code: 'tree', lat: '0x10', long: '0' }, 'lat must be a decimal number from -90 to 90.'],
    [{ service_code: 'tree', address_string: 'x'.repeat(201) }, 'address_string may be at most 200 characters.'],
  ])('refuses %o', (params, message) => {
    expect(errorsOf(params)).toEqual([message]);
  });

  it('reads decimal coordinates at the limits', () => {
    expect(read({ service_code: 'tree', lat: '-90', long: '+180.0' }).ok).toBe(true);
    expect(read({ service_code: 'tree', lat: '.5', long: '-74.' }).ok).toBe(true);
  });
});
