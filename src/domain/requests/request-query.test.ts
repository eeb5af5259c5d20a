import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../testing/service-request.ts';
import {
  compareInSort,
  compareKeys,
  cursorAfter,
  decodeCursor,
  encodeCursor,
  matchesFilter,
  priorityRank,
  sortKey,
  type PageCursor,
  type RequestFilter,
  type RequestSort,
} from './request-query.ts';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const CREATED = Date.parse('2025-01-05T20:04:00.000Z');

it.each([
  ['Low', 1],
  ['Medium', 2],
  ['High', 3],
  ['Emergency', 4],
] as const)('priorityRank(%s) is %s', (priority, rank) => {
  expect(priorityRank(priority)).toBe(rank);
});

it.each([
  ['created', [CREATED]],
  ['updated', [Date.parse('2025-01-06T10:00:00.000Z')]],
  ['due', [Date.parse('2025-01-20T04:59:59.000Z')]],
  ['priority', [3, CREATED]],
] as const)('sortKey(sample, %s) is %j, and cursorAfter adds the id', (sort, key) => {
  expect(sortKey(sampleRequest(), sort)).toEqual(key);
  expect(cursorAfter(sampleRequest(), sort)).toEqual({ key, id: ID });
});

const at = (key: number[], id = ID): PageCursor => ({ key, id });
it.each([
  [at([1]), at([2]), 'asc', -1, 'smaller key first'],
  [at([1]), at([2]), 'desc', 1, 'larger key first'],
  [at([5], 'B'), at([5], 'A'), 'asc', 1, 'a tie goes by id, A first'],
  [at([5], 'B'), at([5], 'A'), 'desc', -1, 'a tie goes by id in the same direction'],
  [at([5], 'A'), at([5], 'A'), 'asc', 0, 'the same'],
  [at([4, 9]), at([4, 10]), 'desc', 1, 'second key value after a tie in the first'],
  [at([3, 99]), at([4, 1]), 'desc', 1, 'first key value decides'],
  [at([5], 'a'), at([5], 'B'), 'asc', 1, 'ids by code unit: upper case before lower case'],
] as const)('compareKeys(%j, %j, %s) has sign %s: %s', (a, b, direction, sign, why) => {
  expect(Math.sign(compareKeys(a, b, direction)), why).toBe(sign);
});

describe('compareInSort', () => {
  it('orders by priority rank, then created, then id', () => {
    const r = (id: string, priority: 'Low' | 'High', createdAt: string) => sampleRequest({ id, priority, createdAt });
    const list = [
      r('A0000000000000000001', 'Low', '2025-01-02T00:00:00.000Z'),
      r('A0000000000000000002', 'High', '2025-01-01T00:00:00.000Z'),
      r('A0000000000000000003', 'High', '2025-01-03T00:00:00.000Z'),
      r('A0000000000000000004', 'High', '2025-01-03T00:00:00.000Z'),
    ];
    const ids = (direction: 'asc' | 'desc') =>
      [...list].sort((a, b) => compareInSort(a, b, 'priority', direction)).map((x) => x.id.slice(-1));
    expect(ids('desc')).toEqual(['4', '3', '2', '1']);
    expect(ids('asc')).toEqual(['1', '2', '3', '4']);
  });
});

it.each([
  [{ key: [CREATED], id: ID }, 'created'],
  [{ key: [0], id: 'a'.repeat(16) }, 'due'],
  [{ key: [-86_400_000], id: 'Z'.repeat(32) }, 'updated'],
  [{ key: [4, CREATED], id: ID }, 'priority'],
  [{ key: [Number.MAX_SAFE_INTEGER], id: ID }, 'created'],
] as const)('encodeCursor(%j) is URL-safe text that decodes back for %s', (cursor, sort) => {
  const text = encodeCursor(cursor);
  expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeCursor(text, sort)).toEqual(cursor);
});

const encoded = (text: string) => btoa(text).replace(/=+$/, '');
it.each([
  ['', 'empty'],
  ['not a cursor!', 'characters outside base64url'],
  [encodeCursor({ key: [CREATED], id: ID }) + '=', 'padding'],
  ['A'.repeat(201), 'too long'],
  ['%%%', 'not base64'],
  [encoded(`${CREATED}`), 'no id'],
  [encoded(`${CREATED}~short`), 'an id too short'],
  [encoded(`${CREATED}~${ID}!`), 'an id with other characters'],
  [encoded(`12345678901234567~${ID}`), 'a number too long'],
  [encoded(`1.5~${ID}`), 'two numbers for a sort of one'],
  [encoded(`abc~${ID}`), 'a key that is no number'],
  [encoded(`1.2.3~${ID}`), 'three numbers'],
])('decodeCursor(%j, created) is null: %s', (text) => {
  expect(decodeCursor(text, 'created')).toBeNull();
});

describe('decodeCursor', () => {
  it.each(['priority', 'created'] as RequestSort[])('wants the key length of the sort (%s)', (sort) => {
    const other: RequestSort = sort === 'priority' ? 'created' : 'priority';
    const text = encodeCursor(cursorAfter(sampleRequest(), other));
    expect(decodeCursor(text, sort)).toBeNull();
    expect(decodeCursor(text, other)).toEqual(cursorAfter(sampleRequest(), other));
  });
});

// sampleRequest: In Progress, High, Streetlight Outage, PRIVATE-DEPARTMENT, PRIVATE-ASSIGNEE, created
// 2025-01-05T20:04Z, due 2025-01-20T04:59:59Z, "10 Main St", "Light out on the corner".
const DUE = new Date('2025-01-20T04:59:59.000Z');
it.each<[RequestFilter, boolean, string]>([
  [{}, true, 'no condition'],
  [{ statuses: ['In Progress', 'New'] }, true, 'its status listed'],
  [{ statuses: ['New'] }, false, 'another status'],
  [{ statuses: [] }, false, 'an empty list matches nothing'],
  [{ priorities: ['High'] }, true, 'its priority'],
  [{ priorities: [] }, false, 'no priority'],
  [{ categories: ['Streetlight Outage'] }, true, 'its category'],
  [{ categories: ['Graffiti'] }, false, 'another category'],
  [{ departments: ['PRIVATE-DEPARTMENT'] }, true, 'its department'],
  [{ departments: [''] }, false, "'' is no department, and it has one"],
  [{ assignedTo: 'PRIVATE-ASSIGNEE' }, true, 'its assignee'],
  [{ assignedTo: null }, false, 'null is unassigned, and it is assigned'],
  [{ createdFrom: new Date(CREATED) }, true, 'created from: inclusive'],
  [{ createdFrom: new Date(CREATED + 1) }, false, 'created from a millisecond later'],
  [{ createdBefore: new Date(CREATED) }, false, 'created before: exclusive'],
  [{ createdBefore: new Date(CREATED + 1) }, true, 'created before a millisecond later'],
  [{ dueBefore: DUE }, false, 'due before: exclusive'],
  [{ dueBefore: new Date(DUE.getTime() + 1) }, true, 'due before a millisecond later'],
  [{ words: ['main', 'corn'] }, true, 'every word starts a word'],
  [{ words: ['main', 'elm'] }, false, 'one word starts none'],
  [{ words: ['abcdef'] }, true, 'an id prefix'],
  [{ words: [] }, true, 'no words search nothing'],
  [
    { statuses: ['In Progress'], priorities: ['High'], words: ['light'], dueBefore: new Date('2026-01-01') },
    true,
    'all',
  ],
])('matchesFilter(sample, %j) is %s: %s', (filter, expected) => {
  expect(matchesFilter(sampleRequest(), filter)).toBe(expected);
});

describe('matchesFilter with a caller', () => {
  const caller = { name: 'Ana Becker', email: 'ana@example.org', phone: '+16095550199' };
  it.each<[RequestFilter, typeof caller | null, boolean]>([
    [{ words: ['becker'], searchSubmitters: true }, caller, true],
    [{ words: ['becker'] }, caller, false],
    [{ words: ['becker'], searchSubmitters: true }, null, false],
    [{ words: ['5550199'], searchSubmitters: true }, caller, true],
    [{ words: ['becker', 'light'], searchSubmitters: true }, caller, false],
    [{ words: ['becker'], searchSubmitters: true, statuses: ['Closed'] }, caller, false],
    [{ words: ['light'], searchSubmitters: true }, null, true],
  ])('%j with caller %j is %s', (filter, submitter, expected) => {
    expect(matchesFilter(sampleRequest(), filter, submitter)).toBe(expected);
  });
});

it.each<[string | null, RequestFilter, boolean]>([
  [null, { departments: [''] }, true],
  ['', { departments: [''] }, true],
  [null, { assignedTo: null }, true],
  [null, { departments: ['Engineering'] }, false],
])('matchesFilter(unassigned with department %j, %j) is %s', (department, filter, expected) => {
  const request = sampleRequest({ assignedDepartment: department, assignedTo: null });
  expect(matchesFilter(request, filter)).toBe(expected);
});
