/**
 * Keeping the resident "All Public Requests" list current from live events, without a refetch:
 * a row is inserted or replaced, the list stays newest first by `createdAt` and holds at most the
 * 50 rows the API itself sends.
 */
import { CATEGORIES, PUBLIC_LIST_SIZE, STATUSES } from '#domain/requests/constants.ts';
import type { PublicListItem } from '#domain/requests/public-view.ts';

/** The six fields of a public list row, as the list and the event stream send them. */
export type PublicRow = PublicListItem;

const TEXT_FIELDS = ['id', 'address', 'createdAt', 'lastUpdatedAt'] as const;
const known = (values: readonly string[], value: unknown) => typeof value === 'string' && values.includes(value);

/**
 * Whether an event's data is a public list row (events are parsed JSON, so untyped).
 * @example isPublicListRow({ id: 'a', category: 'Graffiti', ... }) // true
 */
export function isPublicListRow(data: unknown): data is PublicRow {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    known(STATUSES, record.status) &&
    known(CATEGORIES, record.category)
  );
}

/**
 * The list with `row` put in place of the row with its id (or added), newest first, capped.
 * Rows with the same `createdAt` keep their order, the changed one in its old place.
 * @example upsertPublicRow([older], newer) // [newer, older]
 */
export function upsertPublicRow<T extends PublicRow>(rows: readonly T[], row: T, limit = PUBLIC_LIST_SIZE): T[] {
  const index = rows.findIndex((item) => item.id === row.id);
  const next = index === -1 ? [row, ...rows] : rows.map((item, i) => (i === index ? row : item));
  return next
    .map((item, position) => ({ item, position }))
    .sort((a, b) =>
      a.item.createdAt < b.item.createdAt ? 1 : a.item.createdAt > b.item.createdAt ? -1 : a.position - b.position,
    )
    .slice(0, limit)
    .map(({ item }) => item);
}
