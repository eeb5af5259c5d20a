/** A fieldset of checkboxes for one list filter: the values chosen, in the order offered. */
import { useId, type ReactNode } from 'react';

const BOX = 'size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2';

export function CheckboxGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  columns = 1,
  labelOf = (option) => option,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  columns?: 1 | 2;
  /** How an option reads, when not as its value. */
  labelOf?: (option: T) => ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <ul className={`mt-1 grid gap-x-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => (
          <li key={option}>
            <label htmlFor={`${id}-${String(index)}`} className="flex min-h-11 items-center gap-2 text-slate-900">
              <input
                id={`${id}-${String(index)}`}
                type="checkbox"
                className={BOX}
                checked={chosen.includes(option)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? options.filter((value) => value === option || chosen.includes(value))
                    : chosen.filter((value) => value !== option);
                  onChange(next);
                }}
              />
              {labelOf(option)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A single checkbox with its label, the same size as the groups'. */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-semibold text-slate-900">
      <input
        id={id}
        type="checkbox"
        className={BOX}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
