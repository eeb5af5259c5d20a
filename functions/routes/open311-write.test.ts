/** Open311 POST requests.{xml,json} through app.request(): the round trip, every refusal, rate limits. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_LINKS } from '#domain/testing/sample-township.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { createApp } from '../app.ts';
import { parseOpen311Xml } from '../testing/helpers/open311-xml.ts';
import { tinyImage } from '../testing/fixtures/submit-form.ts';
import { useTestApp } from '../testing/helpers/test-app.ts';
import { createTestDeps } from '../testing/helpers/test-deps.ts';

const BASE = '/api/open311/v2';
/** Distinctive reporter details, searched for in public bodies. */
const REPORTER = {
  email: 'zelda.reporter@example.org',
  first_name: 'Zelda',
  last_name: 'Quixotic-Reporter',
  phone: '609-555-0177',
  media_url: 'https://photos.example.org/secret-hole.jpg',
};

const api = useTestApp();
let secret: string;

beforeAll(async () => {
  ({ secret } = await api.deps.stores.apiKeys.create({
    label: 'City data portal',
    createdBy: { id: 'admin-1', name: 'Ada Admin' },
  }));
});
afterEach(() => {
  api.deps.providers.notifier.emails.length = 0;
  api.deps.providers.notifier.texts.length = 0;
});

/** A valid form: a graffiti report at an address, with the key. */
function fields(overrides: Record<string, string | null> = {}): Record<string, string> {
  const all: Record<string, string | null> = {
    api_key: secret,
    service_code: 'graffiti',
    address_string: '20 Main St, West Windsor',
    description: 'Paint on the underpass wall',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null));
}

const urlEncoded = (values: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(values).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

function post(values: Record<string, string>, format: 'json' | 'xml' = 'json', target = api.app) {
  return target.request(`${BASE}/requests.${format}`, urlEncoded(values));
}

async function errorsOf(res: Response): Promise<{ code: number; description: string }[]> {
  return (await res.json()) as { code: number; description: string }[];
}

async function idOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const [reply] = (await res.json()) as { service_request_id: string }[];
  return reply!.service_request_id;
}

describe('POST requests.json', () => {
  it('files the request through the submit pipeline and answers with the id and a tracking link', async () => {
    const res = await post(
      fields({
        service_code: 'pothole-road-damage',
        address_string: '12 Elm St, West Windsor',
        lat: '40.2809',
        long: '-74.5912',
        description: 'Deep hole\u0000 by the school crossing',
        ...REPORTER,
        'attribute[text_alerts]': 'true',
        device_id: 'phone-1',
        account_id: 'acct-9',
        jurisdiction_id: 'westwindsor.nj.us',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { service_request_id: string; service_notice: string; account_id: null }[];
    expect(body).toHaveLength(1);
    const id = body[0]!.service_request_id;
    expect(body[0]).toEqual({
      service_request_id: id,
      service_notice: expect.stringContaining(`${api.deps.place.threeOneOneUrl}/track/${id}`) as string,
      account_id: null,
    });

    const request = await api.deps.stores.requests.get(id);
    expect(request).toMatchObject({
      category: 'Pothole/Road Damage',
      address: '12 Elm St, West Windsor',
      location: { lat: 40.2809, lng: -74.5912 },
      description: 'Deep hole by the school crossing',
      status: 'New',
      priority: 'High',
      imageUrl: null,
      aiTriage: { suggestedPriority: 'High', reasoning: 'Rules: test triage.' },
    });
    expect(request?.history.map((entry) => entry.action)).toEqual(['Request Submitted']);
    // Due like a resident's submission: the pothole target in working days from the day it came in.
    expect(request?.dueAt).toBe(
      dueAt(new Date(request!.createdAt), 'Pothole/Road Damage', api.deps.place.serviceLevels).toISOString(),
    );
    expect(request?.internalNotes.map((note) => note.text)).toEqual([
      expect.stringContaining('Submitted through Open311 (City data portal') as string,
      `Photo link sent by an Open311 client (not checked): ${REPORTER.media_url}`,
    ]);
    expect(await api.deps.stores.submitterInfo.get(id)).toMatchObject({
      name: 'Zelda Quixotic-Reporter',
      email: REPORTER.email,
      phone: '+16095550177',
      address: '',
      wantsTextAlerts: true,
    });
    expect(api.deps.providers.notifier.emails).toEqual([
      expect.objectContaining({
        to: REPORTER.email,
        requestId: id,
        subject: expect.stringMatching(
          new RegExp(`^Request Submitted: ${id} \\(reference [0-9A-Z]{4}-[0-9A-Z]{4}\\)$`),
        ) as string,
      }),
    ]);
    expect(api.deps.providers.notifier.texts).toEqual([expect.objectContaining({ to: '+16095550177', requestId: id })]);
  });

  it('keeps reporter details and the photo link out of the public reads', async () => {
    const id = await idOf(await post(fields({ ...REPORTER, 'attribute[text_alerts]': 'true' })));
    const reads = [
      `/api/requests/${id}`,
      `${BASE}/requests/${id}.json?extensions=true`,
      `${BASE}/requests/${id}.xml`,
      `${BASE}/requests.json?service_request_id=${id}&extensions=true`,
    ];
    for (const path of reads) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text).toContain(id);
      for (const value of [...Object.values(REPORTER), 'City data portal', 'Open311 client']) {
        expect(text, `${path} shows ${value}`).not.toContain(value);
      }
    }
  });

  it('round trip: the new request is read back by id and in the filtered, paged list, in both formats', async () => {
    const id = await idOf(
      await post(fields({ service_code: 'streetlight-outage', lat: '40.29', long: '-74.6', ...REPORTER })),
    );
    const expected = {
      service_request_id: id,
      status: 'open',
      service_code: 'streetlight-outage',
      service_name: 'Streetlight Outage',
      description: 'Paint on the underpass wall',
      address: '20 Main St, West Windsor',
      lat: 40.29,
      long: -74.6,
      media_url: null,
    };
    const byId = await api.app.request(`${BASE}/requests/${id}.json`);
    const [json] = (await byId.json()) as Record<string, unknown>[];
    expect(json).toMatchObject(expected);
    const xml = await api.app.request(`${BASE}/requests/${id}.xml`);
    expect(parseOpen311Xml(await xml.text(), 'service_requests')).toEqual([json]);
    const list = await api.app.request(
      `${BASE}/requests.json?service_code=streetlight-outage&status=open&page_size=1&page=1`,
    );
    expect(((await list.json()) as Record<string, unknown>[]).map((item) => item.service_request_id)).toEqual([id]);
  });

  it('stores the coordinates as the address when only lat and long are given; no e-mail without one', async () => {
    const id = await idOf(await post(fields({ address_string: null, lat: '40.2809', long: '-74.5912' })));
    expect(await api.deps.stores.requests.get(id)).toMatchObject({
      address: '40.28090, -74.59120',
      location: { lat: 40.2809, lng: -74.5912 },
    });
    expect(await api.deps.stores.submitterInfo.get(id)).toMatchObject({ name: '', email: '', phone: '' });
    expect(api.deps.providers.notifier.emails).toEqual([]);
    expect(api.deps.providers.notifier.texts).toEqual([]);
  });

  it('accepts an address without a map point, and treats empty fields as absent', async () => {
    const id = await idOf(await post(fields({ lat: '', long: '', email: '', phone: '', media_url: '' })));
    const request = await api.deps.stores.requests.get(id);
    expect(request).toMatchObject({
      address: '20 Main St, West Windsor',
      location: null,
      internalNotes: [expect.anything()],
    });
  });

  it('files a pothole on a township road, and one given by coordinates only', async () => {
    await idOf(await post(fields({ service_code: 'pothole-road-damage', address_string: '5 Penn Lyle Rd' })));
    await idOf(
      await post(fields({ service_code: 'pothole-road-damage', address_string: null, lat: '40.3', long: '-74.6' })),
    );
  });
});

describe('POST requests.xml', () => {
  it('answers in XML with the same fields as JSON', async () => {
    const res = await post(fields(), 'xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/xml; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/<account_id\/>/);
    const [reply] = parseOpen311Xml(text, 'service_requests') as { service_request_id: string }[];
    const id = reply!.service_request_id;
    expect(reply).toEqual({
      service_request_id: id,
      service_notice: `Thank you. The request has been received; follow it at ${api.deps.place.threeOneOneUrl}/track/${id}`,
      account_id: null,
    });
    expect(await api.deps.stores.requests.get(id)).toMatchObject({ category: 'Graffiti' });
  });

  it('takes the suffix in any case', async () => {
    const res = await api.app.request(`${BASE}/requests.Json`, urlEncoded(fields()));
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    await idOf(res);
  });

  it('answers errors in XML', async () => {
    const res = await post(fields({ api_key: null }), 'xml');
    expect(res.status).toBe(403);
    expect(parseOpen311Xml(await res.text(), 'errors')).toEqual([
      { code: 403, description: expect.stringContaining('api_key') as string },
    ]);
  });
});

describe('API keys', () => {
  it.each([
    ['missing', null],
    ['blank', '   '],
    ['unknown', 'o311_notarealkeynotarealkeynotarealkey12345'],
    ['sent twice', 'twice'],
  ])('refuses a %s key with 403', async (_, key) => {
    const values = fields({ api_key: key === 'twice' ? null : key });
    const init = urlEncoded(values);
    if (key === 'twice') init.body = `${init.body}&api_key=${encodeURIComponent(secret)}&api_key=x`;
    const res = await api.app.request(`${BASE}/requests.json`, init);
    expect(res.status).toBe(403);
    expect(await errorsOf(res)).toEqual([{ code: 403, description: expect.stringContaining('api_key') as string }]);
  });

  it('refuses a revoked key with 403, and checks the key before the fields', async () => {
    const { apiKey, secret: revoked } = await api.deps.stores.apiKeys.create({
      label: 'Old client',
      createdBy: { id: 'admin-1', name: 'Ada Admin' },
    });
    expect((await post(fields({ api_key: revoked }))).status).toBe(200);
    await api.deps.stores.apiKeys.revoke(apiKey.id);
    expect((await post(fields({ api_key: revoked }))).status).toBe(403);
    expect((await post({ api_key: revoked })).status).toBe(403);
  });
});

describe('invalid fields', () => {
  it.each([
    [{ service_code: null }, 'service_code is required.'],
    [{ service_code: 'aliens' }, 'service_code "aliens" is not one of our services'],
    [{ description: null }, 'description is required.'],
    [{ description: ' \u0000\u0007 ' }, 'description is required.'],
    [{ description: 'x'.repeat(4001) }, 'description must be at most 4,000 characters.'],
    [{ address_string: null }, 'A location is required: lat and long, or address_string.'],
    [{ address_string: 'x'.repeat(201) }, 'address_string must be at most 200 characters.'],
    [{ lat: '40.3' }, 'lat and long must be sent together.'],
    [{ long: '-74.6' }, 'lat and long must be sent together.'],
    [{ lat: '91', long: '0' }, 'lat must be a number from -90 to 90.'],
    [{ lat: 'north', long: '0' }, 'lat must be a number from -90 to 90.'],
    [{ lat: '1e3', long: '0' }, 'lat must be a number from -90 to 90.'],
    [{ lat: '40', long: '-181' }, 'long must be a number from -180 to 180.'],
    [{ lat: '40', long: '0x10' }, 'long must be a number from -180 to 180.'],
    [{ email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ phone: '12' }, 'phone: Please enter a 10-digit US phone number'],
    [{ phone: '555-CALL-NOW' }, 'phone: A phone number can only have digits'],
    [{ phone: '(109) 555-0177' }, 'phone: That is not a valid US phone number'],
    [
      { first_name: 'A'.repeat(60), last_name: 'B'.repeat(60) },
      'first_name and last_name together must be at most 100',
    ],
    [{ media_url: 'ftp://example.org/a.jpg' }, 'media_url must be an http or https URL.'],
    [{ media_url: 'javascript:alert(1)' }, 'media_url must be an http or https URL.'],
    [{ media_url: `https://example.org/${'a'.repeat(2000)}` }, 'media_url must be at most 2,000 characters.'],
    [{ 'attribute[text_alerts]': 'yes' }, 'attribute[text_alerts] must be true or false.'],
    [{ 'attribute[text_alerts]': 'true' }, 'attribute[text_alerts]=true needs a phone number.'],
    [{ media: 'not a file' }, 'media must be one file (a photo).'],
  ])('refuses %o with 400', async (override, message) => {
    const res = await post(fields(override));
    expect(res.status).toBe(400);
    const errors = await errorsOf(res);
    expect(errors).toContainEqual({ code: 400, description: expect.stringContaining(message) as string });
  });

  it('refuses a point outside the township, naming it', async () => {
    const res = await post(fields({ lat: '40.2171', long: '-74.7429' }));
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([
      {
        code: 400,
        description:
          'This location is outside West Windsor Township. Please choose a place inside the township, or contact the agency that serves it.',
      },
    ]);
  });

  it('lists every problem, one error each', async () => {
    const res = await post({ api_key: secret, lat: '95', email: 'nope', 'attribute[text_alerts]': 'true' });
    expect(res.status).toBe(400);
    const descriptions = (await errorsOf(res)).map((error) => error.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'service_code is required.',
        'description is required.',
        'lat must be a number from -90 to 90.',
        'lat and long must be sent together.',
        expect.stringContaining('email must be') as string,
        'attribute[text_alerts]=true needs a phone number.',
      ]),
    );
    expect(descriptions).toHaveLength(6);
  });

  it('refuses a field sent twice', async () => {
    const init = urlEncoded(fields());
    init.body = `${init.body}&description=again`;
    const res = await api.app.request(`${BASE}/requests.json`, init);
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([{ code: 400, description: 'description must be sent once, as text.' }]);
  });

  it.each([
    ['Route 1 North', 'STATE'],
    ['12 quakerbridge rd', 'COUNTY'],
  ] as const)('sends a pothole on %s to the %s agency', async (address, jurisdiction) => {
    const res = await post(fields({ service_code: 'pothole-road-damage', address_string: address }));
    expect(res.status).toBe(400);
    const [error] = await errorsOf(res);
    expect(error!.description).toContain(`This appears to be a ${jurisdiction} road.`);
    expect(error!.description).toContain(AGENCY_LINKS[jurisdiction].name);
    expect(error!.description).toContain(AGENCY_LINKS[jurisdiction].url);
  });

  it('accepts other services on a state road', async () => {
    await idOf(await post(fields({ address_string: 'Route 1 North' })));
  });
});

describe('bodies and photos', () => {
  it('refuses a body that is not a form with 415', async () => {
    const res = await api.app.request(`${BASE}/requests.json`, {
      method: 'POST',
      body: JSON.stringify(fields()),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(415);
    expect(await errorsOf(res)).toEqual([{ code: 415, description: expect.stringContaining('form') as string }]);
  });

  it('answers other methods with 405 naming POST among the allowed ones', async () => {
    const res = await api.app.request(`${BASE}/requests.json`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST');
    expect((await errorsOf(res))[0]!.code).toBe(405);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post(fields({ description: 'x'.repeat(11 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect((await errorsOf(res))[0]!.code).toBe(413);
  });

  it('stores a real JPEG sent as media (multipart)', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields())) form.append(name, value);
    form.append(
      'media',
      new Blob([new Uint8Array(await tinyImage('jpeg', { gps: true }))], { type: 'image/jpeg' }),
      'hole.jpg',
    );
    const id = await idOf(await api.app.request(`${BASE}/requests.json`, { method: 'POST', body: form }));
    const request = await api.deps.stores.requests.get(id);
    expect(request?.imageUrl).toMatch(new RegExp(`^/api/uploads/${id}/`));
    expect(request?.aiPhotoAnalysis).toMatchObject({ issueType: 'Pothole' });
    const photo = await api.app.request(request!.imageUrl!);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).includes('SECRET-CAMERA')).toBe(false);
  });

  it('accepts a multipart form with an empty file input', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields())) form.append(name, value);
    form.append('media', new Blob([]), '');
    const id = await idOf(await api.app.request(`${BASE}/requests.json`, { method: 'POST', body: form }));
    expect((await api.deps.stores.requests.get(id))?.imageUrl).toBeNull();
  });

  it('refuses a media file that is not an image with 415, in the format asked for', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields())) form.append(name, value);
    form.append('media', new Blob(['<svg><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'x.svg');
    const res = await api.app.request(`${BASE}/requests.xml`, { method: 'POST', body: form });
    expect(res.status).toBe(415);
    expect(parseOpen311Xml(await res.text(), 'errors')).toEqual([
      { code: 415, description: expect.stringContaining('must be an image') as string },
    ]);
  });
});

describe('rate limits', () => {
  it('limits each key per hour, with Retry-After, leaving other keys alone', async () => {
    const limited = await createTestDeps({ limits: { open311KeyRateLimit: 2 } });
    try {
      const limitedApp = createApp({ version: 'test', services: limited });
      const by = { id: 'admin-1', name: 'Ada Admin' };
      const first = (await limited.stores.apiKeys.create({ label: 'One', createdBy: by })).secret;
      const second = (await limited.stores.apiKeys.create({ label: 'Two', createdBy: by })).secret;
      expect((await post(fields({ api_key: first }), 'json', limitedApp)).status).toBe(200);
      expect((await post(fields({ api_key: first }), 'json', limitedApp)).status).toBe(200);
      const refused = await post(fields({ api_key: first }), 'xml', limitedApp);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
      expect(parseOpen311Xml(await refused.text(), 'errors')).toEqual([
        { code: 429, description: expect.stringContaining('api_key') as string },
      ]);
      expect((await post(fields({ api_key: second }), 'json', limitedApp)).status).toBe(200);
      // Unknown keys are not counted against anyone.
      expect((await post(fields({ api_key: 'o311_unknown' }), 'json', limitedApp)).status).toBe(403);
    } finally {
      await limited.cleanup();
    }
  });

  it('limits each client address per hour, before the key is checked', async () => {
    const limited = await createTestDeps({ limits: { open311AddressRateLimit: 2, trustProxyHops: 1 } });
    try {
      const limitedApp = createApp({ version: 'test', services: limited });
      const { secret: key } = await limited.stores.apiKeys.create({
        label: 'One',
        createdBy: { id: 'admin-1', name: 'Ada Admin' },
      });
      const from = (address: string, values: Record<string, string>) => {
        const init = urlEncoded(values);
        return limitedApp.request(`${BASE}/requests.json`, {
          ...init,
          headers: { ...init.headers, 'X-Forwarded-For': address },
        });
      };
      expect((await from('203.0.113.9', fields({ api_key: key }))).status).toBe(200);
      expect((await from('203.0.113.9', fields({ api_key: 'wrong' }))).status).toBe(403);
      const refused = await from('203.0.113.9', fields({ api_key: key }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await errorsOf(refused)).toEqual([
        { code: 429, description: expect.stringContaining('address') as string },
      ]);
      expect((await from('198.51.100.4', fields({ api_key: key }))).status).toBe(200);
    } finally {
      await limited.cleanup();
    }
  });
});
