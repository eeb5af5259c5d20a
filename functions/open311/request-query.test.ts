import { describe, expect, it } from 'vitest';
import { newRequestId } from '#domain/requests/request-id.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { memoryRequestPages } from '../testing/fakes/memory-request-pages.ts';
import {
  findRequests,
  readExtensions,
  readRequestQuery,
  requestFilterOf,
  type QueryResult,
  type RequestQuery,
} from './request-query.ts';

const NOW = new Date('2026-11-21T15:00:00.000Z');

const read = (params: Record<string, string>): QueryResult => readRequestQuery((name) => params[name], NOW);

function query(params: Record<string, string>): RequestQuery {
  const result = read(params);
  if (!result.ok) throw new Error(result.errors.join(' '));
  return result.query;
}

const errorsOf = (params: Record<string, string>) => {
  const result = read(params);
  return result.ok ? [] : result.errors;
};

describe('readRequestQuery: defaults', () => {
  it('reads an empty query as the last 90 days, every status, page 1 of 1000', () => {
    expect(query({})).toEqual({
      ids: null,
      serviceCodes: null,
      // The same wall-clock time, 10:00, 90 days earlier: in daylight-saving time then.
      from: new Date('2026-08-23T14:00:00.000Z'),
      to: NOW,
      statuses: null,
      page: 1,
      pageSize: 1000,
      extensions: false,
    });
  });

  it('treats empty parameters as absent', () => {
    expect(
      query({
        service_request_id: '',
        service_code: ' ',
        start_date: '',
        end_date: '',
        status: '',
        page: '',
        page_size: '',
        extensions: '',
      }),
    ).toEqual(query({}));
  });
});

describe('readRequestQuery: the date window', () => {
  it('takes both ends as given', () => {
    const { from, to } = query({ start_date: '2026-10-01', end_date: '2026-10-31T23:59:59-04:00' });
    expect(from.toISOString()).toBe('2026-10-01T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-01T03:59:59.000Z');
  });

  it('ends 90 days after a start given alone, or now if sooner', () => {
    expect(query({ start_date: '2026-06-01T00:00:00Z' }).to.toISOString()).toBe('2026-08-30T00:00:00.000Z');
    expect(query({ start_date: '2026-11-01T00:00:00Z' }).to).toEqual(NOW);
  });

  it('starts 90 days before an end given alone', () => {
    expect(query({ end_date: '2026-06-01T12:00:00Z' }).from.toISOString()).toBe('2026-03-03T13:00:00.000Z');
  });

  it('answers a start in the future with an empty window, not an error', () => {
    const { from, to } = query({ start_date: '2027-01-01T00:00:00Z' });
    expect(to).toEqual(from);
  });

  it('accepts exactly 90 calendar days, across a daylight-saving change', () => {
    expect(errorsOf({ start_date: '2026-09-01T00:00:00-04:00', end_date: '2026-11-30T00:00:00-05:00' })).toEqual([]);
    expect(errorsOf({ start_date: '2026-09-01', end_date: '2026-11-30' })).toEqual([]);
  });

  it.each([
    [{ start_date: '2026-09-01T00:00:00-04:00', end_date: '2026-11-30T00:00:01-05:00' }],
    [{ start_date: '2026-01-01', end_date: '2026-11-01' }],
  ])('refuses more than 90 days: %o', (params) => {
    expect(errorsOf(params)).toEqual(['start_date and end_date may be at most 90 days apart.']);
  });

  it('refuses a start after the end', () => {
    expect(errorsOf({ start_date: '2026-11-02', end_date: '2026-11-01' })).toEqual(['start_date is after end_date.']);
  });

  it.each(['2026-11-21T09:00:00', 'yesterday', '2026-02-30', '11/21/2026'])(
    'refuses the date %j, naming the parameter',
    (text) => {
      expect(errorsOf({ start_date: text })).toEqual([
        expect.stringMatching(/^start_date must be an ISO 8601/) as string,
      ]);
      expect(errorsOf({ end_date: text })).toEqual([expect.stringMatching(/^end_date must be an ISO 8601/) as string]);
    },
  );
});

describe('readRequestQuery: the other filters', () => {
  it('reads comma lists of ids and service codes, without blanks or repeats', () => {
    const read = query({ service_request_id: 'a, b,,a', service_code: 'graffiti,tree, graffiti' });
    expect(read.ids).toEqual(['a', 'b']);
    expect([...read.serviceCodes!]).toEqual(['graffiti', 'tree']);
  });

  it('names each unknown service code', () => {
    expect(errorsOf({ service_code: 'graffiti,aliens,ufo' })).toEqual([
      'service_code aliens is not a service here; see the service list.',
      'service_code ufo is not a service here; see the service list.',
    ]);
  });

  it.each([
    ['open', ['open']],
    ['closed', ['closed']],
    ['open,closed', ['open', 'closed']],
    ['OPEN, closed', ['open', 'closed']],
  ])('reads status=%s', (status, expected) => {
    expect([...query({ status }).statuses!]).toEqual(expected);
  });

  it('reads a list with nothing in it as absent', () => {
    expect(query({ status: ',', service_code: ' , ,', service_request_id: ',' })).toEqual(query({}));
  });

  it('reports at most 10 unknown service codes, each cut short', () => {
    const codes = Array.from({ length: 50 }, (_, i) => `${'q'.repeat(60)}${i}`).join(',');
    const errors = errorsOf({ service_code: codes });
    expect(errors).toHaveLength(10);
    expect(errors[0]).toBe(`service_code ${'q'.repeat(40)}… is not a service here; see the service list.`);
  });

  it.each(['pending', 'open,done', 'New'])('refuses status=%j', (status) => {
    expect(errorsOf({ status })).toEqual(['status must be open, closed, or open,closed.']);
  });

  it.each([
    ['1', '1', 1, 1],
    ['3', '1000', 3, 1000],
    [' 2 ', '25', 2, 25],
  ])('reads page=%s page_size=%s', (page, pageSize, expectedPage, expectedSize) => {
    expect(query({ page, page_size: pageSize })).toMatchObject({ page: expectedPage, pageSize: expectedSize });
  });

  it.each(['0', '-1', '1.5', '1e3', 'two', '0x10', '9999999999'])('refuses page=%j', (page) => {
    expect(errorsOf({ page })).toEqual(['page must be a whole number from 1.']);
  });

  it.each(['0', '1001', '2.5', 'all'])('refuses page_size=%j', (pageSize) => {
    expect(errorsOf({ page_size: pageSize })).toEqual(['page_size must be a whole number from 1 to 1000.']);
  });

  it('refuses more than 1000 ids', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `id${i}`).join(',');
    expect(errorsOf({ service_request_id: ids })).toEqual(['service_request_id may list at most 1000 ids.']);
  });

  it('lists every problem at once', () => {
    expect(errorsOf({ status: 'x', page: '0', page_size: '0', extensions: 'yes', service_code: 'z' })).toHaveLength(5);
  });
});

describe('readExtensions', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['yes', null],
    ['1', null],
  ])('%j is %j', (text, expected) => {
    expect(readExtensions(text)).toBe(expected);
  });
});

describe('requestFilterOf', () => {
  it('selects the window, its end included', () => {
    expect(requestFilterOf(query({ start_date: '2026-10-01', end_date: '2026-10-31T23:59:59-04:00' }))).toEqual({
      createdFrom: new Date('2026-10-01T04:00:00.000Z'),
      createdBefore: new Date('2026-11-01T03:59:59.001Z'),
    });
  });

  it.each([
    ['open', ['New', 'In Progress']],
    ['closed', ['Resolved', 'Closed']],
    ['closed,open', ['New', 'In Progress', 'Resolved', 'Closed']],
  ])('turns status=%s into %o', (status, statuses) => {
    expect(requestFilterOf(query({ status })).statuses).toEqual(statuses);
  });

  it('turns service codes into their categories', () => {
    expect(requestFilterOf(query({ service_code: 'tree,pothole-road-damage' })).categories).toEqual([
      'Tree Issue',
      'Pothole/Road Damage',
    ]);
    expect(requestFilterOf(query({}))).not.toHaveProperty('categories');
  });
});

describe('findRequests', () => {
  // 1,234 New requests a minute apart in the default window, and one Closed among them.
  const requests = Array.from({ length: 1234 }, (_, i) =>
    submittedRequest({
      id: newRequestId(),
      createdAt: new Date(NOW.getTime() - (i + 1) * 60_000).toISOString(),
      status: i === 3 ? 'Closed' : 'New',
    }),
  );
  const newest = requests.map((request) => request.id);
  const store = () => ({ ...memoryRequestPages(requests), get: () => Promise.resolve(null) });

  it.each([
    [1, 1000, 0, 1000],
    [2, 1000, 1000, 234],
    [3, 600, 1200, 34],
    [2, 7, 7, 7],
    [177, 7, 1232, 2],
  ])('page %i of %i starts at %i and holds %i', async (page, pageSize, start, length) => {
    const found = await findRequests(store(), query({ page: String(page), page_size: String(pageSize) }));
    expect(found.map((request) => request.id)).toEqual(newest.slice(start, start + length));
  });

  it('reads the store at most 500 at a time, and counts instead of reading past the end', async () => {
    const pages = store();
    await findRequests(pages, query({ page: '2', page_size: '600' }));
    expect(pages.queries.map((q) => q.limit)).toEqual([500, 100, 500, 100]);
    const past = store();
    expect(await findRequests(past, query({ page: '3', page_size: '1000' }))).toEqual([]);
    expect(past.queries).toEqual([]);
  });

  it('filters in the store', async () => {
    const found = await findRequests(store(), query({ status: 'closed' }));
    expect(found.map((request) => request.id)).toEqual([newest[3]]);
  });
});
