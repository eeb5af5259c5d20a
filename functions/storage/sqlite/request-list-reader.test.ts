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
import { listReader } from './request-list-reader.ts';
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
