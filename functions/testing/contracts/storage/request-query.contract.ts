/**
 * The list query contract (RequestStore.page, count and stats): every adapter answers exactly as
 * the reference rules of #domain/requests/request-query.ts (matchesFilter, compareInSort) and
 * request-stats.ts. Requests with chosen timestamps are written with restore().
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#domain/testing/seeded-random.ts';
import {
  cursorAfter,
  REQUEST_SORTS,
  type RequestFilter,
  type RequestPageQuery,
} from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { searchWords } from '#domain/requests/search-words.ts';
import { withStores, type MakeStores } from './fixtures.ts';
import {
  allPages,
  hoursAfterBase,
  randomQuery,
  randomRequests,
  referenceOrder,
  restoreAll,
  storedRequest,
} from './request-query-fixtures.ts';
import { runRequestStatsContract } from './request-stats.contract.ts';
import { runRequestWorkloadContract } from './request-workload.contract.ts';

const ids = (requests: readonly ServiceRequest[]) => requests.map((request) => request.id);
const newest = (filter: RequestFilter, limit = 100): RequestPageQuery => ({
  filter,
  sort: 'created',
  direction: 'desc',
  limit,
});

/** Ids that sort the way their letters do, so ties broken by id are easy to state. */
const idOf = (letter: string) => `Req${letter.repeat(17)}`;
const lettersToIds = (letters: string) => Array.from(letters, idOf);

/** Twelve requests, one per letter, created an hour apart (a oldest); `now` is hour 50. */
const NOW = new Date(hoursAfterBase(50));
const SET: Record<string, Partial<ServiceRequest>> = {
  a: { status: 'New', priority: 'Low', category: 'Graffiti', assignedDepartment: null, assignedTo: null },
  b: {
    status: 'New',
    priority: 'Emergency',
    category: 'Pothole/Road Damage',
    assignedDepartment: 'Public Works',
    language: 'ko',
  },
  c: {
    status: 'In Progress',
    priority: 'High',
    category: 'Pothole/Road Damage',
    assignedTo: 'staff-2',
    language: 'ko',
    reviewPending: true,
  },
  d: { status: 'Resolved', priority: 'Medium', category: 'Streetlight Outage', assignedDepartment: 'Engineering' },
  e: { status: 'Closed', priority: 'Low', category: 'Other', assignedDepartment: '', assignedTo: null },
  f: {
    status: 'In Progress',
    priority: 'Emergency',
    category: 'Water/Sewer Issue',
    assignedTo: 'staff-1',
    reviewPending: true,
  },
  g: { status: 'New', priority: 'Medium', category: 'Graffiti', assignedDepartment: 'Engineering', language: 'es' },
  // Finished another way while its work awaited review: the store's filter still passes it.
  h: { status: 'Resolved', priority: 'High', category: 'Tree Issue', assignedTo: 'staff-1', reviewPending: true },
  i: { status: 'In Progress', priority: 'Low', category: 'Graffiti', assignedDepartment: null, assignedTo: null },
  j: { status: 'Closed', priority: 'Emergency', category: 'Pothole/Road Damage', assignedTo: 'staff-2' },
  k: {
    status: 'New',
    priority: 'High',
    category: 'Other',
    assignedDepartment: 'Public Works',
    assignedTo: null,
    language: 'hi',
    reviewPending: true,
  },
  l: { status: 'In Progress', priority: 'Medium', category: 'Tree Issue', assignedTo: 'staff-1' },
};
/** Due an hour apart in reverse (l first), a, b, f and k past NOW. */
const DUE_BEFORE_NOW = new Set(['a', 'b', 'f', 'k']);
const setRequests = () =>
  Object.entries(SET).map(([letter, fields], index) =>
    storedRequest({
      id: idOf(letter),
      assignedDepartment: 'Public Works',
      assignedTo: 'staff-1',
      ...fields,
      createdAt: hoursAfterBase(index),
      lastUpdatedAt: hoursAfterBase(40 - index),
      dueAt: hoursAfterBase(DUE_BEFORE_NOW.has(letter) ? 40 + index / 10 : 60 + index),
    }),
  );

/** Each filter alone and combined, with the letters it passes, newest first. */
const FILTERS: [string, RequestFilter, string][] = [
  ['no condition', {}, 'lkjihgfedcba'],
  ['one status', { statuses: ['New'] }, 'kgba'],
  ['two statuses', { statuses: ['New', 'In Progress'] }, 'lkigfcba'],
  ['no status at all', { statuses: [] }, ''],
  ['a priority', { priorities: ['Emergency'] }, 'jfb'],
  ['no priority at all', { priorities: [] }, ''],
  ['categories', { categories: ['Graffiti', 'Other'] }, 'kigea'],
  ['no category at all', { categories: [] }, ''],
  ['a department', { departments: ['Engineering'] }, 'gd'],
  ["department '' (none or empty)", { departments: [''] }, 'iea'],
  ['no department at all', { departments: [] }, ''],
  ['an assignee', { assignedTo: 'staff-1' }, 'lhgfdb'],
  ['unassigned (null)', { assignedTo: null }, 'kiea'],
  ['a language', { languages: ['ko'] }, 'cb'],
  ['two languages', { languages: ['es', 'hi'] }, 'kg'],
  ['English', { languages: ['en'] }, 'ljihfeda'],
  ['no language at all', { languages: [] }, ''],
  ['language and status', { languages: ['ko'], statuses: ['New'] }, 'b'],
  [
    'language, category and created from',
    { languages: ['ko', 'hi'], categories: ['Pothole/Road Damage', 'Other'], createdFrom: new Date(hoursAfterBase(2)) },
    'kc',
  ],
  ['language and assignee', { languages: ['ko', 'es'], assignedTo: 'staff-2' }, 'c'],
  ['awaiting review', { review: 'pending' }, 'khfc'],
  ['awaiting review and open', { review: 'pending', statuses: ['New', 'In Progress'] }, 'kfc'],
  ['awaiting review and assignee', { review: 'pending', assignedTo: 'staff-1' }, 'hf'],
  ['awaiting review, unassigned', { review: 'pending', assignedTo: null }, 'k'],
  [
    'awaiting review, category, language and due before',
    { review: 'pending', categories: ['Other', 'Pothole/Road Damage'], languages: ['hi', 'ko'], dueBefore: NOW },
    'k',
  ],
  ['created from', { createdFrom: new Date(hoursAfterBase(9)) }, 'lkj'],
  ['created before', { createdBefore: new Date(hoursAfterBase(2)) }, 'ba'],
  [
    'created in a window',
    { createdFrom: new Date(hoursAfterBase(3)), createdBefore: new Date(hoursAfterBase(5)) },
    'ed',
  ],
  ['due before', { dueBefore: NOW }, 'kfba'],
  ['overdue: open and due before now', { statuses: ['New', 'In Progress'], dueBefore: NOW }, 'kfba'],
  ['priority and status', { priorities: ['Emergency', 'High'], statuses: ['New', 'In Progress'] }, 'kfcb'],
  ['assignee and status', { assignedTo: 'staff-1', statuses: ['In Progress'] }, 'lf'],
  ['unassigned and open', { assignedTo: null, statuses: ['New', 'In Progress'] }, 'kia'],
  ['category and department', { categories: ['Graffiti'], departments: ['Engineering', ''] }, 'iga'],
  [
    'category, priority and status',
    { categories: ['Pothole/Road Damage'], priorities: ['Emergency'], statuses: ['Closed'] },
    'j',
  ],
  ['department and assignee', { departments: ['Public Works'], assignedTo: 'staff-2' }, 'jc'],
  [
    'everything at once',
    {
      statuses: ['New'],
      priorities: ['Emergency'],
      categories: ['Pothole/Road Damage'],
      departments: ['Public Works'],
      assignedTo: 'staff-1',
      createdFrom: new Date(hoursAfterBase(1)),
      createdBefore: new Date(hoursAfterBase(2)),
      dueBefore: NOW,
    },
    'b',
  ],
];

export function runRequestQueryContract(name: string, makeStores: MakeStores): void {
  describe(`request query contract: ${name}`, () => {
    const stores = withStores(makeStores);

    describe('filters', () => {
      it.each(FILTERS)('%s', async (_label, filter, letters) => {
        const requests = setRequests();
        await restoreAll(stores().requests, requests);
        const expected = lettersToIds(letters);
        expect(ids(await stores().requests.page(newest(filter)))).toEqual(expected);
        expect(ids(referenceOrder(requests, newest(filter)))).toEqual(expected);
        expect(await stores().requests.count(filter)).toBe(expected.length);
      });

      it('follows a change of the filtered fields', async () => {
        const requests = setRequests();
        await restoreAll(stores().requests, requests);
        await stores().requests.update(idOf('a'), { set: { status: 'Resolved', assignedTo: 'staff-3' } });
        expect(ids(await stores().requests.page(newest({ statuses: ['New'] })))).toEqual([
          idOf('k'),
          idOf('g'),
          idOf('b'),
        ]);
        expect(ids(await stores().requests.page(newest({ assignedTo: 'staff-3' })))).toEqual([idOf('a')]);
        expect(await stores().requests.count({ statuses: ['Resolved'] })).toBe(3);
        expect(await stores().requests.count({ assignedTo: null })).toBe(3);
      });
    });

    describe('sorts', () => {
      const orders: [RequestPageQuery['sort'], RequestPageQuery['direction'], string][] = [
        ['created', 'desc', 'lkjihgfedcba'],
        ['created', 'asc', 'abcdefghijkl'],
        ['updated', 'desc', 'abcdefghijkl'],
        ['updated', 'asc', 'lkjihgfedcba'],
        ['due', 'asc', 'abfkcdeghijl'],
        ['due', 'desc', 'ljihgedckfba'],
        ['priority', 'desc', 'jfbkhclgdiea'],
        ['priority', 'asc', 'aeidglchkbfj'],
      ];
      it.each(orders)('%s %s', async (sort, direction, letters) => {
        const requests = setRequests();
        await restoreAll(stores().requests, requests);
        const query = { filter: {}, sort, direction, limit: 50 };
        expect(ids(await stores().requests.page(query))).toEqual(lettersToIds(letters));
        expect(ids(referenceOrder(requests, query))).toEqual(lettersToIds(letters));
      });

      it.each(
        REQUEST_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => [sort, direction] as const)),
      )('breaks ties by id in the same direction: %s %s', async (sort, direction) => {
        const same = { createdAt: hoursAfterBase(1), lastUpdatedAt: hoursAfterBase(2), dueAt: hoursAfterBase(3) };
        const requests = ['c', 'a', 'd', 'b'].map((letter) =>
          storedRequest({ ...same, id: idOf(letter), priority: 'High' }),
        );
        await restoreAll(stores().requests, requests);
        const query = { filter: {}, sort, direction, limit: 2 } as const;
        const pages = (await allPages(stores().requests, query)).map(ids);
        const byId = direction === 'asc' ? 'abcd' : 'dcba';
        expect(pages).toEqual([
          [idOf(byId[0]!), idOf(byId[1]!)],
          [idOf(byId[2]!), idOf(byId[3]!)],
        ]);
      });
    });

    describe('pages', () => {
      it('answers an empty page for a filter nobody passes, and for an empty store', async () => {
        expect(await stores().requests.page(newest({}))).toEqual([]);
        expect(await stores().requests.count({})).toBe(0);
        await restoreAll(stores().requests, setRequests());
        expect(await stores().requests.page(newest({ assignedTo: 'nobody' }))).toEqual([]);
        expect(await stores().requests.count({ assignedTo: 'nobody' })).toBe(0);
      });

      it('gives exactly one full page, then an empty one', async () => {
        await restoreAll(stores().requests, setRequests());
        const first = await stores().requests.page(newest({}, 12));
        expect(first).toHaveLength(12);
        const after = cursorAfter(first.at(-1)!, 'created');
        expect(await stores().requests.page({ ...newest({}, 12), after })).toEqual([]);
      });

      it('ends with a partial page, and walks one request at a time with limit 1', async () => {
        const requests = setRequests();
        await restoreAll(stores().requests, requests);
        expect((await allPages(stores().requests, newest({}, 5))).map((page) => page.length)).toEqual([5, 5, 2]);
        const oneByOne = await allPages(stores().requests, {
          filter: {},
          sort: 'priority',
          direction: 'desc',
          limit: 1,
        });
        expect(oneByOne.flat()).toEqual(referenceOrder(requests, { filter: {}, sort: 'priority', direction: 'desc' }));
      });

      it('answers nothing after a cursor past the end', async () => {
        await restoreAll(stores().requests, setRequests());
        const after = { key: [Date.parse(hoursAfterBase(-1))], id: idOf('a') };
        expect(await stores().requests.page({ ...newest({}), after })).toEqual([]);
        const last = { key: [Date.parse(hoursAfterBase(99))], id: idOf('z') };
        expect(
          await stores().requests.page({ filter: {}, sort: 'created', direction: 'asc', limit: 5, after: last }),
        ).toEqual([]);
      });

      it('keeps the next page in place when a request arrives between two pages', async () => {
        const requests = setRequests();
        await restoreAll(stores().requests, requests);
        const first = await stores().requests.page(newest({}, 5));
        const arrived = storedRequest({ createdAt: hoursAfterBase(30) });
        await stores().requests.restore(arrived);
        const second = await stores().requests.page({ ...newest({}, 5), after: cursorAfter(first.at(-1)!, 'created') });
        expect(ids(second)).toEqual(lettersToIds('gfedc'));
        expect(ids(await stores().requests.page(newest({}, 1)))).toEqual([arrived.id]);
      });

      it('gives the full request on every page', async () => {
        const requests = setRequests();
        await restoreAll(stores().requests, requests);
        expect(await stores().requests.page(newest({ statuses: ['Closed'] }))).toEqual([requests[9], requests[4]]);
      });
    });

    describe('search', () => {
      const searchable = () => [
        storedRequest({
          id: idOf('a'),
          category: 'Pothole/Road Damage',
          address: '12 Main St',
          description: 'Deep hole',
        }),
        storedRequest({
          id: idOf('b'),
          category: 'Graffiti',
          address: '3 Elm Ave',
          description: 'Tags on the Café wall',
        }),
        storedRequest({ id: idOf('c'), category: 'Other', address: '40 Mainland Rd', description: 'ÉLAN sign broken' }),
        storedRequest({
          id: 'XyZ0987654321abcdEFG',
          category: 'Tree Issue',
          address: '7 Oak Ln',
          description: 'Limb down',
        }),
      ];
      const cases: [string, string, string[]][] = [
        ['a word prefix', 'pot', [idOf('a')]],
        ['a prefix of two words', 'main', [idOf('c'), idOf('a')]],
        ['several words, all required', 'main deep', [idOf('a')]],
        ['accents and case in the request', 'cafe', [idOf('b')]],
        ['accents and case in the search', 'ÉLAN', [idOf('c')]],
        ['words of two requests, not one', 'élan café', []],
        ['an id prefix, any case', 'xyz09', ['XyZ0987654321abcdEFG']],
        ['description words', 'limb', ['XyZ0987654321abcdEFG']],
        ['the address number', '40', [idOf('c')]],
        ['a word inside another', 'ain', []],
        ['no request has every word', 'tags oak', []],
      ];
      it.each(cases)('%s (%s)', async (_label, text, expected) => {
        await restoreAll(stores().requests, searchable());
        const filter = { words: searchWords(text) };
        const reference = ids(referenceOrder(searchable(), newest(filter)));
        expect([...reference].sort()).toEqual([...expected].sort());
        expect(ids(await stores().requests.page(newest(filter)))).toEqual(reference);
        expect(await stores().requests.count(filter)).toBe(expected.length);
      });

      it('finds a request by its new words after an update, and pages a search', async () => {
        const requests = searchable();
        await restoreAll(stores().requests, requests);
        await stores().requests.restore({ ...requests[3]!, description: 'Branch on the Main road' });
        const filter = { words: ['main'] };
        expect(await stores().requests.count(filter)).toBe(3);
        const pages = await allPages(stores().requests, { filter, sort: 'created', direction: 'asc', limit: 2 });
        expect(pages.map(ids)).toEqual([[idOf('a'), idOf('c')], ['XyZ0987654321abcdEFG']]);
      });
    });

    describe('against the reference, on random requests', () => {
      it('pages and counts 60 random queries exactly as the reference does', async () => {
        const random = seededRandom(20261127);
        const requests = randomRequests(random, 300);
        await restoreAll(stores().requests, requests);
        const searchable = ['pot', 'main', 'cafe', 'elan', 'stra', 'l', '1', requests[0]!.id.slice(0, 3).toLowerCase()];
        for (let n = 0; n < 60; n += 1) {
          const query = randomQuery(random, searchable);
          const expected = referenceOrder(requests, query);
          const pages = await allPages(stores().requests, query);
          const label = JSON.stringify(query);
          expect(
            pages.flat().map((request) => request.id),
            label,
          ).toEqual(ids(expected));
          expect(
            pages.slice(0, -1).every((page) => page.length === query.limit),
            label,
          ).toBe(true);
          expect(await stores().requests.count(query.filter), label).toBe(expected.length);
        }
      }, 120_000);
    });

    runRequestStatsContract(stores);
    runRequestWorkloadContract(stores);
  });
}
