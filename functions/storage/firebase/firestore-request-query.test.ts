/**
 * The Firestore list, count and statistics queries give the domain's reference answers on
 * generated requests, on whichever emulator runs (the in-process one, or the official one with
 * FIRESTORE_EMULATOR_HOST): every page of every sort in both directions, through the cursors.
 * Half of the requests get microseconds in their timestamps, as production's server timestamps
 * have, within the millisecond they read back with.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, OPEN_STATUSES, PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import {
  cursorAfter,
  REQUEST_SORTS,
  type PageCursor,
  type RequestFilter,
  type RequestSort,
  type SortDirection,
} from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { lastMonths } from '#domain/requests/request-stats.ts';
import { emulatorName, firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import type { Stores } from '../ports.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import { openFirebaseStores } from './firebase-stores.ts';
import { fromRequestDocument } from './request-document.ts';
import {
  DATA_START,
  generatedRequests,
  referencePage,
  referenceStats,
} from '../../testing/helpers/request-query-reference.ts';

const DAY = 86_400_000;
let stores: Stores;
let raw: FirebaseHandles;
let all: ServiceRequest[];

/** The same millisecond (as toIso rounds it) with some microseconds, as a server timestamp has. */
function withMicroseconds(iso: string, seed: number): Timestamp {
  const ms = Date.parse(iso);
  const nanos = (ms % 1000) * 1_000_000 + (((seed * 7919) % 1000) - 500) * 1000;
  const seconds = Math.floor(ms / 1000) + Math.floor(nanos / 1_000_000_000);
  return new Timestamp(seconds, ((nanos % 1_000_000_000) + 1_000_000_000) % 1_000_000_000);
}

beforeAll(async () => {
  const options = firebaseTestOptions();
  stores = await openFirebaseStores(options);
  raw = openFirebaseApp(options);
  const requests = generatedRequests(90, 7);
  await Promise.all(requests.map((request) => stores.requests.restore(request)));
  const batch = raw.db.batch();
  requests.forEach((request, i) => {
    if (i % 2 === 0) return;
    batch.update(raw.db.collection('requests').doc(request.id), {
      createdAt: withMicroseconds(request.createdAt, i),
      lastUpdatedAt: withMicroseconds(request.lastUpdatedAt, i + 1),
    });
  });
  await batch.commit();
  all = (await raw.db.collection('requests').get()).docs.map((doc) => fromRequestDocument(doc.id, doc.data()));
}, 60_000);

afterAll(async () => {
  await stores.close();
  await raw.close();
});

const at = (days: number, ms = 0) => new Date(DATA_START + days * DAY + ms);

const FILTERS: [string, RequestFilter][] = [
  ['everything', {}],
  ['one status', { statuses: ['New'] }],
  ['two statuses and two priorities', { statuses: ['New', 'In Progress'], priorities: ['Emergency', 'High'] }],
  ['every status (no filter)', { statuses: [...STATUSES] }],
  ['an empty list (nothing)', { statuses: [] }],
  [
    'more than 30 disjunctions (5 x 4 x 2)',
    {
      categories: CATEGORIES.slice(0, 5),
      statuses: ['New', 'Resolved', 'Closed', 'In Progress'],
      priorities: ['Low', 'High'],
    },
  ],
  ['every category, every priority', { categories: [...CATEGORIES], priorities: [...PRIORITIES] }],
  ['departments, with none', { departments: ['Engineering', ''] }],
  ['unassigned', { assignedTo: null }],
  ['assigned to u1, open', { assignedTo: 'u1', statuses: OPEN_STATUSES }],
  ['created in a window', { createdFrom: at(3), createdBefore: at(9, 7 * 3_600_000) }],
  ['overdue', { statuses: OPEN_STATUSES, dueBefore: at(12) }],
  ['one search word', { words: ['main'] }],
  ['two search words', { words: ['main', 'st'] }],
  ['an accented word and a category', { words: ['ludo'], categories: ['Graffiti', 'Pothole/Road Damage'] }],
  ['a word of the id', { words: ['a'] }],
  ['everything at once', { statuses: OPEN_STATUSES, words: ['m'], createdFrom: at(2), dueBefore: at(25) }],
];

/** Every page of a query, following the cursors, checking that only the last is short. */
async function allPages(filter: RequestFilter, sort: RequestSort, direction: SortDirection, limit: number) {
  const seen: ServiceRequest[] = [];
  let after: PageCursor | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await stores.requests.page({ filter, sort, direction, limit, after });
    seen.push(...page);
    if (page.length < limit) return seen;
    after = cursorAfter(page.at(-1)!, sort);
  }
  throw new Error('Too many pages');
}

const ids = (requests: readonly ServiceRequest[]) => requests.map((request) => request.id);
const ORDERS = REQUEST_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => ({ sort, direction })));

describe(`Firestore list queries against the reference (${emulatorName})`, () => {
  it.each(FILTERS)('%s: counts what the reference counts', async (_name, filter) => {
    expect(await stores.requests.count(filter)).toBe(
      referencePage(all, { filter, sort: 'created', direction: 'asc' }).length,
    );
  });

  describe.each(FILTERS)('%s', (_name, filter) => {
    it.each(ORDERS)('pages by $sort $direction like the reference', async ({ sort, direction }) => {
      const expected = referencePage(all, { filter, sort, direction });
      expect(ids(await allPages(filter, sort, direction, 7))).toEqual(ids(expected));
    });
  });

  it('gives one whole page when it holds everything, and none after the last', async () => {
    const expected = referencePage(all, { filter: {}, sort: 'priority', direction: 'desc' });
    const page = await stores.requests.page({ filter: {}, sort: 'priority', direction: 'desc', limit: 500 });
    expect(ids(page)).toEqual(ids(expected));
    const after = cursorAfter(page.at(-1)!, 'priority');
    expect(await stores.requests.page({ filter: {}, sort: 'priority', direction: 'desc', limit: 5, after })).toEqual(
      [],
    );
  });

  it('computes the statistics the reference computes, with a clock on both sides of due dates', async () => {
    for (const now of [at(20), at(20, -1), at(45)]) {
      const query = { months: lastMonths(now, 3), now };
      expect(await stores.requests.stats(query)).toEqual(referenceStats(all, query));
    }
  });
});

describe(`Firestore list queries when one millisecond holds more requests than a batch (${emulatorName})`, () => {
  it.each(ORDERS)('pages by $sort $direction like the reference', async ({ sort, direction }) => {
    const options = firebaseTestOptions();
    const own = await openFirebaseStores(options);
    const ownRaw = openFirebaseApp(options);
    try {
      const requests = generatedRequests(9, 11).map((request, i) => ({
        ...request,
        createdAt: all[0]!.createdAt,
        lastUpdatedAt: all[0]!.createdAt,
        priority: i % 2 ? ('High' as const) : ('Low' as const),
      }));
      await Promise.all(requests.map((request) => own.requests.restore(request)));
      const batch = ownRaw.db.batch();
      requests.forEach((request, i) => {
        const stamp = withMicroseconds(request.createdAt, i);
        batch.update(ownRaw.db.collection('requests').doc(request.id), { createdAt: stamp, lastUpdatedAt: stamp });
      });
      await batch.commit();
      const pages = async (limit: number) => {
        const seen: ServiceRequest[] = [];
        let after: PageCursor | null = null;
        for (;;) {
          const page = await own.requests.page({ filter: {}, sort, direction, limit, after });
          seen.push(...page);
          if (page.length < limit) return ids(seen);
          after = cursorAfter(page.at(-1)!, sort);
        }
      };
      const expected = ids(referencePage(requests, { filter: {}, sort, direction }));
      expect(await pages(1)).toEqual(expected);
      expect(await pages(4)).toEqual(expected);
    } finally {
      await own.close();
      await ownRaw.close();
    }
  });
});
