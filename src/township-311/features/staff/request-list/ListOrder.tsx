/** The list's order (what it is sorted by, and which way, in words) and its page size. */
import { REQUEST_SORTS, type RequestSort, type SortDirection } from '#domain/requests/request-query.ts';
import { DEFAULT_DIRECTION, PAGE_SIZES, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { SelectField } from '../FormField.tsx';
import { orderWords, SORT_LABELS } from './list-view.ts';

const DIRECTIONS: readonly SortDirection[] = ['desc', 'asc'];

export function ListOrder({
  view,
  onChange,
}: {
  view: StaffListView;
  onChange: (change: Partial<StaffListView>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id="request-sort"
        label="Sort by"
        value={view.sort}
        onChange={(event) => {
          const sort = event.target.value as RequestSort;
          // Each sort starts in its natural direction: newest, most urgent, due soonest.
          onChange({ sort, direction: DEFAULT_DIRECTION[sort] });
        }}
      >
        {REQUEST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="request-direction"
        label="Order"
        value={view.direction}
        onChange={(event) => {
          onChange({ direction: event.target.value as SortDirection });
        }}
      >
        {DIRECTIONS.map((direction) => (
          <option key={direction} value={direction}>
            {orderWords(view.sort, direction)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="request-size"
        label="Rows per page"
        value={String(view.size)}
        onChange={(event) => {
          onChange({ size: Number(event.target.value) });
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
