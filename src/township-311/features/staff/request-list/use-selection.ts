/**
 * The rows chosen on a page of the list for a bulk change. Only rows on the page count: a row the
 * page no longer shows (another page, a refetch) is not changed by a click the member cannot see.
 */
import { useState } from 'react';

/** How many of the page's rows are chosen, for the "select all on this page" box. */
export type PageSelection = 'none' | 'some' | 'all';

/**
 * @example pageSelection(['a', 'b'], new Set(['a'])) // 'some'
 */
export function pageSelection(pageIds: readonly string[], chosen: ReadonlySet<string>): PageSelection {
  const count = pageIds.filter((id) => chosen.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** @example const selection = useSelection(page.requests.map((request) => request.id)) */
export function useSelection(pageIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  return {
    /** The chosen ids, in the page's order. */
    selected: pageIds.filter((id) => chosen.has(id)),
    state: pageSelection(pageIds, chosen),
    isSelected: (id: string) => chosen.has(id),
    toggle: (id: string, on: boolean) => {
      setChosen((old) => {
        const next = new Set(old);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    /** Chooses every row of the page, or none. */
    toggleAll: (on: boolean) => {
      setChosen(new Set(on ? pageIds : []));
    },
  };
}
export type Selection = ReturnType<typeof useSelection>;
