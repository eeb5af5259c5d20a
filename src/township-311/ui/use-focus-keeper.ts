/**
 * Keeps keyboard focus inside a part of the screen whose content changes under it (live updates,
 * a refetch, a button that goes once used), so focus never drops to the page and a keyboard or
 * screen reader user keeps their place (docs/311-app.md#live-updates). After each render of the
 * owner, if the focused element inside the container was lost:
 * - still on the page (a row React moved): it gets focus back;
 * - gone, from a table row (`tbody tr`) or a card (`[data-card]`, ui/RowCards.tsx): the first link
 *   or button of the row or card now in its place, or of the last one;
 * - otherwise: `fallback` (a status line or an empty-table note, with tabIndex -1).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

interface Held {
  element: HTMLElement;
  /** The position of its table row (or card) among the container's rows (or cards); null outside one. */
  row: number | null;
  /** Which kind of row it was in: ROWS or CARDS. */
  kind: string;
}

const ROWS = 'tbody tr';
const CARDS = '[data-card]';
const CONTROL = 'a[href], button:not(:disabled)';

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

function heldAt(container: HTMLElement, element: HTMLElement): Held {
  const card = element.closest(CARDS);
  const kind = card ? CARDS : ROWS;
  const row = card ?? element.closest('tr');
  const rows = Array.from(container.querySelectorAll(kind));
  return { element, kind, row: row && rows.includes(row) ? rows.indexOf(row) : null };
}

function replacement(container: HTMLElement, held: Held): HTMLElement | null {
  if (held.element.isConnected && container.contains(held.element)) return held.element;
  if (held.row === null) return null;
  const rows = container.querySelectorAll(held.kind);
  const row = rows[Math.min(held.row, rows.length - 1)];
  return row?.querySelector<HTMLElement>(CONTROL) ?? null;
}

/**
 * @example const results = useFocusKeeper(countLine); return <div ref={results}>…<p ref={countLine} tabIndex={-1}>…</p></div>;
 */
export function useFocusKeeper<T extends HTMLElement>(fallback: RefObject<HTMLElement | null>): RefObject<T | null> {
  const container = useRef<T>(null);
  const held = useRef<Held | null>(null);

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) held.current = heldAt(box, event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      const { target, relatedTarget } = event;
      if (relatedTarget instanceof Node) {
        if (!box.contains(relatedTarget)) held.current = null;
        return;
      }
      // Focus went nowhere: the member clicked outside any control (forget it), or the element
      // was removed or moved (keep it; the owner's next render puts focus back).
      queueMicrotask(() => {
        if (target instanceof Node && target.isConnected && !box.contains(document.activeElement)) held.current = null;
      });
    };
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    return () => {
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useLayoutEffect(() => {
    const box = container.current;
    const kept = held.current;
    if (!box || !kept) return;
    if (!focusLost()) {
      // Rows may have been added above since focus came: its place is counted as of this render.
      if (box.contains(kept.element)) held.current = heldAt(box, kept.element);
      return;
    }
    held.current = null;
    const target = replacement(box, kept) ?? fallback.current;
    if (target?.isConnected) target.focus();
  });

  return container;
}
