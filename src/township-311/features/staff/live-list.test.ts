import { describe, expect, it } from 'vitest';
import { cursorAfter, encodeCursor } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { toStaffListItem } from '#domain/requests/staff-list-item.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { isNewestFirstPage, placeChange, type CachedListPage } from './live-list.ts';
import { DEFAULT_VIEW } from '#domain/requests/staff-list-view.ts';

const NOW = new Date('2025-02-01T12:00:00.000Z');
const viewer = { staffId: 'me-1', now: NOW };

const request = (id: string, overrides: Partial<ServiceRequest> = {}) =>
  submittedRequest({ id: `${id}bbbb1111cccc2222`, category: 'Graffiti', address: '1 Main St', ...overrides });

const older = request('AAAA', { createdAt: '2025-01-02T10:00:00.000Z' });
const oldest = request('BBBB', { createdAt: '2025-01-01T10:00:00.000Z' });
const fresh = request('NNNN', { createdAt: '2025-02-01T11:00:00.000Z', dueAt: '2025-02-10T04:59:59.000Z' });

const page = (rows: ServiceRequest[], extra: Partial<CachedListPage> = {}): CachedListPage => ({
  requests: rows.map(toStaffListItem),
  total: 10,
  next: null,
  prev: null,
  ...extra,
});
const ids = (result: CachedListPage) => result.requests.map((row) => row.id.slice(0, 4));

describe('placeChange', () => {
  it('replaces a changed row where it is, whatever the view', () => {
    const changed = { ...older, status: 'Closed' as const };
    const result = placeChange(page([older, oldest]), '?status=New', changed, 'updated', viewer);
    expect(ids(result)).toEqual(['AAAA', 'BBBB']);
    expect(result.requests[0]?.status).toBe('Closed');
    expect(result.total).toBe(10);
    expect(result.arrived).toBeUndefined();
  });

  it('keeps only the row fields', () => {
    const result = placeChange(page([older]), '', { ...older, priority: 'High' }, 'updated', viewer);
    expect(result.requests[0]).toEqual(toStaffListItem({ ...older, priority: 'High' }));
    expect(result.requests[0]).not.toHaveProperty('description');
  });

  it('leaves the page alone for an update to a request it does not hold', () => {
    const before = page([older]);
    expect(placeChange(before, '', fresh, 'updated', viewer)).toBe(before);
  });

  it('puts a new matching request at the top of the newest-first first page, with the total', () => {
    const result = placeChange(page([older, oldest]), '?status=New', fresh, 'created', viewer);
    expect(ids(result)).toEqual(['NNNN', 'AAAA', 'BBBB']);
    expect(result.total).toBe(11);
    expect(result.arrived).toBe(1);
  });

  it('keeps the page size, the next page starting after the new last row', () => {
    const full = page([older, oldest], { next: 'OLD' });
    const result = placeChange(full, '?size=25', fresh, 'created', viewer);
    expect(result.requests).toHaveLength(3);
    const rows = Array.from({ length: 25 }, (_, i) =>
      request(`R${String(i).padStart(3, '0')}`, {
        createdAt: new Date(Date.parse('2025-01-20T00:00:00Z') - i * 60_000).toISOString(),
      }),
    );
    const trimmed = placeChange(page(rows, { next: null }), '?size=25', fresh, 'created', viewer);
    expect(trimmed.requests).toHaveLength(25);
    expect(trimmed.requests[0]?.id).toBe(fresh.id);
    expect(trimmed.next).toBe(encodeCursor(cursorAfter(rows[23]!, 'created')));
  });

  it.each([
    ['a later page', '?after=MTc2NDg3NjAwMDAwMH5BYkNk'],
    ['another order', '?sort=due'],
    ['oldest first', '?dir=asc'],
  ])('counts a new matching request on %s without moving rows', (_name, search) => {
    const result = placeChange(page([older, oldest]), search, fresh, 'created', viewer);
    expect(ids(result)).toEqual(['AAAA', 'BBBB']);
    expect(result.total).toBe(11);
    expect(result.arrived).toBe(1);
  });

  it.each([
    ['another status', '?status=Closed'],
    ['another category', '?category=Other'],
    ['assigned to me', '?assignee=me'],
    ['overdue', '?overdue=1'],
    ['words it lacks', '?q=elm'],
    ['an address the portal cannot read', '?status=Nope'],
  ])('ignores a new request outside the view (%s)', (_name, search) => {
    const before = page([older]);
    expect(placeChange(before, search, fresh, 'created', viewer)).toBe(before);
  });

  it('counts a new request assigned to the viewer in "assigned to me"', () => {
    const mine = { ...fresh, assignedTo: 'me-1' };
    expect(placeChange(page([]), '?assignee=me', mine, 'created', viewer).arrived).toBe(1);
  });

  it.each([
    ['a second before', '2025-02-01T11:59:59.000Z', 1],
    ['at', '2025-02-01T12:00:00.000Z', undefined],
  ])('counts a new request in "overdue" only when due before now (%s)', (_name, dueAt, arrived) => {
    expect(placeChange(page([]), '?overdue=1', { ...fresh, dueAt }, 'created', viewer).arrived).toBe(arrived);
  });

  it('adds up arrivals', () => {
    const once = placeChange(page([]), '?sort=due', fresh, 'created', viewer);
    const twice = placeChange(once, '?sort=due', request('MMMM'), 'created', viewer);
    expect(twice.arrived).toBe(2);
    expect(twice.total).toBe(12);
  });
});

describe.each([
  [{}, true],
  [{ sort: 'due' as const, direction: 'asc' as const }, false],
  [{ direction: 'asc' as const }, false],
  [{ after: 'x' }, false],
  [{ before: 'x' }, false],
])('isNewestFirstPage(%j)', (change, expected) => {
  it(`is ${String(expected)}`, () => {
    expect(isNewestFirstPage({ ...DEFAULT_VIEW, ...change })).toBe(expected);
  });
});
