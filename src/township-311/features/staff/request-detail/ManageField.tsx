import { useId, useRef, useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  label: string;
  buttonLabel: string;
  options: readonly Option[];
  current: string;
  /** Saves a value different from the current one. */
  save: (value: string) => Promise<void>;
}

/**
 * A select and its own save button. Choosing in the select changes nothing yet: arrow keys on a
 * native select fire change events in some browsers, so applying on change would save every value
 * a keyboard user passes through. The button is enabled only when the choice differs, so after a
 * save focus goes back to the select rather than staying on a button that has just been disabled.
 */
export function ManageField({ label, buttonLabel, options, current, save }: Props) {
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  // null: untouched, so a live change by someone else shows through.
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = draft ?? current;
  const changed = value !== current;

  const apply = async () => {
    if (!changed || pending) return;
    setPending(true);
    try {
      await save(value);
      setDraft(null);
      select.current?.focus();
    } catch {
      // The panel reports the failure; the choice stays so it can be tried again.
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-1">
      <label htmlFor={selectId} className="block font-semibold text-slate-900">
        {label}
      </label>
      <div className="flex flex-col items-start gap-2">
        <select
          id={selectId}
          ref={select}
          value={value}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          className={inputClasses()}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!changed || pending}
          onClick={() => void apply()}
          className={buttonClasses('primary', 'md')}
        >
          {buttonLabel}
        </button>
      </div>
    </div>
  );
}
