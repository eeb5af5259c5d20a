/**
 * The rows of "All Public Requests" (docs/product.md#311-tracking-a-request), in the two forms the
 * screen switches between by width with CSS alone: cards below the `md` breakpoint, where every
 * field wraps and `View` is in reach without scrolling sideways, and a table from `md` up. The
 * hidden form is `display: none`, so screen readers and the tab order meet only the one shown.
 */
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { statusBadgeClasses } from '../../ui/request-badges.ts';
import type { PublicRow } from './public-list.ts';

type RowsProps = { rows: readonly PublicRow[]; onView: (id: string) => void; labelledBy: string };

const headerClasses = 'px-3 py-2 text-left text-sm font-semibold text-slate-900';
const cellClasses = 'px-3 py-2 align-middle text-slate-900';

/** `View`, named for its request for screen readers. */
function ViewButton({ id, onView, extra = '' }: { id: string; onView: (id: string) => void; extra?: string }) {
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm', `min-h-11 ${extra}`)}
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
      className="relative mt-3 hidden overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 md:block"
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

/** Below `md`: one card a request, as wide as the screen and no wider. */
export function PublicRequestCards({ rows, onView, labelledBy }: RowsProps) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-3 grid gap-3 md:hidden">
      {rows.map((row) => (
        <li
          key={row.id}
          data-request-id={row.id}
          className="relative min-w-0 rounded-lg border border-slate-300 bg-white p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{row.category}</p>
            <span className={statusBadgeClasses(row.status)} data-testid="public-status">
              <span className="sr-only">Status: </span>
              {row.status}
            </span>
          </div>
          <dl className="mt-2 grid gap-1 text-sm text-slate-900">
            <div>
              <dt className="inline font-semibold text-slate-700">Location: </dt>
              <dd className="inline wrap-anywhere">{row.address}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-slate-700">Submitted: </dt>
              <dd className="inline">{formatRequestDate(row.createdAt)}</dd>
            </div>
          </dl>
          <ViewButton id={row.id} onView={onView} extra="mt-3" />
        </li>
      ))}
    </ul>
  );
}
