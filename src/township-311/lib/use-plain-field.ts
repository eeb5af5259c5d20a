/**
 * A field the app shows in place of a field of the page's plain first screen
 * (docs/311-without-javascript.md): it starts with what the resident typed there, and takes the
 * focus if the resident was in it, so a slow script loses nothing.
 */
import { useCallback, useState } from 'react';
import { takePlainField } from './plain-page.ts';

/**
 * The field's first value (`fallback` when nothing was typed) and a ref that focuses it when the
 * resident was in the plain field.
 * @example const { initial, takeFocus } = usePlainField('track-id', id); const [value, setValue] = useState(initial);
 */
export function usePlainField(plainId: string, fallback = '') {
  const [taken] = useState(() => takePlainField(plainId));
  const takeFocus = useCallback(
    (element: HTMLElement | null) => {
      if (element && taken?.focused) element.focus();
    },
    [taken],
  );
  return { initial: taken ? taken.value : fallback, takeFocus };
}
