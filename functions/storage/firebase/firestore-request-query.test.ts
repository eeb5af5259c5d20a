/**
 * What the shared list query contract (request-query.contract.ts) cannot see on an emulator:
 * production's server timestamps have microseconds, requests and cursors milliseconds. Half of
 * the contract's random requests get microseconds here (within the millisecond they read back
 * with), some of them finished by a history entry, and the Firestore list, count and statistics
 * queries must still give the reference answers: every page of every sort in both directions,
 * through the cursors, including a millisecond that holds more requests than a batch.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '#domain/testing/seeded-random.ts';
import { FINISHED_STATUSES, OPEN_STATUSES, PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { REQUEST_SORTS, type RequestFilter } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { lastMonths } from '#domain/requests/request-stats.ts';
import {
  allPages,
  hoursAfterBase,
  randomRequests,
  referenceOrder,
} from '../../testing/contracts/storage/request-query-fixtures.ts';
import { emulatorName, firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { referenceStats } from '../../testing/helpers/request-stats-reference.ts';
import type { Stores } from '../ports.ts';
import type { TransferStores } from '../transfer-ports.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import { openFirebaseStores } from './firebase-stores.ts';
import { fromRequestDocument } from './request-document.ts';

let stores: TransferStores;
let raw: FirebaseHandles;
let all: ServiceRequest[];

/** The same millisecond (as toIso rounds it) with some microseconds, as a server timestamp has. */
function withMicroseconds(iso: string, seed: number): Timestamp {
  const ms = Date.parse(iso);
  const nanos = (ms % 1000) * 1_000_000 + (((seed * 7919) % 1000) - 500) * 1000;
  const seconds = Math.floor(ms / 1000) + Math.floor(nanos / 1_000_000_000);
  return new Timestamp(seconds, ((nanos % 1_000_000_000) + 1_000_000_000) % 1_000_000_000);
}

/** Every third finished request says when in its history, an hour after it was submitted. */
function finishedByHistory(request: ServiceRequest, i: number): ServiceRequest {
  if (!FINISHED_STATUSES.includes(request.status) || i % 3) return request;
  const timestamp = new Date(Date.parse(request.createdAt) + 3_600_000).toISOString();
  const entry = { timestamp, action: `Status changed to ${request.status}`, user: 'Sam', userId: 'u1' };
  return { ...request, history: [...request.history, entry] };
}

/** Each sort in both directions. */
const ORDERS = REQUEST_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => ({ sort, direction })));

/** Gives every other request's timestamps microseconds, within the millisecond they read as. */
async function addMicroseconds(db: FirebaseHandles['db'], requests: readonly ServiceRequest[]) {
  const batch = db.batch();
  requests.forEach((request, i) => {
    if (i % 2 === 0) return;
    batch.update(db.collection('requests').doc(request.id), {
      createdAt: withMicroseconds(request.createdAt, i),
      lastUpdatedAt: withMicroseconds(request.lastUpdatedAt, i + 1),
    });
  });
  await batch.commit();
}

/** Every page of a query, by its cursors, as one list of ids. */
const pagedIds = async (store: Stores, query: Parameters<Stores['requests']['page']>[0]) =>
  ids((await allPages(store.requests, query)).flat());
const ids = (requests: readonly ServiceRequest[]) => requests.map((request) => request.id);

beforeAll(async () => {
  const options = firebaseTestOptions();
  stores = await openFirebaseStores(options);
  raw = openFirebaseApp(options);
  const requests = randomRequests(seededRandom(7), 90).map(finishedByHistory);
  await Promise.all(requests.map((request) => stores.requests.restore(request)));
  await addMicroseconds(raw.db, requests);
  all = (await raw.db.collection('requests').get()).docs.map((doc) => fromRequestDocument(doc.id, doc.data()));
}, 60_000);

afterAll(async () => {
  await stores.close();
  await raw.close();
});

const at = (hours: number, ms = 0) => new Date(Date.parse(hoursAfterBase(hours)) + ms);

const FILTERS: [string, RequestFilter][] = [
  ['everything', {}],
  ['two statuses and two priorities', { statuses: ['New', 'In Progress'], priorities: ['Emergency', 'High'] }],
  ['every status (no filter)', { statuses: [...STATUSES] }],
  [
    'more than 30 disjunctions (5 x 4 x 2)',
    { categories: CATEGORIES.slice(0, 5), statuses: [...STATUSES], priorities: ['Low', 'High'] },
  ],
  ['every category, every priority', { categories: [...CATEGORIES], priorities: [...PRIORITIES] }],
  ['departments, with none', { departments: ['Engineering', ''] }],
  ['unassigned', { assignedTo: null }],
  ['created in a window, to the millisecond', { createdFrom: at(5), createdBefore: at(20, 1) }],
  ['overdue', { statuses: OPEN_STATUSES, dueBefore: at(40) }],
  ['two search words', { words: ['main', 'st'] }],
  ['an accented word and a category', { words: ['elan'], categories: CATEGORIES.slice(0, 2) }],
  ['everything at once', { statuses: OPEN_STATUSES, words: ['m'], createdFrom: at(3), dueBefore: at(60) }],
];

describe(`Firestore list queries against the reference, with microseconds (${emulatorName})`, () => {
  it.each(FILTERS)('%s: counts what the reference counts', async (_name, filter) => {
    const expected = referenceOrder(all, { filter, sort: 'created', direction: 'asc' }).length;
    expect(await stores.requests.count(filter)).toBe(expected);
  });

  describe.each(FILTERS)('%s', (_name, filter) => {
    it.each(ORDERS)('pages by $sort $direction like the reference', async ({ sort, direction }) => {
      const expected = ids(referenceOrder(all, { filter, sort, direction }));
      expect(await pagedIds(stores, { filter, sort, direction, limit: 7 })).toEqual(expected);
    });
  });

  it('computes the statistics the reference computes, with a clock on both sides of due dates', async () => {
    for (const now of [at(40), at(40, -1), at(400)]) {
      const query = { months: lastMonths(now, 3), now, assignees: ['staff-b', 'staff-a'] };
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
      const requests = randomRequests(seededRandom(11), 9).map((request, i) => ({
        ...request,
        createdAt: hoursAfterBase(1),
        lastUpdatedAt: hoursAfterBase(1),
        priority: i % 2 ? ('High' as const) : ('Low' as const),
      }));
      await Promise.all(requests.map((request) => own.requests.restore(request)));
      await addMicroseconds(ownRaw.db, requests);
      const expected = ids(referenceOrder(requests, { filter: {}, sort, direction }));
      expect(await pagedIds(own, { filter: {}, sort, direction, limit: 1 })).toEqual(expected);
      expect(await pagedIds(own, { filter: {}, sort, direction, limit: 4 })).toEqual(expected);
    } finally {
      await own.close();
      await ownRaw.close();
    }
  });
});
