import { describe, expect, it } from 'vitest';
import { cursorAfter, encodeCursor } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { toStaffListItem } from '#domain/requests/staff-list-item.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { isNewestFirstPage, matchesView, placeChange, type CachedListPage } from './live-list.ts';
import { DEFAULT_VIEW, type StaffListView } from '#domain/requests/staff-list-view.ts';

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
  it('replaces a changed row where it is, still in the view', () => {
    const changed = { ...older, priority: 'High' as const };
    const result = placeChange(page([older, oldest]), '?status=New', changed, 'updated', viewer);
    expect(ids(result)).toEqual(['AAAA', 'BBBB']);
    expect(result.requests[0]?.priority).toBe('High');
    expect(result.total).toBe(10);
    expect(result.arrived).toBeUndefined();
    expect(result.left).toBeUndefined();
  });

  it('keeps a row that left the view where it is, marked, and takes it off the total', () => {
    const changed = { ...older, status: 'Resolved' as const };
    const result = placeChange(page([older, oldest]), '?status=New', changed, 'updated', viewer);
    expect(ids(result)).toEqual(['AAAA', 'BBBB']);
    expect(result.requests[0]?.status).toBe('Resolved');
    expect(result.left).toEqual([older.id]);
    expect(result.total).toBe(9);
    expect(result.arrived).toBeUndefined();
  });

  it('counts a row that left once, however often it changes outside the view', () => {
    const once = placeChange(page([older]), '?status=New', { ...older, status: 'Resolved' }, 'updated', viewer);
    const twice = placeChange(once, '?status=New', { ...older, status: 'Closed' }, 'updated', viewer);
    expect(twice.left).toEqual([older.id]);
    expect(twice.total).toBe(9);
  });

  it('unmarks a row that comes back into the view, and counts it again', () => {
    const gone = placeChange(page([older, oldest]), '?status=New', { ...older, status: 'Resolved' }, 'updated', viewer);
    const back = placeChange(gone, '?status=New', { ...older, status: 'New' }, 'updated', viewer);
    expect(back.left).toEqual([]);
    expect(back.total).toBe(10);
    expect(ids(back)).toEqual(['AAAA', 'BBBB']);
  });

  it('never counts below zero', () => {
    const result = placeChange(
      page([older], { total: 0 }),
      '?status=New',
      { ...older, status: 'Closed' },
      'updated',
      viewer,
    );
    expect(result.total).toBe(0);
  });

  it.each([
    ['resolved under "New"', '?status=New', { status: 'Resolved' }],
    ['assigned to someone else under "Me"', '?assignee=me', { assignedTo: 'someone-else' }],
    ['unassigned under a member', '?assignee=me-1', { assignedTo: null }],
    ['moved to another category', '?category=Graffiti', { category: 'Pothole/Road Damage' }],
    ['moved to another department', '?department=Public+Works', { assignedDepartment: 'Engineering' }],
    ['closed under "overdue"', '?overdue=1', { status: 'Closed', dueAt: '2025-01-05T04:59:59.000Z' }],
    ['lowered under "Emergency"', '?priority=Emergency', { priority: 'High' }],
    ['sent back under "awaiting review"', '?review=pending', { reviewPending: false }],
  ] as const)('marks a row that left the view: %s', (_name, search, change) => {
    const before = request('AAAA', {
      reviewPending: true,
      status: 'New',
      priority: 'Emergency',
      assignedTo: 'me-1',
      assignedDepartment: 'Public Works',
      dueAt: '2025-01-05T04:59:59.000Z',
    });
    const result = placeChange(page([before]), search, { ...before, ...change }, 'updated', viewer);
    expect(result.left).toEqual([before.id]);
    expect(result.total).toBe(9);
  });

  it('marks nothing on a page whose address is not a view', () => {
    const result = placeChange(page([older]), '?status=Nope', { ...older, status: 'Closed' }, 'updated', viewer);
    expect(result.left).toBeUndefined();
    expect(result.total).toBe(10);
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

  it('forgets the mark of a row a new request pushes off the page', () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      request(`R${String(i).padStart(3, '0')}`, {
        createdAt: new Date(Date.parse('2025-01-20T00:00:00Z') - i * 60_000).toISOString(),
      }),
    );
    const last = rows[24]!;
    const marked = placeChange(page(rows), '?status=New&size=25', { ...last, status: 'Closed' }, 'updated', viewer);
    expect(marked.left).toEqual([last.id]);
    const pushed = placeChange(marked, '?status=New&size=25', fresh, 'created', viewer);
    expect(pushed.left).toEqual([]);
    expect(pushed.requests.map((row) => row.id)).not.toContain(last.id);
  });

  it('adds up arrivals', () => {
    const once = placeChange(page([]), '?sort=due', fresh, 'created', viewer);
    const twice = placeChange(once, '?sort=due', request('MMMM'), 'created', viewer);
    expect(twice.arrived).toBe(2);
    expect(twice.total).toBe(12);
  });
});

it.each([
  [{}, true],
  [{ sort: 'due' as const, direction: 'asc' as const }, false],
  [{ direction: 'asc' as const }, false],
  [{ after: 'x' }, false],
  [{ before: 'x' }, false],
])('isNewestFirstPage(%j) is %s', (change, expected) => {
  expect(isNewestFirstPage({ ...DEFAULT_VIEW, ...change })).toBe(expected);
});

describe('matchesView', () => {
  const base = request('AAAA', {
    status: 'In Progress',
    priority: 'High',
    category: 'Pothole/Road Damage',
    assignedTo: 'me-1',
    assignedDepartment: 'Public Works',
    address: '12 Elm Rd',
    createdAt: '2025-01-15T15:00:00.000Z',
    dueAt: '2025-01-31T04:59:59.000Z',
  });
  const view = (change: Partial<StaffListView>): StaffListView => ({ ...DEFAULT_VIEW, ...change });

  it.each<[string, Partial<StaffListView>, Partial<ServiceRequest>, boolean | null]>([
    ['every request, unfiltered', {}, {}, true],
    ['its status', { statuses: ['In Progress', 'New'] }, {}, true],
    ['another status', { statuses: ['New'] }, {}, false],
    ['its priority', { priorities: ['High'] }, {}, true],
    ['another priority', { priorities: ['Emergency'] }, {}, false],
    ['its category', { categories: ['Pothole/Road Damage'] }, {}, true],
    ['another category', { categories: ['Graffiti'] }, {}, false],
    ['its department', { departments: ['Public Works'] }, {}, true],
    ['no department yet', { departments: ['Public Works'] }, { assignedDepartment: null }, false],
    ['assigned to me', { assignee: 'me' }, {}, true],
    ['assigned to someone else, under "me"', { assignee: 'me' }, { assignedTo: 'other-2' }, false],
    ['"unassigned", while assigned', { assignee: 'unassigned' }, {}, false],
    ['"unassigned", once unassigned', { assignee: 'unassigned' }, { assignedTo: null }, true],
    ['a named member', { assignee: { id: 'me-1' } }, {}, true],
    ['overdue and open', { overdue: true }, {}, true],
    ['overdue, once resolved', { overdue: true }, { status: 'Resolved' }, false],
    ['overdue, due later', { overdue: true }, { dueAt: '2025-02-05T04:59:59.000Z' }, false],
    ['submitted in the dates (township days)', { from: '2025-01-15', to: '2025-01-15' }, {}, true],
    ['submitted before the dates', { from: '2025-01-16' }, {}, false],
    ['words in its address', { q: 'elm' }, {}, true],
    // Its caller may still have them: only the server, which sees callers, can tell.
    ['words it lacks, otherwise in view', { q: 'oak' }, {}, null],
    ['words it lacks, and another status', { q: 'oak', statuses: ['New'] }, {}, false],
    ['every filter at once', { statuses: ['In Progress'], priorities: ['High'], assignee: 'me', q: 'elm' }, {}, true],
  ])('%s: %s', (_name, change, requestChange, expected) => {
    expect(matchesView({ ...base, ...requestChange }, view(change), viewer)).toBe(expected);
  });
});
