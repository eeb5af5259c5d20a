/**
 * The portal's data tables: a box that scrolls sideways on narrow screens, a caption for screen
 * readers, header cells scoped to their columns (a column of buttons gets a header only screen
 * readers read), and the rows given.
 */
import type { ReactNode } from 'react';

/** Padding and alignment of every cell, for the rows a table's user renders. */
export const CELL = 'px-3 py-2 align-middle';

/** A column header: its text, or `{ label, hidden: true }` for a header read only by screen readers. */
export type Column = string | { label: string; hidden: true };

export function DataTable({
  caption,
  columns,
  children,
  scrollFocusable = false,
  className = '',
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
  /**
   * Makes the scrolling box a tab stop (a region named by the caption), for a table whose rows may
   * hold nothing focusable: otherwise a keyboard user could not scroll it sideways on a phone.
   */
  scrollFocusable?: boolean;
  /** Added to the box's classes (WIDE_ONLY of ui/RowCards.tsx, where cards stand in on a phone). */
  className?: string;
}) {
  const focusable = scrollFocusable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};
  return (
    <div
      className={`relative overflow-x-auto rounded-xl bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 ${className}`}
      {...focusable}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((column) => {
              const label = typeof column === 'string' ? column : column.label;
              return (
                <th key={label} scope="col" className={`${CELL} font-semibold`}>
                  {typeof column === 'string' ? column : <span className="sr-only">{column.label}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
