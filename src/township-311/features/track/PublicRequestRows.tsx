/**
 * The rows of "All Public Requests" (docs/product.md#311-tracking-a-request), in the two forms the
 * screen switches between by width with CSS alone (ui/RowCards.tsx): cards below the `md`
 * breakpoint and a table from `md` up.
 */
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { statusBadgeClasses } from '../../ui/request-badges.ts';
import { RowCard, RowCards, WIDE_ONLY } from '../../ui/RowCards.tsx';
import type { PublicRow } from './public-list.ts';

type RowsProps = { rows: readonly PublicRow[]; onView: (id: string) => void; labelledBy: string };

const headerClasses = 'px-3 py-2 text-left text-sm font-semibold text-slate-900';
const cellClasses = 'px-3 py-2 align-middle text-slate-900';

/** `View`, named for its request for screen readers. */
function ViewButton({ id, onView }: { id: string; onView: (id: string) => void }) {
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm', 'min-h-11')}
      onClick={() => {
        onView(id);
      }}
    >
      View <span className="sr-only">request {id}</span>
    </button>
  );
}

/** From `md` up: the table, in a focusable region that scrolls sideways if text is enlarged. */
export function PublicRequestTable({ rows, onView, labelledBy }: RowsProps) {
  return (
    // Relative: the View buttons' screen-reader-only text is absolutely positioned; without a
    // positioned ancestor inside the scrolling box it escapes the box and widens the page.
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`relative mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 ${WIDE_ONLY}`}
    >
      <table className="w-full min-w-[40rem] border-collapse" aria-labelledby={labelledBy}>
        <thead className="bg-slate-100">
          <tr>
            {['Status', 'Category', 'Location', 'Submitted', 'Action'].map((label) => (
              <th key={label} scope="col" className={headerClasses}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200" data-request-id={row.id}>
              <td className={cellClasses}>
                <span className={statusBadgeClasses(row.status)} data-testid="public-status">
                  {row.status}
                </span>
              </td>
              <td className={cellClasses}>{row.category}</td>
              <td className={`${cellClasses} wrap-anywhere`}>{row.address}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{formatRequestDate(row.createdAt)}</td>
              <td className={cellClasses}>
                <ViewButton id={row.id} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below `md`: one card a request, as wide as the screen and no wider (RowCards). */
export function PublicRequestCards({ rows, onView, labelledBy }: RowsProps) {
  return (
    <RowCards labelledBy={labelledBy} className="mt-3">
      {rows.map((row) => (
        <RowCard
          key={row.id}
          id={row.id}
          title={row.category}
          badge={
            <span className={statusBadgeClasses(row.status)} data-testid="public-status">
              <span className="sr-only">Status: </span>
              {row.status}
            </span>
          }
          fields={[
            { term: 'Location', detail: row.address },
            { term: 'Submitted', detail: formatRequestDate(row.createdAt) },
          ]}
          action={<ViewButton id={row.id} onView={onView} />}
        />
      ))}
    </RowCards>
  );
}
