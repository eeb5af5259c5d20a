/** Open311 discovery, services, service definitions, tokens and coverage, through app.request(). */
import { describe, expect, it } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { loadSiteConfig } from '../config/site.ts';
import { open311Services } from '../open311/catalogue.ts';
const OPEN311_SERVICES = open311Services();
import { OPEN311_CHANGESET } from '../open311/discovery.ts';
import { getBoth } from '../testing/helpers/open311-client.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';
import { TOKEN_MESSAGE } from './open311-read.ts';

const BASE = '/api/open311/v2';

const api = useTestApp();

describe('discovery', () => {
  it('names the endpoint, the contact and how to get a key, in both formats', async () => {
    const site = loadSiteConfig();
    const { status, json, headers } = await getBoth(api.app, `${BASE}/discovery.{format}`, 'discovery');
    expect(status).toBe(200);
    expect(json).toEqual({
      changeset: OPEN311_CHANGESET,
      contact: `${site.organisation}, ${site.email}`,
      key_service: expect.stringContaining('User Management') as string,
      endpoints: [
        {
          specification: 'http://wiki.open311.org/GeoReport_v2',
          url: `${api.deps.place.siteUrl}/api/open311/v2`,
          changeset: OPEN311_CHANGESET,
          type: 'production',
          formats: ['text/xml', 'application/json'],
        },
      ],
    });
    expect((json as { key_service: string }).key_service).toContain(site.email);
    expect(OPEN311_CHANGESET).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(headers.json.get('Cache-Control')).toBe('no-cache');
    expect(headers.xml.get('Cache-Control')).toBe('no-cache');
  });
});

describe('services', () => {
  it('lists the 16 services with the standard fields, in both formats', async () => {
    const { json, headers } = await getBoth(api.app, `${BASE}/services.{format}`, 'services');
    const services = json as Record<string, unknown>[];
    expect(services).toHaveLength(16);
    expect(services[0]).toEqual({
      service_code: 'pothole-road-damage',
      service_name: 'Pothole/Road Damage',
      description: 'Potholes, cracks and other damage on township roads.',
      metadata: true,
      type: 'realtime',
      keywords: 'pothole, road, street, pavement, crack',
      group: 'Public Works',
    });
    expect(services.map((service) => service.service_code)).toEqual(OPEN311_SERVICES.map((service) => service.code));
    for (const service of services) {
      expect(Object.keys(service)).toEqual([
        'service_code',
        'service_name',
        'description',
        'metadata',
        'type',
        'keywords',
        'group',
      ]);
      expect(typeof service.service_code).toBe('string');
      expect(service.metadata).toBe(true);
    }
    expect(headers.json.get('Cache-Control')).toBe('no-cache');
  });

  it('defines every service, the pothole one with its road note first', async () => {
    for (const service of OPEN311_SERVICES) {
      const { status, json } = await getBoth(
        api.app,
        `${BASE}/services/${service.code}.{format}`,
        'service_definition',
      );
      expect(status).toBe(200);
      expect(json).toMatchObject({ service_code: service.code });
    }
    const { json, headers } = await getBoth(
      api.app,
      `${BASE}/services/pothole-road-damage.{format}`,
      'service_definition',
    );
    expect(json).toEqual({
      service_code: 'pothole-road-damage',
      attributes: [
        {
          variable: false,
          code: 'road_owner',
          datatype: 'text',
          required: false,
          datatype_description: null,
          order: 0,
          description: expect.stringContaining('county or state road') as string,
          values: [],
        },
        {
          variable: true,
          code: 'text_alerts',
          datatype: 'singlevaluelist',
          required: false,
          datatype_description: 'Needs a phone number in the request.',
          order: 1,
          description: 'Send text-message updates to the phone number given?',
          values: [
            { key: 'true', name: 'Yes' },
            { key: 'false', name: 'No' },
          ],
        },
      ],
    });
    expect(headers.xml.get('Cache-Control')).toBe('no-cache');
  });

  it('quotes a long unknown code cut short', async () => {
    const res = await api.app.request(`${BASE}/services/${'z'.repeat(500)}.json`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual([
      { code: 404, description: `No service has the code ${'z'.repeat(40)}…; see the service list.` },
    ]);
  });

  it.each(['aliens', 'Graffiti', 'graffiti%20', '..'])('answers 404 for the unknown service %j', async (code) => {
    const { status, json } = await getBoth(api.app, `${BASE}/services/${code}.{format}`, 'errors');
    expect(status).toBe(404);
    expect(json).toEqual([{ code: 404, description: expect.stringContaining('No service has the code') as string }]);
  });
});

describe('tokens', () => {
  it.each(['abc', '12345', 'AbCdEfGhIjKlMnOpQrSt'])('always answers 404 for %j', async (token) => {
    const { status, json, headers } = await getBoth(api.app, `${BASE}/tokens/${token}.{format}`, 'errors');
    expect(status).toBe(404);
    expect(json).toEqual([{ code: 404, description: TOKEN_MESSAGE }]);
    expect(headers.json.get('Cache-Control')).toBe('no-store');
  });
});

describe('coverage', () => {
  it.each([
    ['Route 1 North', 'state', 'STATE'],
    ['12 Quakerbridge Rd', 'county', 'COUNTY'],
  ] as const)('sends a pothole on %s to the %s, in both formats', async (address, jurisdiction, key) => {
    const query = `address_string=${encodeURIComponent(address)}&lat=40.28&long=-74.59`;
    const { status, json, headers } = await getBoth(api.app, `${BASE}/coverage.{format}?${query}`, 'coverage');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      service_code: 'pothole-road-damage',
      jurisdiction,
      handled_here: false,
      agency: AGENCY_LINKS[key].name,
      agency_url: AGENCY_LINKS[key].url,
    });
    expect(headers.json.get('Cache-Control')).toBe('no-cache');
  });

  it('keeps a township road and other services here', async () => {
    const road = await getBoth(api.app, `${BASE}/coverage.{format}?address_string=20+Main+St`, 'coverage');
    expect(road.json).toEqual({
      service_code: 'pothole-road-damage',
      jurisdiction: 'township',
      handled_here: true,
      agency: api.deps.place.township,
      agency_url: null,
      description: expect.stringContaining(api.deps.place.township) as string,
    });
    const other = await getBoth(
      api.app,
      `${BASE}/coverage.{format}?service_code=graffiti&lat=40.3&long=-74.6`,
      'coverage',
    );
    expect(other.json).toMatchObject({ service_code: 'graffiti', jurisdiction: 'township', handled_here: true });
  });

  it.each([
    ['', 'address_string is required'],
    ['lat=40.28&long=-74.59', 'address_string is required'],
    ['service_code=graffiti&lat=40.28', 'Give lat and long together'],
    ['service_code=graffiti&lat=100&long=0', 'lat must be a decimal number'],
    ['service_code=nope&address_string=x', 'service_code nope is not a service here'],
  ])('answers 400 for %j', async (query, message) => {
    const { status, json } = await getBoth(api.app, `${BASE}/coverage.{format}?${query}`, 'errors');
    expect(status).toBe(400);
    expect(json).toEqual([{ code: 400, description: expect.stringContaining(message) as string }]);
  });
});

describe('paths, methods and headers', () => {
  it('reads the suffix in any case', async () => {
    const res = await api.app.request(`${BASE}/services.JSON`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const xml = await api.app.request(`${BASE}/discovery.Xml`);
    expect(xml.headers.get('Content-Type')).toBe('text/xml; charset=utf-8');
  });

  it.each(['discovery', 'services', 'services/graffiti', 'services.html', 'discovery.json/extra'])(
    'answers 404 without a format suffix: %s',
    async (path) => {
      const res = await api.app.request(`${BASE}/${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toBe('text/xml; charset=utf-8');
    },
  );

  it('answers HEAD like GET without a body', async () => {
    for (const path of ['discovery.json', 'services.xml', 'services/tree.json', 'coverage.json?service_code=tree']) {
      const res = await api.app.request(`${BASE}/${path}`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/; charset=utf-8$/);
      expect(await res.text()).toBe('');
    }
  });

  it('answers other methods on a read-only resource with 405 in the standard format', async () => {
    const res = await api.app.request(`${BASE}/services.json`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual([{ code: 405, description: 'DELETE is not allowed here.' }]);
  });
});
