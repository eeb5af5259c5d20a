import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, staffListSearch, type StaffListView } from '#domain/requests/staff-list-view.ts';
import {
  arrivedText,
  BAD_VIEW_NOTE,
  changeView,
  clearFilters,
  exportHref,
  filtersOn,
  leftText,
  orderWords,
  readView,
  requestCountText,
} from './list-view.ts';

describe('readView', () => {
  it.each(['', '?', undefined])('reads %j as the default view', (search) => {
    expect(readView(search)).toEqual({ view: DEFAULT_VIEW, note: null });
  });

  it('reads every part of a view, and gives it back as the same address', () => {
    const search =
      '?status=New&status=In+Progress&priority=High&category=Graffiti&department=Engineering&assignee=me&from=2025-01-01&to=2025-01-31&overdue=1&q=elm&sort=due&dir=desc&size=25';
    const { view, note } = readView(search);
    expect(note).toBeNull();
    expect(view).toMatchObject({ statuses: ['New', 'In Progress'], assignee: 'me', sort: 'due', direction: 'desc' });
    expect(staffListSearch(view)).toBe(search);
  });

  it.each([
    ['?status=Nope', 'Unknown status "Nope"'],
    ['?size=7', 'size must be one of'],
    ['?from=2025-02-30', 'from must be a date'],
  ])('falls back to the default view for %s and says why', (search, reason) => {
    const { view, note } = readView(search);
    expect(view).toEqual(DEFAULT_VIEW);
    expect(note).toContain(BAD_VIEW_NOTE);
    expect(note).toContain(reason);
  });
});

describe('changing the view', () => {
  const paged = { ...DEFAULT_VIEW, statuses: ['New' as const], after: 'abc', size: 100 };
  it('starts again at the first page', () => {
    expect(changeView(paged, { priorities: ['High'] })).toEqual({ ...paged, priorities: ['High'], after: null });
  });
  it('clears filters and search, keeping order and size', () => {
    const view = { ...paged, q: 'elm', overdue: true, sort: 'due' as const, direction: 'asc' as const };
    expect(clearFilters(view)).toEqual({ ...DEFAULT_VIEW, sort: 'due', direction: 'asc', size: 100 });
  });
});

const filterCases: [Partial<StaffListView>, number][] = [
  [{}, 0],
  [{ q: 'elm' }, 0],
  [{ statuses: ['New', 'Closed'] }, 2],
  [{ priorities: ['High'], categories: ['Graffiti'], departments: ['Engineering'] }, 3],
  [{ assignee: 'unassigned', from: '2025-01-01', to: '2025-01-02', overdue: true }, 4],
  [{ overdue: true, reviewPending: true }, 2],
];
it.each(filterCases)('filtersOn(%j) is %i', (change, count) => {
  expect(filtersOn({ ...DEFAULT_VIEW, ...change })).toBe(count);
});

describe('exportHref', () => {
  it('exports the whole view: no cursor, no page size', () => {
    const view = {
      ...DEFAULT_VIEW,
      statuses: ['New' as const],
      q: 'elm',
      sort: 'due' as const,
      after: 'abc',
      size: 25,
    };
    expect(exportHref(view)).toBe('/api/staff/requests/export.csv?status=New&q=elm&sort=due&dir=desc');
    expect(exportHref({ ...view, direction: 'asc', before: 'x', after: null })).toBe(
      '/api/staff/requests/export.csv?status=New&q=elm&sort=due',
    );
  });
  it('exports everything for the default view', () => {
    expect(exportHref(DEFAULT_VIEW)).toBe('/api/staff/requests/export.csv');
  });
});

it.each([
  [0, '0 requests', '0 new requests match this view', '0 requests left this view'],
  [1, '1 request', '1 new request matches this view', '1 request left this view'],
  [2, '2 requests', '2 new requests match this view', '2 requests left this view'],
  [12345, '12,345 requests', '12,345 new requests match this view', '12,345 requests left this view'],
])('counts of %i read "%s", "%s" and "%s"', (count, total, arrived, left) => {
  expect(requestCountText(count)).toBe(total);
  expect(arrivedText(count)).toBe(arrived);
  expect(leftText(count)).toBe(left);
});

it.each([
  ['created', 'desc', 'newest first'],
  ['created', 'asc', 'oldest first'],
  ['priority', 'desc', 'most urgent first'],
  ['due', 'asc', 'due soonest first'],
  ['updated', 'desc', 'most recently updated first'],
] as const)('orderWords(%s, %s) is %s', (sort, direction, words) => {
  expect(orderWords(sort, direction)).toBe(words);
});
