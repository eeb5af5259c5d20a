/**
 * The one table firestore.indexes.json is made from (write-firestore-indexes.ts writes it;
 * firestore-indexes.test.ts checks the file is this table and that every query the stores issue
 * has its index).
 *
 * The request lists filter on equality fields (== or in, and one array-contains on searchWords)
 * and order by a sort's fields, then the document id in the same direction. One composite index
 * per equality field and sort order, [field, ...sort fields], serves a query with that one
 * equality; a query with several uses several of them at once (Firestore's index merging, which
 * needs them to end in the same sort fields, as these do). An index per combination of fields
 * would be 2^7 x 8 = 1,024, beyond Firestore's 200. A time range goes to Firestore only on the
 * sort's first field (firestore-request-plan.ts), so it stays inside these indexes.
 */
import { SORT_FIELDS } from './firestore-request-page.ts';

type Order = 'ASCENDING' | 'DESCENDING';
export type IndexField = { fieldPath: string; order: Order } | { fieldPath: string; arrayConfig: 'CONTAINS' };

interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: ({ order: Order; queryScope: 'COLLECTION' } | { arrayConfig: 'CONTAINS'; queryScope: 'COLLECTION' })[];
}

/** Firestore's limit on composite indexes per database. */
export const MAX_COMPOSITE_INDEXES = 200;

/** The fields request lists filter on with == or in (request-query-fields.ts for departmentKey). */
const REQUEST_EQUALITY_FIELDS = [
  'status',
  'priority',
  'category',
  'departmentKey',
  'assignedTo',
  'language',
  // The awaiting-review list and count (docs/product.md#311-work-completed-and-review).
  'reviewPending',
] as const;

const composite = (collectionGroup: string, fields: IndexField[]): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
});
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });

/** Every sort of the request lists in both directions, as index fields. */
function sortOrders(): IndexField[][] {
  return Object.values(SORT_FIELDS).flatMap((fields) =>
    (['ASCENDING', 'DESCENDING'] as const).map((order) => fields.map((field) => ({ fieldPath: field.path, order }))),
  );
}

function requestListIndexes(): CompositeIndex[] {
  return sortOrders().flatMap((sort) => [
    // A sort of two fields needs its own index even without a filter.
    ...(sort.length > 1 ? [composite('requests', sort)] : []),
    ...REQUEST_EQUALITY_FIELDS.map((field) => composite('requests', [asc(field), ...sort])),
    composite('requests', [{ fieldPath: 'searchWords', arrayConfig: 'CONTAINS' }, ...sort]),
  ]);
}

/** The other queries' indexes (each store's own, and counts that should not depend on merging). */
const OTHER_INDEXES: CompositeIndex[] = [
  // The dashboard's Active Emergencies (counts()) and the statistics by category: two equalities.
  composite('requests', [asc('priority'), asc('status')]),
  composite('requests', [asc('category'), asc('status')]),
  composite('outbox', [asc('status'), asc('nextAttemptAt'), asc('createdAt')]),
  // The hourly cap per recipient (countForRecipient).
  composite('outbox', [asc('recipientKey'), asc('createdAt')]),
];

const unindexed = (collectionGroup: string, fieldPath: string): FieldOverride => ({
  collectionGroup,
  fieldPath,
  indexes: [],
});

const FIELD_OVERRIDES: FieldOverride[] = [
  ...['description', 'history', 'comments', 'internalNotes', 'aiTriage', 'aiPhotoAnalysis'].map((field) =>
    unindexed('requests', field),
  ),
  // Looked up by array-contains only: no index of the whole (long) list, which no query orders by.
  {
    collectionGroup: 'requests',
    fieldPath: 'searchWords',
    indexes: [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }],
  },
  ...['email', 'phone', 'name', 'address'].map((field) => unindexed('request_submitter_info', field)),
  // Staff search by caller (firestore-caller-search.ts): array-contains only, like the requests'.
  {
    collectionGroup: 'request_submitter_info',
    fieldPath: 'searchWords',
    indexes: [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }],
  },
  unindexed('outbox', 'body'),
  { collectionGroup: 'sessions', fieldPath: 'expiresAt', ttl: true, indexes: [] },
  // Rate limit windows (firestore-window-counters.ts): read by id only, deleted once ended.
  { collectionGroup: 'rate_limits', fieldPath: 'expiresAt', ttl: true, indexes: [] },
  { collectionGroup: 'outbox_claims', fieldPath: 'expiresAt', ttl: true, indexes: [] },
];

/**
 * The content of firestore.indexes.json.
 * @example firestoreIndexFile().indexes.length // 70
 */
export function firestoreIndexFile(): { indexes: CompositeIndex[]; fieldOverrides: FieldOverride[] } {
  return { indexes: [...requestListIndexes(), ...OTHER_INDEXES], fieldOverrides: FIELD_OVERRIDES };
}
