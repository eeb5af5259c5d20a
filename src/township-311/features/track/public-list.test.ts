import { describe, expect, it } from 'vitest';
import { translator } from '#domain/i18n/messages.ts';
import { encodeCursor } from '#domain/requests/request-query.ts';
import {
  isPublicListRow,
  NEWEST_PUBLIC,
  placePublicRow,
  publicListSearch,
  readPublicListSearch,
  upsertPublicRow,
  type PublicRow,
} from './public-list.ts';

/** A page's cursor as the API writes it. */
const CURSOR = encodeCursor({ key: [1764876000000], id: 'AbCdEfGhIjKlMnOpQrSt' });
import { publicListStatus } from '#domain/messages-311/public-list-status.ts';
import { loadMessages } from '../../lib/i18n.tsx';
import { trackMessages } from '#domain/messages-311/track-english.ts';

const english = {
  t: translator(trackMessages, 'en'),
  category: (name: string) => name,
  status: (name: string) => name,
};

const row = (id: string, createdAt: string, status: PublicRow['status'] = 'New'): PublicRow => ({
  id,
  category: 'Graffiti',
  status,
  address: '20 Main St',
  createdAt,
  lastUpdatedAt: createdAt,
  location: null,
});

const a = row('a', '2025-01-01T10:00:00.000Z');
const b = row('b', '2025-01-02T10:00:00.000Z');
const c = row('c', '2025-01-03T10:00:00.000Z');

it.each([
  ['adds a new row at the top', [b, a], c, ['c', 'b', 'a']],
  ['replaces a changed row in place', [c, b, a], row('b', b.createdAt, 'Closed'), ['c', 'b', 'a']],
  ['adds a row to an empty list', [], a, ['a']],
  ['puts an older row where it belongs', [c, a], b, ['c', 'b', 'a']],
] as const)('upsertPublicRow: %s', (_name, rows, changed, ids) => {
  expect(upsertPublicRow(rows, changed).map((item) => item.id)).toEqual(ids);
});

describe('upsertPublicRow', () => {
  it('keeps the changed data', () => {
    const [first] = upsertPublicRow([c, b], row('c', c.createdAt, 'In Progress'));
    expect(first?.status).toBe('In Progress');
  });
  it('caps the list, dropping the oldest', () => {
    expect(upsertPublicRow([b, a], c, 2).map((item) => item.id)).toEqual(['c', 'b']);
  });
  it('does not change the list it was given', () => {
    const rows = [b, a];
    upsertPublicRow(rows, c);
    expect(rows).toEqual([b, a]);
  });
});

it.each([
  [row('a', '2025-01-01T10:00:00.000Z'), true],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), extra: 1 }, true],
  [{ id: 'a', category: 'Graffiti' }, false],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), createdAt: 5 }, false],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), status: 'Archived' }, false],
  [{ ...row('a', '2025-01-01T10:00:00.000Z'), category: 'Pothole' }, false],
  [null, false],
  ['a', false],
])('isPublicListRow(%j) is %s', (data, expected) => {
  expect(isPublicListRow(data)).toBe(expected);
});

describe('the public list pages', () => {
  const fifty = Array.from({ length: 50 }, (_, i) =>
    row(`r${String(i).padStart(2, '0')}`, new Date(Date.parse('2025-01-31T00:00:00Z') - i * 3_600_000).toISOString()),
  );
  const fresh = row('fresh', '2025-02-01T00:00:00.000Z');

  it.each([
    [NEWEST_PUBLIC, ''],
    [{ status: 'New', category: 'Graffiti', after: CURSOR }, `?status=New&category=Graffiti&after=${CURSOR}`],
  ] as const)('writes %j as %j and reads it back', (params, search) => {
    expect(publicListSearch(params)).toBe(search);
    expect(readPublicListSearch(search)).toEqual(params);
  });

  it('reads unknown values, and a page that is not a cursor, as no filter and the newest page', () => {
    expect(readPublicListSearch('?status=Archived&category=Pothole&after=abc')).toEqual(NEWEST_PUBLIC);
  });

  it('puts a new row on top of the newest page, keeping 50 and the next page after the new last', () => {
    const page = placePublicRow({ requests: fifty, next: 'old' }, NEWEST_PUBLIC, fresh);
    expect(page.requests).toHaveLength(50);
    expect(page.requests[0]?.id).toBe('fresh');
    const last = fifty[48]!;
    expect(page.next).toBe(encodeCursor({ key: [Date.parse(last.createdAt)], id: last.id }));
  });

  it('adds to a page that is not full without a next page', () => {
    expect(placePublicRow({ requests: [a], next: null }, NEWEST_PUBLIC, fresh)).toEqual({
      requests: [fresh, a],
      next: null,
    });
  });

  it.each([
    ['an older page', { ...NEWEST_PUBLIC, after: 'x' }],
    ['another status', { ...NEWEST_PUBLIC, status: 'Closed' }],
    ['another category', { ...NEWEST_PUBLIC, category: 'Other' }],
  ] as const)('leaves %s alone for a row it does not hold', (_name, params) => {
    const page = { requests: [a], next: null };
    expect(placePublicRow(page, params, fresh)).toBe(page);
  });

  it('replaces a held row in place on any page', () => {
    const page = placePublicRow(
      { requests: [b, a], next: 'n' },
      { ...NEWEST_PUBLIC, after: 'x' },
      { ...a, status: 'Closed' },
    );
    expect(page).toEqual({ requests: [b, { ...a, status: 'Closed' }], next: 'n' });
  });

  it.each([
    [NEWEST_PUBLIC, 50, 'Showing the 50 newest requests.'],
    [{ ...NEWEST_PUBLIC, status: 'New' }, 1, 'Showing the 1 newest request (status New).'],
    [
      { status: 'New', category: 'Graffiti', after: 'x' },
      3,
      'Showing 3 older requests (status New, category Graffiti).',
    ],
    [NEWEST_PUBLIC, 0, 'There are no requests yet.'],
    [{ ...NEWEST_PUBLIC, status: 'Resolved' }, 0, 'There are no requests with status Resolved.'],
    [
      { status: 'Closed', category: 'Graffiti', after: null },
      0,
      'There are no requests with status Closed and category Graffiti.',
    ],
    [{ status: null, category: 'Graffiti', after: 'x' }, 0, 'There are no older requests with category Graffiti.'],
  ] as const)('says what %j shows', (params, count, text) => {
    expect(publicListStatus(params, count, english)).toBe(text);
  });

  it('says it in Korean, with the status and category names translated', async () => {
    const ko = await loadMessages(trackMessages.domain, 'ko');
    const korean = {
      t: translator(trackMessages, 'ko', ko),
      category: (name: string) => `«${name}»`,
      status: (name: string) => `‹${name}›`,
    };
    const text = publicListStatus({ status: 'Resolved', category: 'Graffiti', after: null }, 2, korean);
    expect(text).toContain('‹Resolved›');
    expect(text).toContain('«Graffiti»');
    expect(text).toContain('2');
    expect(text).not.toContain('Showing');
  });
});
