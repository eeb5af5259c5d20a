/**
 * The staff list's pages and counts are answered from indexes (migrations 4, 14 and 20): every arm of a page
 * walks the index of its filter's family in order, never the table, and counts read index
 * entries only. Plans depend on the schema, not on the data (the store never runs ANALYZE), so an
 * empty database shows the plans of a full one.
 */
import { describe, expect, it } from 'vitest';
import type { RequestFilter, RequestSort } from '#domain/requests/request-query.ts';
import { openDatabase } from './database.ts';
import type { Sql } from './request-filter-sql.ts';
import { countSql, pageSql } from './request-query-sql.ts';

const db = openDatabase(':memory:');
interface Step {
  id: number;
  parent: number;
  detail: string;
}
const steps = ({ sql, params }: Sql) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as unknown as Step[];
const plan = (sql: Sql) => steps(sql).map((step) => step.detail);

const NOW = new Date('2026-11-27T17:00:00Z');
const OPEN = ['New', 'In Progress'] as const;
/** The staff list's common filters and the index family each walks. */
const FILTERS: [string, RequestFilter, string][] = [
  ['everything', {}, 'list'],
  ['a status', { statuses: ['New'] }, 'list'],
  ['priority and status', { priorities: ['Emergency'], statuses: [...OPEN] }, 'list'],
  ['overdue', { statuses: [...OPEN], dueBefore: NOW }, 'list'],
  ['me, open', { assignedTo: 'staff-1', statuses: [...OPEN] }, 'assignee'],
  ['unassigned', { assignedTo: null }, 'assignee'],
  ['a category', { categories: ['Graffiti'] }, 'category'],
  ['a department', { departments: ['Public Works'] }, 'department'],
  ['a language', { languages: ['ko'] }, 'language'],
  ['two languages, open', { languages: ['es', 'hi'], statuses: [...OPEN] }, 'language'],
  ['awaiting review, open', { review: 'pending', statuses: [...OPEN] }, 'review'],
];
const SORT_INDEX: Record<RequestSort, string> = {
  created: 'created',
  updated: 'updated',
  due: 'due',
  priority: 'created',
};

const SORT_WALKED: Record<RequestSort, string> = {
  created: 'requests_newest',
  updated: 'requests_updated',
  due: 'requests_due',
  priority: 'requests_priority',
};

describe('page plans', () => {
  const cases = FILTERS.filter(([label]) => label !== 'everything').flatMap(([label, filter, family]) =>
    (['created', 'updated', 'due', 'priority'] as const).flatMap((sort) =>
      (['asc', 'desc'] as const).map((direction) => [label, sort, direction, filter, family] as const),
    ),
  );
  it.each(cases)('%s by %s %s walks its family index in order', (_label, sort, direction, filter, family) => {
    const after = { key: sort === 'priority' ? [4, NOW.getTime()] : [NOW.getTime()], id: 'AbCdEfGhIjKlMnOpQrSt' };
    const all = steps(pageSql({ filter, sort, direction, limit: 50, after }));
    const reads = all.map((step) => step.detail).filter((step) => /\brequests\b/.test(step));
    const index = `requests_${family}_${SORT_INDEX[sort]}`;
    // Each arm: a search of the family index; then the page's own rows by rowid.
    expect(reads.length).toBeGreaterThan(1);
    for (const step of reads.slice(0, -1))
      expect(step).toMatch(new RegExp(`^SEARCH requests USING COVERING INDEX ${index} `));
    expect(reads.at(-1)).toBe('SEARCH requests USING INTEGER PRIMARY KEY (rowid=?)');
    // No arm sorts what it reads (the merge may sort an arm's `limit` rows, and the page its own).
    const arms = new Set(all.filter((step) => step.detail.startsWith('CO-ROUTINE (subquery')).map((step) => step.id));
    expect(all.filter((step) => arms.has(step.parent) && step.detail.includes('TEMP B-TREE'))).toEqual([]);
  });
});

describe('a page of everything', () => {
  const cases = (['created', 'updated', 'due', 'priority'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((direction) => [sort, direction] as const),
  );
  it.each(cases)('by %s %s walks the sort index from the cursor, without sorting', (sort, direction) => {
    const after = { key: sort === 'priority' ? [4, NOW.getTime()] : [NOW.getTime()], id: 'AbCdEfGhIjKlMnOpQrSt' };
    for (const cursor of [null, after]) {
      const detail = plan(pageSql({ filter: {}, sort, direction, limit: 250, after: cursor }));
      expect(detail).toHaveLength(1);
      expect(detail[0]).toMatch(new RegExp(`^(SEARCH|SCAN) requests USING INDEX ${SORT_WALKED[sort]}\\b`));
    }
  });
});

describe('count plans', () => {
  it.each(FILTERS.map(([label, filter, family]) => [label, { ...filter, createdFrom: NOW }, family] as const))(
    '%s, from a date, counts index entries of its family',
    (_label, filter, family) => {
      expect(plan(countSql(filter))).toEqual([
        expect.stringMatching(new RegExp(`^SEARCH requests USING COVERING INDEX requests_${family}_created \\(`)),
      ]);
    },
  );
});
