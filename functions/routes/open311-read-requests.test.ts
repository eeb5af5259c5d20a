/**
 * Open311 GET requests and requests/{id} through app.request(): filters, the 90-day window,
 * paging, extensions, both formats, and that no reporter detail, staff name or internal data
 * ever leaves in a body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { createApp } from '../app.ts';
import type { Open311Value } from '../open311/format.ts';
import { toZonedIso } from '../open311/zoned-iso.ts';
import { getBoth } from '../testing/helpers/open311-client.ts';
import { createClockedDeps } from '../testing/fixtures/staff.ts';
import { memoryRequestPages } from '../testing/fakes/memory-request-pages.ts';
import { submitForm, validFields } from '../testing/fixtures/submit-form.ts';
import type { TestBackend, TestDeps } from '../testing/helpers/test-deps.ts';

const BASE = '/api/open311/v2';
/** Saturday 21 November 2026, 10:00 in the township. */
const NOW = new Date('2026-11-21T15:00:00.000Z');
const DAY = 86_400_000;

/** Values that must never appear in a GET body. */
const SUBMITTER = {
  name: 'Zanzibar Quillfeather',
  email: 'zanzibar.q@private.example',
  phone: '609-555-0199',
  address: '77 Secretive Lane',
};
const STAFF_NAME = 'Ophelia Staffmember';
const SECRETS = ['SECRET-INTERNAL-NOTE', 'SECRET-AI-REASONING', 'SECRET-PHOTO-ISSUE', 'staff-user-id-42'];

let deps: TestDeps;
let app: ReturnType<typeof createApp>;

type Row = Record<string, Open311Value>;

const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY - hours * 3_600_000).toISOString();

/** A stored request created `days` ago, with a staff history and private data on it. */
function stored(id: string, days: number, overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  const createdAt = daysAgo(days);
  return submittedRequest({
    id,
    category: 'Graffiti',
    description: `Request ${id}`,
    address: '20 Main St, West Windsor',
    assignedTo: 'staff-user-id-42',
    createdAt,
    lastUpdatedAt: createdAt,
    history: [
      { timestamp: createdAt, action: 'Request Submitted', user: 'Resident', userId: null },
      { timestamp: createdAt, action: `Assigned to ${STAFF_NAME}`, user: STAFF_NAME, userId: 'staff-user-id-42' },
    ],
    internalNotes: [
      { timestamp: createdAt, text: 'SECRET-INTERNAL-NOTE', user: STAFF_NAME, userId: 'staff-user-id-42' },
    ],
    aiTriage: {
      suggestedPriority: 'Medium',
      suggestedDepartment: 'Public Works',
      estimatedResponseTime: '3-5 business days',
      reasoning: 'SECRET-AI-REASONING',
      source: 'rules',
    },
    aiPhotoAnalysis: { issueType: 'SECRET-PHOTO-ISSUE', severity: 'Low', repairRecommendation: 'x', source: 'rules' },
    ...overrides,
  });
}

/** Ids chosen so their order is clear in failures: r{days}. */
const idOf = (label: string) => `Req${label}`.padEnd(20, 'x');

const SEEDED: ServiceRequest[] = [
  stored(idOf('0'), 0.5, {
    category: 'Pothole/Road Damage',
    status: 'In Progress',
    assignedDepartment: 'Public Works',
    imageUrl: '/api/uploads/photo.jpg',
    description: 'Café — ñ, 日本, <b>bold</b> & "quoted"',
    comments: [
      { timestamp: daysAgo(0, 1), text: 'Crew booked <Monday> & done', user: STAFF_NAME, userId: 'staff-user-id-42' },
    ],
  }),
  stored(idOf('1'), 1, { status: 'Resolved', category: 'Tree Issue' }),
  stored(idOf('10'), 10, { status: 'Closed' }),
  stored(idOf('30'), 30, { location: null, category: 'Tree Issue' }),
  stored(idOf('89'), 89.9),
  stored(idOf('91'), 91),
  stored(idOf('200'), 200, { status: 'Resolved' }),
];

/**
 * Both stores: these reads need no Auth emulator, so Firestore runs in-process here
 * (@firestore-emulator/server) and the listing's store query is checked on both backends.
 */
const BACKENDS: TestBackend[] = ['local', 'firebase'];

describe.each(BACKENDS)('%s backend', (backend) => {
  beforeAll(async () => {
    deps = await createClockedDeps(() => NOW, backend);
    app = createApp({ version: 'test', services: deps });
    for (const request of SEEDED) {
      await deps.transfer.requests.restore(request);
      await deps.transfer.submitterInfo.restore(request.id, {
        ...SUBMITTER,
        wantsTextAlerts: true,
        createdAt: request.createdAt,
      });
    }
  });
  afterAll(async () => {
    await deps.cleanup();
  });

  async function list(query = ''): Promise<Row[]> {
    const { status, json } = await getBoth(
      app,
      `${BASE}/requests.{format}${query ? `?${query}` : ''}`,
      'service_requests',
    );
    expect(status).toBe(200);
    return json as Row[];
  }
  const idsOf = (rows: Row[]) => rows.map((row) => row.service_request_id);

  async function errorsFor(query: string): Promise<{ status: number; descriptions: string[] }> {
    const { status, json } = await getBoth(app, `${BASE}/requests.{format}?${query}`, 'errors');
    return { status, descriptions: (json as { description: string }[]).map((error) => error.description) };
  }

  describe('GET requests', () => {
    it('lists the last 90 days, newest first, every field present, in both formats', async () => {
      const rows = await list();
      expect(idsOf(rows)).toEqual([idOf('0'), idOf('1'), idOf('10'), idOf('30'), idOf('89')]);
      expect(rows[0]).toEqual({
        service_request_id: idOf('0'),
        status: 'open',
        status_notes: 'Crew booked <Monday> & done',
        service_name: 'Pothole/Road Damage',
        service_code: 'pothole-road-damage',
        description: 'Café — ñ, 日本, <b>bold</b> & "quoted"',
        agency_responsible: 'Public Works',
        service_notice: null,
        requested_datetime: '2026-11-20T22:00:00-05:00',
        updated_datetime: '2026-11-20T22:00:00-05:00',
        expected_datetime: toZonedIso(SEEDED.find((r) => r.id === idOf('0'))!.dueAt),
        address: '20 Main St, West Windsor',
        address_id: null,
        zipcode: null,
        lat: 40.28,
        long: -74.59,
        media_url: `${deps.place.siteUrl}/api/uploads/photo.jpg`,
      });
      expect(rows.find((row) => row.service_request_id === idOf('30'))).toMatchObject({ lat: null, long: null });
    });

    it('is not cached, and answers HEAD without a body', async () => {
      const res = await app.request(`${BASE}/requests.json`);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const head = await app.request(`${BASE}/requests.xml`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('Content-Type')).toBe('text/xml; charset=utf-8');
      expect(await head.text()).toBe('');
    });

    it('sends text in UTF-8 and escapes it for XML; the same text in JSON', async () => {
      const xml = await app.request(`${BASE}/requests.xml?service_request_id=${idOf('0')}`);
      const bytes = Buffer.from(await xml.arrayBuffer());
      expect(bytes.includes(Buffer.from('Café — ñ, 日本', 'utf8'))).toBe(true);
      const text = bytes.toString('utf8');
      expect(text).toContain('<description>Café — ñ, 日本, &lt;b&gt;bold&lt;/b&gt; &amp; "quoted"</description>');
      expect(text).toContain('<status_notes>Crew booked &lt;Monday&gt; &amp; done</status_notes>');
      const json = await app.request(`${BASE}/requests.json?service_request_id=${idOf('0')}`);
      expect(Buffer.from(await json.arrayBuffer()).includes(Buffer.from('日本', 'utf8'))).toBe(true);
    });

    it('gives ids and codes as strings, coordinates as numbers and dates with an offset', async () => {
      const rows = await list('extensions=true');
      const offsetDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
      for (const row of rows) {
        expect(typeof row.service_request_id).toBe('string');
        expect(typeof row.service_code).toBe('string');
        expect(['number', 'object']).toContain(typeof row.lat);
        for (const key of ['requested_datetime', 'updated_datetime']) {
          expect(row[key]).toMatch(offsetDate);
        }
        for (const note of row.notes as Row[]) expect(note.datetime).toMatch(offsetDate);
      }
    });
  });

  describe('GET requests: filters', () => {
    it('selects by ids, overriding the other filters (even the window)', async () => {
      const rows = await list(
        `service_request_id=${idOf('200')},${idOf('1')},nope,${idOf('1')}&status=open&service_code=noise`,
      );
      expect(idsOf(rows)).toEqual([idOf('1'), idOf('200')]);
    });

    it('selects by one or more service codes', async () => {
      expect(idsOf(await list('service_code=tree'))).toEqual([idOf('1'), idOf('30')]);
      expect(idsOf(await list('service_code=tree,pothole-road-damage'))).toEqual([idOf('0'), idOf('1'), idOf('30')]);
      expect(await list('service_code=noise')).toEqual([]);
    });

    it('refuses an unknown service code', async () => {
      expect(await errorsFor('service_code=tree,aliens')).toEqual({
        status: 400,
        descriptions: ['service_code aliens is not a service here; see the service list.'],
      });
    });

    it.each([
      ['open', ['0', '30', '89']],
      ['closed', ['1', '10']],
      ['open,closed', ['0', '1', '10', '30', '89']],
    ])('selects status=%s', async (status, labels) => {
      expect(idsOf(await list(`status=${status}`))).toEqual(labels.map(idOf));
    });

    it('refuses another status', async () => {
      expect((await errorsFor('status=New')).status).toBe(400);
    });

    it('selects a date window, both ends inclusive', async () => {
      const start = encodeURIComponent(daysAgo(30));
      const end = encodeURIComponent(daysAgo(1));
      expect(idsOf(await list(`start_date=${start}&end_date=${end}`))).toEqual([idOf('1'), idOf('10'), idOf('30')]);
    });

    it('reads a bare day as township midnight', async () => {
      // 200 days before NOW is 5 May 2026.
      expect(idsOf(await list('start_date=2026-05-05&end_date=2026-05-06'))).toEqual([idOf('200')]);
      expect(await list('start_date=2026-05-06&end_date=2026-05-07')).toEqual([]);
    });

    it('ends 90 days after a start given alone', async () => {
      const start = encodeURIComponent(daysAgo(250));
      expect(idsOf(await list(`start_date=${start}`))).toEqual([idOf('200')]);
    });

    it('starts 90 days before an end given alone', async () => {
      const end = encodeURIComponent(daysAgo(5));
      expect(idsOf(await list(`end_date=${end}`))).toEqual([idOf('10'), idOf('30'), idOf('89'), idOf('91')]);
    });

    it('refuses a window over 90 days, a start after the end, and unreadable dates', async () => {
      expect(await errorsFor(`start_date=2026-01-01&end_date=2026-06-01`)).toEqual({
        status: 400,
        descriptions: ['start_date and end_date may be at most 90 days apart.'],
      });
      expect(await errorsFor(`start_date=2026-06-02&end_date=2026-06-01`)).toEqual({
        status: 400,
        descriptions: ['start_date is after end_date.'],
      });
      const bad = await errorsFor(`start_date=2026-06-01T10:00:00&end_date=June`);
      expect(bad.status).toBe(400);
      expect(bad.descriptions).toEqual([
        expect.stringMatching(/^start_date must be/) as string,
        expect.stringMatching(/^end_date must be/) as string,
      ]);
    });

    it('treats empty parameters as absent and ignores unknown ones', async () => {
      expect(idsOf(await list('service_code=&status=&start_date=&page=&jurisdiction_id=x&foo=bar'))).toEqual(
        idsOf(await list()),
      );
    });
  });

  describe('GET requests: paging', () => {
    it('pages newest first', async () => {
      expect(idsOf(await list('page_size=2'))).toEqual([idOf('0'), idOf('1')]);
      expect(idsOf(await list('page_size=2&page=2'))).toEqual([idOf('10'), idOf('30')]);
      expect(idsOf(await list('page_size=2&page=3'))).toEqual([idOf('89')]);
      expect(await list('page_size=2&page=4')).toEqual([]);
    });

    it.each(['page=0', 'page=1.5', 'page=x', 'page_size=0', 'page_size=1001', 'page_size=-5', 'extensions=maybe'])(
      'refuses %s',
      async (query) => {
        expect((await errorsFor(query)).status).toBe(400);
      },
    );

    it('returns at most 1000 requests', async () => {
      // 1,001 requests in the window, from a store that holds them in memory (writing them would be slow).
      const many = Array.from({ length: 1001 }, (_, i) =>
        stored(newRequestId(), 1, { createdAt: daysAgo(1, i / 100) }),
      );
      const requests = { ...deps.stores.requests, ...memoryRequestPages(many) };
      const manyApp = createApp({ version: 'test', services: { ...deps, stores: { ...deps.stores, requests } } });
      const first = (await (await manyApp.request(`${BASE}/requests.json`)).json()) as Row[];
      expect(first).toHaveLength(1000);
      expect(idsOf(first)).toEqual(many.slice(0, 1000).map((request) => request.id));
      const second = (await (await manyApp.request(`${BASE}/requests.json?page=2`)).json()) as Row[];
      expect(idsOf(second)).toEqual([many[1000]!.id]);
    });
  });

  describe('GET requests: extensions', () => {
    it('adds the public notes and extended attributes, in both formats', async () => {
      const rows = await list(`service_request_id=${idOf('0')}&extensions=true`);
      expect(rows[0]).toMatchObject({
        service_request_id: idOf('0'),
        extended_attributes: {
          priority: 'Medium',
          category: 'Pothole/Road Damage',
          tracking_url: `${deps.place.threeOneOneUrl}/track/${idOf('0')}`,
        },
        notes: [
          { type: 'created', summary: 'Request Submitted', author: 'Resident', description: null },
          { type: 'assignment', summary: 'Assigned to Township Staff', author: 'Township Staff', description: null },
          { type: 'comment', author: 'Township Staff', description: 'Crew booked <Monday> & done' },
        ],
      });
    });

    it('leaves them out otherwise', async () => {
      const [row] = await list(`service_request_id=${idOf('0')}&extensions=false`);
      expect(row).not.toHaveProperty('notes');
      expect(row).not.toHaveProperty('extended_attributes');
    });
  });

  describe('GET requests/{id}', () => {
    it('answers a one-item list in both formats', async () => {
      const { status, json, headers } = await getBoth(
        app,
        `${BASE}/requests/${idOf('10')}.{format}`,
        'service_requests',
      );
      expect(status).toBe(200);
      expect(json).toEqual([expect.objectContaining({ service_request_id: idOf('10'), status: 'closed' })]);
      expect(headers.json.get('Cache-Control')).toBe('no-store');
    });

    it('takes extensions=true', async () => {
      const { json } = await getBoth(
        app,
        `${BASE}/requests/${idOf('10')}.{format}?extensions=true`,
        'service_requests',
      );
      expect((json as Row[])[0]).toHaveProperty('notes');
      const bad = await getBoth(app, `${BASE}/requests/${idOf('10')}.{format}?extensions=1`, 'errors');
      expect(bad.status).toBe(400);
    });

    it('gives the due date as expected_datetime, never the AI triage estimate', async () => {
      const request = SEEDED.find((r) => r.id === idOf('10'))!;
      expect(request.aiTriage?.estimatedResponseTime).toBe('3-5 business days');
      const { json, xmlText } = await getBoth(
        app,
        `${BASE}/requests/${request.id}.{format}?extensions=true`,
        'service_requests',
      );
      const expected = toZonedIso(request.dueAt);
      expect((json as Row[])[0]).toHaveProperty('expected_datetime', expected);
      expect(xmlText).toContain(`<expected_datetime>${expected}</expected_datetime>`);
    });

    it.each([idOf('nothing'), 'short', 'has-dash-but-long-enough', '..', '%2e%2e%2fetc'])(
      'answers 404 for the unknown or malformed id %j',
      async (id) => {
        const { status, json } = await getBoth(app, `${BASE}/requests/${id}.{format}`, 'errors');
        expect(status).toBe(404);
        expect(json).toEqual([{ code: 404, description: 'No request found with that ID.' }]);
      },
    );
  });

  describe('privacy', () => {
    it('a request filed through the resident form shows none of its reporter details', async () => {
      const res = await app.request('/api/requests', {
        method: 'POST',
        body: submitForm(
          validFields({
            name: SUBMITTER.name,
            email: SUBMITTER.email,
            phone: SUBMITTER.phone,
            submitterAddress: SUBMITTER.address,
          }),
        ),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const { json, jsonText, xmlText } = await getBoth(
        app,
        `${BASE}/requests/${id}.{format}?extensions=true`,
        'service_requests',
      );
      expect((json as Row[])[0]).toMatchObject({ service_request_id: id, status: 'open', service_code: 'graffiti' });
      for (const value of Object.values(SUBMITTER)) {
        expect(jsonText).not.toContain(value);
        expect(xmlText).not.toContain(value);
      }
    });

    it('no body of any GET carries a reporter detail, a staff name or internal data', async () => {
      const paths = [
        'requests.{format}',
        'requests.{format}?extensions=true',
        `requests.{format}?extensions=true&service_request_id=${SEEDED.map((r) => r.id).join(',')}`,
        ...SEEDED.map((r) => `requests/${r.id}.{format}?extensions=true`),
      ];
      const forbidden = [...Object.values(SUBMITTER), STAFF_NAME, ...SECRETS, 'submitter', 'email', 'phone'];
      for (const path of paths) {
        const { jsonText, xmlText } = await getBoth(app, `${BASE}/${path}`, 'service_requests');
        for (const value of forbidden) {
          expect(jsonText, `${path} in JSON`).not.toContain(value);
          expect(xmlText, `${path} in XML`).not.toContain(value);
        }
      }
    });
  });
});
