/**
 * "Created from" and "Created to": township dates, applied once typing settles (a date field
 * gives a whole date at each digit of the year). A range that ends before it starts is not
 * applied and says why.
 */
import { useState } from 'react';
import { FieldError, InputField } from '../FormField.tsx';
import { useSettled } from './use-settled.ts';

/** Longer than the search box's: a year is typed a digit at a time, each a whole date. */
const DATE_SETTLE_MS = 700;

const DATE_ORDER_MESSAGE = 'Created from must not be after Created to.';

interface Range {
  from: string | null;
  to: string | null;
}

export function DateRange({ from, to, onChange }: Range & { onChange: (range: Range) => void }) {
  const [typed, setTyped] = useState<Range>({ from, to });
  const [seen, setSeen] = useState<Range>({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setTyped({ from, to });
  }
  const backwards = typed.from !== null && typed.to !== null && typed.from > typed.to;
  const wanted = backwards ? `${from ?? ''}~${to ?? ''}` : `${typed.from ?? ''}~${typed.to ?? ''}`;
  useSettled(
    wanted,
    `${from ?? ''}~${to ?? ''}`,
    () => {
      onChange(typed);
    },
    DATE_SETTLE_MS,
  );

  const field = (key: keyof Range, label: string) => (
    <InputField
      id={`request-created-${key}`}
      label={label}
      type="date"
      value={typed[key] ?? ''}
      aria-invalid={backwards || undefined}
      aria-describedby={backwards ? 'request-created-error' : undefined}
      onChange={(event) => {
        const value = event.target.value;
        setTyped((range) => ({ ...range, [key]: /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null }));
      }}
    />
  );
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-slate-900">Submitted between</legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        {field('from', 'Created from')}
        {field('to', 'Created to')}
      </div>
      <FieldError id="request-created-error" message={backwards ? DATE_ORDER_MESSAGE : undefined} />
    </fieldset>
  );
}
