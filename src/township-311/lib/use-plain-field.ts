/**
 * A field the app shows in place of a field of the page's plain first screen
 * (docs/311-without-javascript.md): it starts with what the resident typed there, and takes the
 * focus if the resident was in it, so a slow script loses nothing. A field the app shows only
 * later (the follow form, once the request has loaded) reads the plain screen kept aside when it
 * was removed.
 */
import { useCallback, useState } from 'react';
import { plainScreen } from './plain-page.ts';

/** A plain field's entry. */
export interface PlainField {
  value: string;
  focused: boolean;
}

/** Ids already taken: each plain field is taken over once, not again by a later screen. */
const taken = new Set<string>();

/**
 * What the resident entered in the plain screen's field with this id, once; null when there was
 * no such field (a hidden or file field counts as none) or it was already taken.
 */
export function takePlainField(id: string): PlainField | null {
  const screen = plainScreen();
  const field = screen?.region.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[id="${id}"]`,
  );
  if (!screen || !field || taken.has(id) || field.type === 'hidden' || field.type === 'file') return null;
  taken.add(id);
  return { value: field.value, focused: screen.focusedId === id };
}

/**
 * The field's first value (`fallback` when the page had no such field) and a ref that focuses it
 * when the resident was in the plain field.
 * @example const { initial, takeFocus } = usePlainField('track-id', id); const [value, setValue] = useState(initial);
 */
export function usePlainField(plainId: string, fallback = '') {
  const [entry] = useState(() => takePlainField(plainId));
  const takeFocus = useCallback(
    (element: HTMLElement | null) => {
      if (element && entry?.focused) element.focus();
    },
    [entry],
  );
  return { initial: entry ? entry.value : fallback, takeFocus };
}
