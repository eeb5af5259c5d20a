/**
 * Each way the SQLite list reader can answer a search (the hits read row by row or probed from an
 * index walk; a page read from the found rows or walked in the sort's order) gives the reference
 * answer. The contract suite checks the store as a whole; here every choice is forced one way,
 * then the other.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#domain/testing/seeded-random.ts';
import { cursorAfter } from '#domain/requests/request-query.ts';
import { randomQuery, randomRequests, referenceOrder } from '../../testing/contracts/storage/request-query-fixtures.ts';
import { openDatabase, transaction } from './database.ts';
import { EXPORT_SHAPE } from './request-export-row.ts';
import { listReader, shapedListReader } from './request-list-reader.ts';
import { requestWriter } from './request-writer.ts';

const random = seededRandom(4242);
const requests = randomRequests(random, 300);
const db = openDatabase(':memory:');
const writer = requestWriter(db);
transaction(db, () => {
  for (const request of requests) writer.insert(request);
});
const SEARCHABLE = ['pot', 'main', 'cafe', 'elan', 'stra', 'l', '1', 'light', 'noise'];

describe.each([
  ['reads hits and found rows one by one', Infinity],
  ['walks indexes and probes the hits', 0],
])('a search that %s', (_label, entryCost) => {
  const reader = listReader(db, entryCost);
  it('pages and counts like the reference', () => {
    for (let n = 0; n < 80; n += 1) {
      const query = randomQuery(random, SEARCHABLE);
      const filter = { ...query.filter, words: query.filter.words ?? [SEARCHABLE[n % SEARCHABLE.length]!] };
      const expected = referenceOrder(requests, { ...query, filter }).map((request) => request.id);
      const seen: string[] = [];
      let after = null;
      for (;;) {
        const page = reader.page({ ...query, filter, after });
        seen.push(...page.map((request) => request.id));
        if (page.length < query.limit) break;
        after = cursorAfter(page.at(-1)!, query.sort);
      }
      const label = JSON.stringify({ ...query, filter });
      expect(seen, label).toEqual(expected);
      expect(reader.count(filter), label).toBe(expected.length);
    }
  });
});

describe.each(['created', 'updated', 'due', 'priority'] as const)('a page without a filter, by %s', (sort) => {
  it.each(['asc', 'desc'] as const)('walks every request %s like the reference', (direction) => {
    const query = { filter: {}, sort, direction, limit: 7 };
    const expected = referenceOrder(requests, query).map((request) => request.id);
    const reader = listReader(db);
    const seen: string[] = [];
    let after = null;
    for (;;) {
      const page = reader.page({ ...query, after });
      seen.push(...page.map((request) => request.id));
      if (page.length < query.limit) break;
      after = cursorAfter(page.at(-1)!, sort);
    }
    expect(seen).toEqual(expected);
  });
});

describe('the export shape', () => {
  it('reads the same pages with only the exported fields, as fromRow gives them', () => {
    const query = { filter: { statuses: ['New' as const, 'Closed' as const] }, sort: 'due' as const };
    const whole = listReader(db).page({ ...query, direction: 'asc', limit: 40, after: null });
    const exported = shapedListReader(db, EXPORT_SHAPE).page({ ...query, direction: 'asc', limit: 40, after: null });
    const fields = Object.keys(exported[0]!).sort();
    expect(fields).toEqual(
      [
        'id',
        'reference',
        'category',
        'status',
        'priority',
        'assignedDepartment',
        'assignedTo',
        'address',
        'location',
        'createdAt',
        'lastUpdatedAt',
        'dueAt',
        'description',
        'reviewPending',
      ].sort(),
    );
    expect(exported).toEqual(
      whole.map((request) =>
        Object.fromEntries(fields.map((field) => [field, request[field as keyof typeof request]])),
      ),
    );
  });
});
