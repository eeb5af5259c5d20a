import { describe, expect, it } from 'vitest';
import { newRequestId } from '#domain/requests/request-id.ts';
import { decodeCursor, encodeCursor } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { DEFAULT_VIEW, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { STAFF_LIST_ROW_FIELDS } from '#domain/testing/view-fields.ts';
import { memoryRequestPages } from '../testing/fakes/memory-request-pages.ts';
import {
  InvalidCursorError,
  MAP_POINT_LIMIT,
  MY_TASKS_SIZE,
  staffDashboard,
  staffListPage,
  staffMapPoints,
} from './staff-list.ts';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const viewer = { staffId: 'me-1', now: NOW };
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** `count` requests, newest first: request i was created i minutes before NOW. */
function requests(count: number, overrides: (i: number) => Partial<ServiceRequest> = () => ({})): ServiceRequest[] {
  return Array.from({ length: count }, (_, i) =>
    submittedRequest({ id: newRequestId(), createdAt: minutesAgo(i + 1), ...overrides(i) }),
  );
}

const view = (changes: Partial<StaffListView>): StaffListView => ({ ...DEFAULT_VIEW, ...changes });
const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('staffListPage', () => {
  const all = requests(60);
  const store = memoryRequestPages(all);

  it('walks forward and back with the cursors it gives', async () => {
    const first = await staffListPage(store, view({ size: 25 }), viewer);
    expect([idsOf(first.requests), first.total, first.prev]).toEqual([idsOf(all.slice(0, 25)), 60, null]);
    const second = await staffListPage(store, view({ size: 25, after: first.next }), viewer);
    expect(idsOf(second.requests)).toEqual(idsOf(all.slice(25, 50)));
    const third = await staffListPage(store, view({ size: 25, after: second.next }), viewer);
    expect([idsOf(third.requests), third.next]).toEqual([idsOf(all.slice(50)), null]);
    const back = await staffListPage(store, view({ size: 25, before: third.prev }), viewer);
    expect(back).toEqual(second);
    expect(await staffListPage(store, view({ size: 25, before: back.prev }), viewer)).toEqual(first);
  });

  it('asks for one more row than it shows, and counts apart', async () => {
    const counted = memoryRequestPages(all);
    await staffListPage(counted, view({ size: 50 }), viewer);
    expect(counted.queries).toEqual([{ filter: {}, sort: 'created', direction: 'desc', limit: 51, after: null }]);
  });

  it('gives the full first page when going back reaches the start', async () => {
    const page = await staffListPage(
      store,
      view({ size: 25, before: encodeCursor({ key: [Date.parse(all[3]!.createdAt)], id: all[3]!.id }) }),
      viewer,
    );
    expect([idsOf(page.requests), page.prev]).toEqual([idsOf(all.slice(0, 25)), null]);
    expect(page.next).not.toBeNull();
  });

  it('gives a cursor of the sort it pages by', async () => {
    const page = await staffListPage(store, view({ size: 25, sort: 'priority' }), viewer);
    expect(decodeCursor(page.next!, 'priority')).toEqual({ key: [2, Date.parse(all[24]!.createdAt)], id: all[24]!.id });
  });

  it.each([
    ['after', { after: 'bm90LWEtY3Vyc29y' }],
    ['after, of another sort', { sort: 'priority' as const, after: encodeCursor({ key: [1], id: all[0]!.id }) }],
    ['before', { before: 'x' }],
  ])('refuses a %s that is not a cursor', async (_, changes) => {
    await expect(staffListPage(store, view(changes), viewer)).rejects.toThrow(InvalidCursorError);
  });

  it('answers an empty page for a filter nothing passes', async () => {
    expect(await staffListPage(store, view({ statuses: ['Closed'] }), viewer)).toEqual({
      requests: [],
      total: 0,
      next: null,
      prev: null,
    });
  });
});

describe('staffDashboard', () => {
  it('counts every card, and lists my open tasks due soonest first, at most 20', async () => {
    const mine = requests(MY_TASKS_SIZE + 2, (i) => ({
      assignedTo: 'me-1',
      status: i % 2 ? 'New' : 'In Progress',
      dueAt: minutesAgo(-i * 37 + 500),
    }));
    const others = requests(3, (i) => ({
      assignedTo: i === 0 ? 'me-1' : null,
      status: i === 0 ? 'Resolved' : 'New',
      priority: 'Emergency',
      dueAt: minutesAgo(-100),
      // Awaiting review: the Resolved one does not count, the New one does.
      reviewPending: i < 2,
    }));
    const dashboard = await staffDashboard(memoryRequestPages([...mine, ...others]), viewer);
    const byDue = [...mine].sort((a, b) => a.dueAt.localeCompare(b.dueAt));
    expect(idsOf(dashboard.myOpenTasks)).toEqual(idsOf(byDue.slice(0, MY_TASKS_SIZE)));
    expect(dashboard.myOpenTotal).toBe(MY_TASKS_SIZE + 2);
    expect(dashboard.counts).toEqual({
      new: 13,
      inProgress: 11,
      resolved: 1,
      activeEmergencies: 2,
      overdue: 14,
      awaitingReview: 1,
    });
    expect(dashboard.recent).toHaveLength(5);
    expect(Object.keys(dashboard.recent[0]!).sort()).toEqual(STAFF_LIST_ROW_FIELDS);
  });
});

describe('staffMapPoints', () => {
  it(`keeps the newest ${MAP_POINT_LIMIT} that have a point, paging through the store`, async () => {
    const all = requests(MAP_POINT_LIMIT + 500, (i) => ({
      location: i % 4 === 0 ? null : { lat: 40 + i / 1e4, lng: -74 },
    }));
    const store = memoryRequestPages(all);
    const map = await staffMapPoints(store, view({}), viewer);
    expect(map.total).toBe(all.length);
    expect(map.shown).toBe(MAP_POINT_LIMIT);
    expect(idsOf(map.points)).toEqual(idsOf(all.filter((request) => request.location).slice(0, MAP_POINT_LIMIT)));
    expect(map.points[0]).toEqual({
      id: all[1]!.id,
      category: 'Streetlight Outage',
      address: '10 Main St',
      status: 'New',
      priority: 'Medium',
      location: { lat: 40.0001, lng: -74 },
    });
    expect(store.queries.map((query) => query.limit)).toEqual([500, 500]);
  });

  it('stops reading after 10,000 requests when few have a point', async () => {
    const store = memoryRequestPages(
      requests(12_000, (i) => ({ location: i === 11_000 ? { lat: 40, lng: -74 } : null })),
    );
    const map = await staffMapPoints(store, view({}), viewer);
    expect([map.total, map.shown, store.queries.length]).toEqual([12_000, 0, 20]);
  });
});
