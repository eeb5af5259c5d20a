/**
 * The request ID search, the screen's only one. Submitting goes to the track address of that id,
 * so the result can be shared and Back returns to the previous lookup; the field then shows the id
 * of the address (after a search, a View click, Back or Forward), and a second id typed into it is
 * looked up as the first was.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { usePlainField } from '../../lib/use-plain-field.ts';
import { trackKey } from '#domain/requests/reference.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { trackMessages } from '#domain/messages-311/track-english.ts';

/** A random-looking 16-character id in the placeholder (docs/product.md#311-tracking-a-request). */
const PLACEHOLDER_ID = 'q3ZrT0bW8sLkP1mX';

/** `id`: the id in the address ('' for none). */
export function TrackSearchForm({ id, onSearch }: { id: string; onSearch: (id: string) => void }) {
  const t = useMessages(trackMessages);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { initial, takeFocus } = usePlainField('track-id', id);
  const [value, setValue] = useState(initial);
  const [empty, setEmpty] = useState(false);
  // The address changed (a search, View, Back): show its id. Set while rendering, as React
  // advises for state that follows a prop, so the field never shows the old id for a frame.
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setValue(id);
    setEmpty(false);
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = trackKey(value);
    setEmpty(id === '');
    if (id !== '') {
      setValue(id);
      onSearch(id);
    }
  };

  return (
    <form role="search" aria-label={t('searchLabel')} noValidate onSubmit={submit} className="mt-6">
      <label htmlFor={inputId} className="block font-semibold text-slate-900">
        {t('idLabel')}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {t('idHint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <input
          id={inputId}
          ref={takeFocus}
          name="request-id"
          type="text"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (empty) setEmpty(false);
          }}
          placeholder={t('idPlaceholder', { id: PLACEHOLDER_ID })}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${errorId} ${hintId}` : hintId}
          className={inputClasses('max-w-md font-mono')}
        />
        <button type="submit" className={buttonClasses('primary', 'md')}>
          {t('search')}
        </button>
      </div>
      {empty ? (
        <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800">
          {t('emptyId')}
        </p>
      ) : null}
    </form>
  );
}
