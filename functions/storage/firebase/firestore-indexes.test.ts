/**
 * firestore.indexes.json is the table of firestore-indexes.ts, and holds what the Firestore
 * stores' queries need. The request store's queries are recorded, not listed by hand: a stand-in
 * for Firestore records the filters and orders of every query the store issues for every
 * combination of list filters, sorts and directions, counts and statistics, and each is checked
 * against the file: a query with one equality (or array-contains) field and an order needs the
 * composite index [field, ...order]; with several, one such index per field (Firestore merges
 * them); an order of two fields alone needs its own; one field alone has its automatic index.
 * The other stores' queries are listed in QUERIES.
 */
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { RequestFilter } from '#domain/requests/request-query.ts';
import { STATUSES } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { lastMonths } from '#domain/requests/request-stats.ts';
import { REQUEST_SORTS } from '#domain/requests/request-query.ts';
import { firestoreIndexFile, MAX_COMPOSITE_INDEXES, type IndexField } from './firestore-indexes.ts';
import { createFirestoreRequestStore } from './firestore-request-store.ts';
import { indexFileText, INDEX_FILE } from './write-firestore-indexes.ts';

interface Shape {
  collection: string;
  /** == and in fields, in the order the query names them (IS_NULL is an ==). */
  equalities: string[];
  contains: string[];
  /** Fields with a range or != filter. */
  ranges: string[];
  /** Explicit orders, without the document id. */
  orders: IndexField[];
}

/** A stand-in Query that records the shape of every query run. */
function recorder(shapes: Shape[], shape: Shape) {
  const next = (change: Partial<Shape>): unknown => recorder(shapes, { ...shape, ...change });
  const query = {
    where: (field: string, op: string) =>
      op === '==' || op === 'in'
        ? next({ equalities: [...shape.equalities, field] })
        : op === 'array-contains'
          ? next({ contains: [...shape.contains, field] })
          : next({ ranges: [...new Set([...shape.ranges, field])] }),
    orderBy: (field: unknown, direction = 'asc') =>
      String(field) === '__name__'
        ? query
        : next({
            orders: [
              ...shape.orders,
              { fieldPath: String(field), order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' },
            ],
          }),
    doc: () => ({ get: () => Promise.resolve({ data: () => undefined }) }),
    get: () => {
      shapes.push(shape);
      return Promise.resolve({ docs: [] });
    },
    count: () => ({
      get: () => {
        shapes.push(shape);
        return Promise.resolve({ data: () => ({ count: 1 }) });
      },
    }),
  };
  for (const method of ['startAt', 'startAfter', 'endAt', 'endBefore', 'limit', 'offset', 'select']) {
    Object.assign(query, { [method]: () => query });
  }
  return query;
}

const FILTER_PARTS: RequestFilter[][] = [
  [{}, { statuses: ['New'] }, { statuses: ['New', 'In Progress'] }],
  [{}, { priorities: ['High', 'Emergency'] }],
  [{}, { categories: ['Graffiti'] }, { categories: CATEGORIES.slice(0, 8), statuses: [...STATUSES].slice(0, 3) }],
  [{}, { departments: ['Engineering', ''] }],
  [{}, { assignedTo: 'u1' }, { assignedTo: null }],
  [{}, { languages: ['ko'] }, { languages: ['es', 'zh-Hans'] }],
  [{}, { createdFrom: new Date(0), createdBefore: new Date(1e12) }],
  [{}, { dueBefore: new Date(1e12) }],
  [{}, { words: ['main'] }, { words: ['main', 'st'] }],
  [{}, { review: 'pending' }],
];
const FILTERS = FILTER_PARTS.reduce<RequestFilter[]>(
  (combined, parts) => combined.flatMap((filter) => parts.map((part) => ({ ...filter, ...part }))),
  [{}],
);

/** Every query shape the request store issues, without duplicates. */
async function requestStoreShapes(): Promise<Shape[]> {
  const shapes: Shape[] = [];
  const empty = { equalities: [], contains: [], ranges: [], orders: [] };
  const db = { collection: (name: string) => recorder(shapes, { collection: name, ...empty }) };
  const store = createFirestoreRequestStore(db as unknown as Firestore, () => new Date());
  for (const filter of FILTERS) {
    await store.count(filter);
    for (const sort of REQUEST_SORTS) {
      for (const direction of ['asc', 'desc'] as const) await store.page({ filter, sort, direction, limit: 50 });
    }
  }
  await store.stats({ months: lastMonths(new Date(), 12), now: new Date(), assignees: ['u1'] });
  await store.counts();
  await store.list({ limit: 5 });
  await store.listByAssignee('u1');
  await store.listCreatedBetween(new Date(0), new Date());
  await store.nearby({ category: 'Graffiti', lat: 1, lng: 2 });
  return [...new Map(shapes.map((shape) => [JSON.stringify(shape), shape])).values()];
}

const shapes = await requestStoreShapes();
const file = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as ReturnType<typeof firestoreIndexFile>;
const composites = file.indexes.map((index) => JSON.stringify([index.collectionGroup, index.fields]));
const hasComposite = (collection: string, fields: IndexField[]) =>
  composites.includes(JSON.stringify([collection, fields]));
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });

/** The order the query's index must end with: its orders, or its range field when it has none. */
const suffixOf = (shape: Shape) => (shape.orders.length ? shape.orders : shape.ranges.slice(0, 1).map(asc));
const filtersOf = (shape: Shape): IndexField[] => [
  ...shape.equalities.map(asc),
  ...shape.contains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
];

/** The composite indexes a shape uses (equalities alone merge the automatic indexes). */
function neededBy(shape: Shape): IndexField[][] {
  const suffix = suffixOf(shape);
  const filters = filtersOf(shape);
  if (!suffix.length) return [];
  if (!filters.length) return suffix.length > 1 ? [suffix] : [];
  return filters.map((filter) => [filter, ...suffix]);
}

/** Other stores' queries, with the composite index each needs (or none). */
const QUERIES: { query: string; collection: string; fields: string[]; composite: IndexField[] | null }[] = [
  // Equalities alone could merge single-field indexes; these two counts run on every dashboard and
  // statistics view, so they get their own index rather than depend on Firestore choosing to merge.
  {
    query: 'requests.counts: priority ==, status in (count)',
    collection: 'requests',
    fields: ['priority', 'status'],
    composite: [asc('priority'), asc('status')],
  },
  {
    query: 'requests.stats: category ==, status in (count)',
    collection: 'requests',
    fields: ['category', 'status'],
    composite: [asc('category'), asc('status')],
  },
  { query: 'change feed: lastUpdatedAt >=', collection: 'requests', fields: ['lastUpdatedAt'], composite: null },
  // The polled change log (firestore-change-log.ts): one field then the id, either way, needs no composite.
  {
    query: 'change log: orderBy lastUpdatedAt, __name__, startAfter',
    collection: 'requests',
    fields: ['lastUpdatedAt'],
    composite: null,
  },
  { query: 'sessions.deleteAllForUser: userId ==', collection: 'sessions', fields: ['userId'], composite: null },
  { query: 'api_keys.verify: hash == (limit 1)', collection: 'api_keys', fields: ['hash'], composite: null },
  { query: 'api_keys.list: orderBy createdAt desc', collection: 'api_keys', fields: ['createdAt'], composite: null },
  {
    query: 'response_templates.list: group == (sorted in the store)',
    collection: 'response_templates',
    fields: ['group'],
    composite: null,
  },
  {
    query: 'outbox.listPending: status ==, nextAttemptAt <=, orderBy nextAttemptAt, createdAt, __name__',
    collection: 'outbox',
    fields: ['status', 'nextAttemptAt', 'createdAt'],
    composite: [asc('status'), asc('nextAttemptAt'), asc('createdAt')],
  },
  {
    query: 'outbox.countForRecipient: recipientKey ==, createdAt >=, count',
    collection: 'outbox',
    fields: ['recipientKey', 'createdAt'],
    composite: [asc('recipientKey'), asc('createdAt')],
  },
];

const exempted = (collection: string) =>
  file.fieldOverrides
    .filter((field) => field.collectionGroup === collection && field.indexes.length === 0)
    .map((field) => field.fieldPath);

describe('firestore.indexes.json', () => {
  it('is the table of firestore-indexes.ts (node functions/storage/firebase/write-firestore-indexes.ts)', async () => {
    expect(file).toEqual(firestoreIndexFile());
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(await indexFileText());
  });

  it(`stays under Firestore's ${MAX_COMPOSITE_INDEXES} composite indexes`, () => {
    expect(file.indexes.length).toBeLessThanOrEqual(MAX_COMPOSITE_INDEXES);
    expect(new Set(composites).size).toBe(composites.length);
  });

  it('sees the request store issue every kind of query (the recording works)', () => {
    expect(shapes.length).toBeGreaterThan(100);
    expect(shapes).toContainEqual(expect.objectContaining({ contains: ['searchWords'], ranges: ['createdAt'] }));
  });

  it('has the indexes of every query the request store issues', () => {
    const missing = shapes.flatMap((shape) =>
      neededBy(shape)
        .filter((fields) => !hasComposite(shape.collection, fields))
        .map((fields) => ({ shape, fields })),
    );
    expect(missing).toEqual([]);
  });

  it('orders and ranges each request query on one field, the first of its order', () => {
    const off = shapes.filter((shape) => shape.ranges.some((field) => field !== suffixOf(shape)[0]?.fieldPath));
    expect(off).toEqual([]);
  });

  it('keeps the single-field indexes every request query filters or orders on', () => {
    for (const shape of shapes) {
      const fields = [...shape.equalities, ...shape.ranges, ...shape.orders.map((order) => order.fieldPath)];
      for (const field of fields) expect(exempted(shape.collection)).not.toContain(field);
    }
  });

  it('keeps searchWords indexed for array-contains (and only for it)', () => {
    expect(file.fieldOverrides).toContainEqual({
      collectionGroup: 'requests',
      fieldPath: 'searchWords',
      indexes: [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }],
    });
  });

  it.each(QUERIES.filter((need) => need.composite))('has the composite index of $query', (need) => {
    expect(hasComposite(need.collection, need.composite!)).toBe(true);
  });

  it.each(QUERIES)('keeps the single-field indexes of $query', (need) => {
    for (const field of need.fields) expect(exempted(need.collection)).not.toContain(field);
  });

  it('has no composite index that no query needs', () => {
    const needed = new Set([
      ...shapes.flatMap((shape) => neededBy(shape).map((fields) => JSON.stringify([shape.collection, fields]))),
      ...QUERIES.filter((need) => need.composite).map((need) => JSON.stringify([need.collection, need.composite])),
    ]);
    expect(composites.filter((index) => !needed.has(index))).toEqual([]);
  });

  it.each(['sessions', 'outbox_claims'])('lets Firestore delete expired %s (a TTL policy on expiresAt)', (group) => {
    expect(file.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: group, fieldPath: 'expiresAt', ttl: true }),
    );
  });
});
