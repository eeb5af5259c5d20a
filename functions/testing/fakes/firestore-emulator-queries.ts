/**
 * Query features `@firestore-emulator/server` 0.3 lacks and the request store's list queries need,
 * added to its query engine the way Firestore defines them, so tests without Java exercise the
 * same queries as production:
 * - ordering: documents without an ordered field are left out, values of different types order
 *   null < boolean < number < timestamp < string < bytes < reference < geo point < array < map,
 *   `__name__` (FieldPath.documentId()) orders by document name, and every query ends with an
 *   implicit `__name__` order in the direction of its last order (ascending without one);
 * - cursors (startAt, startAfter, endAt, endBefore) over several values, offset;
 * - unary filters (`== null`, `!= null`, NaN), alone or inside an AND.
 * Not added: implicit ordering by inequality fields (the stores always order explicitly), OR filters
 * with unary parts, collection groups.
 */
import { FirestoreState, type FirestoreStateDocument } from '@firestore-emulator/server';

type StructuredQuery = Parameters<FirestoreState['v1Query']>[1];
type Filter = StructuredQuery['where'];
type UnaryFilter = Filter['unary_filter'];
type ProtoValue = StructuredQuery['start_at']['values'][number];
/** A value as the emulator's fields give it (toV1ValueObject): only the set member is present. */
type PlainValue = ReturnType<NonNullable<ReturnType<FirestoreStateDocument['getField']>>['toV1ValueObject']>;

const AND = 1;
const DESCENDING = 2;
const UNARY = { IS_NAN: 2, IS_NULL: 3, IS_NOT_NAN: 4, IS_NOT_NULL: 5 } as const;
const NAME = '__name__';

const TYPE_ORDER = [
  'null_value',
  'boolean_value',
  'number',
  'timestamp_value',
  'string_value',
  'bytes_value',
  'reference_value',
  'geo_point_value',
  'array_value',
  'map_value',
] as const;

function typeRank(value: PlainValue): number {
  if (value.integer_value !== undefined || value.double_value !== undefined) return TYPE_ORDER.indexOf('number');
  const rank = TYPE_ORDER.findIndex((type) => type !== 'number' && value[type] !== undefined);
  return rank === -1 ? TYPE_ORDER.length : rank;
}

const sign = (a: number | string | boolean, b: number | string | boolean) => (a < b ? -1 : a > b ? 1 : 0);

/** Firestore's order of two values (of any types). */
function compareValues(a: PlainValue, b: PlainValue): number {
  const byType = typeRank(a) - typeRank(b);
  if (byType !== 0) return byType;
  if (a.boolean_value !== undefined) return sign(a.boolean_value, b.boolean_value!);
  if (typeRank(a) === TYPE_ORDER.indexOf('number')) {
    const x = Number(a.integer_value ?? a.double_value);
    const y = Number(b.integer_value ?? b.double_value);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(y)) - Number(Number.isNaN(x));
    return sign(x, y);
  }
  if (a.timestamp_value) {
    const seconds = sign(a.timestamp_value.seconds ?? 0, b.timestamp_value!.seconds ?? 0);
    return seconds || sign(a.timestamp_value.nanos ?? 0, b.timestamp_value!.nanos ?? 0);
  }
  if (a.string_value !== undefined) return sign(a.string_value, b.string_value!);
  if (a.reference_value !== undefined) return sign(a.reference_value, b.reference_value!);
  if (a.array_value) {
    const left = a.array_value.values ?? [];
    const right = b.array_value!.values ?? [];
    for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
      const item = compareValues(left[i]!, right[i]!);
      if (item !== 0) return item;
    }
    return left.length - right.length;
  }
  return 0;
}

/** A cursor's value in the same shape as a document field's. */
function plainValue(value: ProtoValue): PlainValue {
  if (value.has_null_value) return { null_value: value.null_value };
  if (value.has_boolean_value) return { boolean_value: value.boolean_value };
  if (value.has_integer_value) return { integer_value: value.integer_value };
  if (value.has_double_value) return { double_value: value.double_value };
  if (value.has_timestamp_value) {
    return { timestamp_value: { seconds: value.timestamp_value.seconds, nanos: value.timestamp_value.nanos } };
  }
  if (value.has_string_value) return { string_value: value.string_value };
  if (value.has_reference_value) return { reference_value: value.reference_value };
  if (value.has_array_value) return { array_value: { values: value.array_value.values.map(plainValue) } };
  throw new Error('This cursor value type is not supported by the in-process emulator.');
}

function fieldValue(document: FirestoreStateDocument, path: string): PlainValue | undefined {
  if (path === NAME) return { reference_value: document.getPath() };
  return document.getField(path)?.toV1ValueObject();
}

function passesUnary(document: FirestoreStateDocument, filter: UnaryFilter): boolean {
  const value = fieldValue(document, filter.field.field_path);
  if (!value) return false;
  const isNaN = value.double_value !== undefined && Number.isNaN(value.double_value);
  switch (filter.op as number) {
    case UNARY.IS_NULL:
      return value.null_value !== undefined;
    case UNARY.IS_NOT_NULL:
      return value.null_value === undefined;
    case UNARY.IS_NAN:
      return isNaN;
    case UNARY.IS_NOT_NAN:
      return !isNaN && value.null_value === undefined;
    default:
      throw new Error(`Unary filter ${String(filter.op)} is not supported by the in-process emulator.`);
  }
}

/** The query's unary filters (alone or in an AND), which the emulator's own engine does not know. */
function unaryFilters(query: StructuredQuery): UnaryFilter[] {
  if (!query.has_where) return [];
  if (query.where.has_unary_filter) return [query.where.unary_filter];
  if (!query.where.has_composite_filter) return [];
  const { op, filters } = query.where.composite_filter;
  const unary = filters.filter((filter) => filter.has_unary_filter).map((filter) => filter.unary_filter);
  if (unary.length && (op as number) !== AND) {
    throw new Error('OR filters with == null are not supported by the in-process emulator.');
  }
  return unary;
}

/**
 * Runs the emulator's own engine for the field filters only: the unary filters and the limit are
 * taken off the query for the call and put back afterwards (listeners run the same query again).
 */
function withoutUnaryAndLimit<T>(query: StructuredQuery, run: () => T): T {
  const { where, limit } = query;
  const hadWhere = query.has_where;
  const hadLimit = query.has_limit;
  const composite = hadWhere && query.where.has_composite_filter ? query.where.composite_filter : null;
  const filters = composite?.filters;
  try {
    if (hadWhere && where.has_unary_filter) (query as { where: Filter | undefined }).where = undefined;
    if (composite && filters) composite.filters = filters.filter((filter) => !filter.has_unary_filter);
    if (hadLimit) (query as { limit: StructuredQuery['limit'] | undefined }).limit = undefined;
    return run();
  } finally {
    if (hadWhere) query.where = where;
    if (composite && filters) composite.filters = filters;
    if (hadLimit) query.limit = limit;
  }
}

function orders(query: StructuredQuery): { path: string; ascending: boolean }[] {
  const explicit = query.order_by.map((order) => ({
    path: order.field.field_path,
    ascending: (order.direction as number) !== DESCENDING,
  }));
  if (explicit.at(-1)?.path === NAME) return explicit;
  return [...explicit, { path: NAME, ascending: explicit.at(-1)?.ascending ?? true }];
}

/** Negative when the document comes before the cursor's position in the query's order. */
function compareToCursor(
  document: FirestoreStateDocument,
  order: ReturnType<typeof orders>,
  values: PlainValue[],
): number {
  for (let i = 0; i < values.length && i < order.length; i += 1) {
    const own = fieldValue(document, order[i]!.path)!;
    const difference = compareValues(own, values[i]!);
    if (difference !== 0) return order[i]!.ascending ? difference : -difference;
  }
  return 0;
}

/**
 * Replaces the emulator's query engine with one that lets the original filter (field filters only)
 * and does the rest here. Applied once per process.
 */
export function addQueryFeatures(): void {
  const prototype = FirestoreState.prototype;
  // Called with the state as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = prototype.v1Query;
  prototype.v1Query = function (parent, query) {
    const unary = unaryFilters(query);
    const order = orders(query);
    let docs = withoutUnaryAndLimit(query, () => original.call(this, parent, query))
      .filter((document) => unary.every((filter) => passesUnary(document, filter)))
      .filter((document) => order.every(({ path }) => fieldValue(document, path) !== undefined));
    docs.sort((a, b) => {
      for (const { path, ascending } of order) {
        const difference = compareValues(fieldValue(a, path)!, fieldValue(b, path)!);
        if (difference !== 0) return ascending ? difference : -difference;
      }
      return 0;
    });
    if (query.has_start_at && query.start_at.values.length) {
      const { values, before } = query.start_at;
      const cursor = values.map(plainValue);
      docs = docs.filter((document) => {
        const position = compareToCursor(document, order, cursor);
        return before ? position >= 0 : position > 0;
      });
    }
    if (query.has_end_at && query.end_at.values.length) {
      const { values, before } = query.end_at;
      const cursor = values.map(plainValue);
      docs = docs.filter((document) => {
        const position = compareToCursor(document, order, cursor);
        return before ? position < 0 : position <= 0;
      });
    }
    docs = docs.slice(query.offset);
    return query.has_limit ? docs.slice(0, query.limit.value) : docs;
  };
}
