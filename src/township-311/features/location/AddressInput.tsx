/** The issue address field of the location step (with a maps key it is also the place search box). */
import type { KeyboardEvent } from 'react';
import { inputClasses } from '#design/input-classes.ts';
import type { LocationFieldIds } from './location-props.ts';

export function AddressInput({
  value,
  onChange,
  onKeyDown,
  invalid,
  hint,
  ids,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The open map's search runs on Enter. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  invalid: boolean;
  hint: string;
  ids: LocationFieldIds;
}) {
  const id = ids.address;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        Address of the issue <span className="font-normal text-slate-700">(required)</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={[`${id}-hint`, invalid ? ids.alert : ''].filter(Boolean).join(' ')}
        className={inputClasses('mt-1')}
      />
    </div>
  );
}
