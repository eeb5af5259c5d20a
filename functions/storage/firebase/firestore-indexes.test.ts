/**
 * firestore.indexes.json holds what the Firestore stores' queries need. Each query is listed here
 * with the composite index it needs (or none: Firestore serves one field, and equality filters
 * with an ordering on the same field, from its automatic single-field indexes). A new query goes
 * in this table; the test then says whether the file needs a new index.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Order = 'ASCENDING' | 'DESCENDING';

interface QueryNeed {
  query: string;
  collection: string;
  /** Fields the query filters or orders on (each needs its single-field index). */
  fields: string[];
  /** The composite index it needs, in order, or null. */
  composite: [string, Order][] | null;
}

const QUERIES: QueryNeed[] = [
  {
    query: 'requests.list: orderBy createdAt desc, __name__ desc',
    collection: 'requests',
    fields: ['createdAt'],
    composite: null,
  },
  {
    query: 'requests.listByAssignee: assignedTo ==, orderBy createdAt desc, __name__ desc',
    collection: 'requests',
    fields: ['assignedTo', 'createdAt'],
    composite: [
      ['assignedTo', 'ASCENDING'],
      ['createdAt', 'DESCENDING'],
    ],
  },
  { query: 'requests.counts: status == (count)', collection: 'requests', fields: ['status'], composite: null },
  // Two equality filters could be served by merging single-field indexes; the composite index
  // makes the dashboard's count independent of whether Firestore chooses to merge.
  {
    query: 'requests.counts: priority ==, status in (count)',
    collection: 'requests',
    fields: ['priority', 'status'],
    composite: [
      ['priority', 'ASCENDING'],
      ['status', 'ASCENDING'],
    ],
  },
  {
    query: 'change feed: lastUpdatedAt >= (snapshot listener)',
    collection: 'requests',
    fields: ['lastUpdatedAt'],
    composite: null,
  },
  { query: 'sessions.deleteAllForUser: userId ==', collection: 'sessions', fields: ['userId'], composite: null },
  { query: 'api_keys.verify: hash == (limit 1)', collection: 'api_keys', fields: ['hash'], composite: null },
  { query: 'api_keys.list: orderBy createdAt desc', collection: 'api_keys', fields: ['createdAt'], composite: null },
  {
    query: 'outbox.listPending: status ==, nextAttemptAt <=, orderBy nextAttemptAt, createdAt, __name__',
    collection: 'outbox',
    fields: ['status', 'nextAttemptAt', 'createdAt'],
    composite: [
      ['status', 'ASCENDING'],
      ['nextAttemptAt', 'ASCENDING'],
      ['createdAt', 'ASCENDING'],
    ],
  },
];

interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order: Order }[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
}

const file = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as IndexFile;
const composites = file.indexes.map((index) => ({
  collection: index.collectionGroup,
  scope: index.queryScope,
  fields: index.fields.map((field): [string, Order] => [field.fieldPath, field.order]),
}));

describe('firestore.indexes.json', () => {
  it.each(QUERIES.filter((need) => need.composite))('has the composite index of $query', (need) => {
    expect(composites).toContainEqual({ collection: need.collection, scope: 'COLLECTION', fields: need.composite });
  });

  it('has no composite index that no query needs', () => {
    const needed = QUERIES.filter((need) => need.composite).map((need) => ({
      collection: need.collection,
      scope: 'COLLECTION',
      fields: need.composite,
    }));
    expect(composites).toEqual(expect.arrayContaining(needed));
    expect(composites).toHaveLength(needed.length);
  });

  it.each(QUERIES)('keeps the single-field indexes of $query', (need) => {
    const exempted = file.fieldOverrides
      .filter((field) => field.collectionGroup === need.collection && field.indexes.length === 0)
      .map((field) => field.fieldPath);
    for (const field of need.fields) expect(exempted).not.toContain(field);
  });

  it('lets Firestore delete expired sessions (a TTL policy on expiresAt)', () => {
    expect(file.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: 'sessions', fieldPath: 'expiresAt', ttl: true }),
    );
  });
});
