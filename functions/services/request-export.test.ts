import { describe, expect, it } from 'vitest';
import { newRequestId } from '#domain/requests/request-id.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { sampleRequest, submittedRequest } from '#domain/testing/service-request.ts';
import { memoryRequestPages } from '../testing/fakes/memory-request-pages.ts';
import {
  EXPORT_COLUMNS,
  EXPORT_PAGE_SIZE,
  exportCsv,
  exportFileName,
  exportRow,
  REMOVED_STAFF,
  townshipDateTime,
} from './request-export.ts';

const due = '2026-11-21T04:59:59.000Z';

describe('townshipDateTime', () => {
  it.each([
    ['2026-11-27T14:05:00.000Z', '2026-11-27 09:05'],
    ['2026-07-04T03:59:00.000Z', '2026-07-03 23:59'],
    ['2026-11-01T05:30:00.000Z', '2026-11-01 01:30'],
    // The autumn change at 06:00 UTC: 01:30 comes twice.
    ['2026-11-01T06:30:00.000Z', '2026-11-01 01:30'],
    ['2026-03-08T06:59:59.000Z', '2026-03-08 01:59'],
    // The spring change at 07:00 UTC: 02:00 to 02:59 never happen.
    ['2026-03-08T07:00:00.000Z', '2026-03-08 03:00'],
    ['2027-01-01T04:59:59.000Z', '2026-12-31 23:59'],
    ['2027-01-01T05:00:00.000Z', '2027-01-01 00:00'],
  ])('%s is %s in the township', (iso, text) => {
    expect(townshipDateTime(iso)).toBe(text);
  });
});

describe('exportFileName', () => {
  it.each([
    ['2026-11-28T04:59:59.000Z', 'township-311-requests-2026-11-27.csv'],
    ['2026-11-28T05:00:00.000Z', 'township-311-requests-2026-11-28.csv'],
  ])('at %s is %s', (now, name) => {
    expect(exportFileName(new Date(now))).toBe(name);
  });
});

describe('exportRow', () => {
  it('has a cell per column, from the staff-visible fields only', () => {
    const request = sampleRequest({ dueAt: due, reference: 'NDAP7B5V', description: 'Light out\non the corner' });
    const row = exportRow(request, 'Sam Lee', new Date('2026-11-21T05:00:00.000Z'));
    expect(row).toHaveLength(EXPORT_COLUMNS.length);
    expect(Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column, row[i]]))).toEqual({
      ID: 'AbCdEfGhIjKlMnOpQrSt',
      Reference: 'NDAP-7B5V',
      Category: 'Streetlight Outage',
      Status: 'In Progress',
      Priority: 'High',
      Department: 'PRIVATE-DEPARTMENT',
      Assignee: 'Sam Lee',
      Address: '10 Main St',
      Latitude: 40.28,
      Longitude: -74.59,
      Submitted: '2025-01-05 15:04',
      'Last update': '2025-01-06 05:00',
      Due: '2026-11-20 23:59',
      Overdue: 'yes',
      Description: 'Light out\non the corner',
      'Awaiting review': 'no',
    });
  });

  it.each([
    ['In Progress', '2026-11-21T04:59:59.000Z', 'no'],
    ['In Progress', '2026-11-21T04:59:59.001Z', 'yes'],
    ['New', '2026-11-22T00:00:00.000Z', 'yes'],
    ['Resolved', '2026-11-22T00:00:00.000Z', 'no'],
    ['Closed', '2026-11-22T00:00:00.000Z', 'no'],
  ] as const)('a %s request due at %s is overdue at %s: %s', (status, now, overdue) => {
    expect(exportRow(submittedRequest({ status, dueAt: due }), '', new Date(now))[13]).toBe(overdue);
  });

  it('says whether completed work awaits review', () => {
    expect(exportRow(submittedRequest({ reviewPending: true }), '', new Date()).at(-1)).toBe('yes');
  });

  it('leaves the department and the point empty when there are none', () => {
    const row = exportRow(submittedRequest({ location: null, assignedDepartment: null }), '', new Date());
    expect([row[5], row[8], row[9]]).toEqual(['', null, null]);
  });
});

const text = async (chunks: AsyncIterable<string>) => {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
};

const staff = (id: string, name: string) => ({ id, name }) as StaffProfile;

describe('exportCsv', () => {
  const now = new Date('2026-11-27T17:00:00.000Z');
  const stores = (requests: ReturnType<typeof submittedRequest>[], profiles: StaffProfile[] = []) => {
    const pages = memoryRequestPages(requests);
    let listed = 0;
    return {
      pages,
      listed: () => listed,
      stores: {
        requests: pages,
        staff: {
          listProfiles: () => {
            listed += 1;
            return Promise.resolve(profiles);
          },
        },
      },
    };
  };

  it('writes the byte order mark and the header only, for no requests', async () => {
    const { stores: empty } = stores([]);
    const csv = await text(exportCsv(empty, { filter: {}, sort: 'created', direction: 'desc' }, now));
    expect(csv).toBe(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`);
  });

  it('pages through the store in order, names assignees from one staff read, and keeps to the filter', async () => {
    const count = EXPORT_PAGE_SIZE * 2 + 1;
    const requests = Array.from({ length: count }, (_, i) =>
      submittedRequest({
        id: newRequestId(),
        createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
        assignedTo: i % 3 === 0 ? 'u1' : i % 3 === 1 ? 'gone' : null,
      }),
    );
    requests.push(submittedRequest({ id: newRequestId(), status: 'Closed' }));
    const fake = stores(requests, [staff('u1', 'Sam Lee')]);
    const csv = await text(
      exportCsv(fake.stores, { filter: { statuses: ['New'] }, sort: 'created', direction: 'asc' }, now),
    );
    const lines = csv.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    expect(lines.map((line) => line.split(',')[0])).toEqual(requests.slice(0, count).map((request) => request.id));
    expect(lines.slice(0, 3).map((line) => line.split(',')[6])).toEqual(['Sam Lee', REMOVED_STAFF, '']);
    expect(fake.pages.queries.map((query) => query.limit)).toEqual([
      EXPORT_PAGE_SIZE,
      EXPORT_PAGE_SIZE,
      EXPORT_PAGE_SIZE,
    ]);
    expect(fake.pages.queries[1]!.after).toEqual({
      key: [Date.parse(requests[EXPORT_PAGE_SIZE - 1]!.createdAt)],
      id: requests[EXPORT_PAGE_SIZE - 1]!.id,
    });
    expect(fake.listed()).toBe(1);
  });
});
