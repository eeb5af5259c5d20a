/**
 * "Select all on this page": checked when every row is chosen, mixed (indeterminate, which browsers
 * expose as aria-checked="mixed") when some are; a press chooses all, or none when all were.
 */
import { useEffect, useId, useRef } from 'react';
import type { PageSelection } from './use-selection.ts';

export const ROW_BOX = 'size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2';

export function SelectAllBox({ state, onChange }: { state: PageSelection; onChange: (all: boolean) => void }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Only a property: HTML has no attribute for the mixed state.
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-semibold text-slate-900">
      <input
        ref={box}
        id={id}
        type="checkbox"
        className={ROW_BOX}
        checked={state === 'all'}
        onChange={() => {
          onChange(state !== 'all');
        }}
      />
      Select all on this page
    </label>
  );
}

/** A row's box, named for its request so a screen reader says which one it chooses. */
export function RowBox({
  reference,
  checked,
  onChange,
}: {
  reference: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select request ${reference}`}
      // A target of at least 24 by 24 CSS pixels (WCAG 2.5.8) around a box of 20.
      className={`${ROW_BOX} m-0.5`}
      checked={checked}
      onChange={(event) => {
        onChange(event.target.checked);
      }}
    />
  );
}
