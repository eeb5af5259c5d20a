/**
 * A field of the private page, where every field is optional: its label says so, a hint (if any)
 * sits between the label and the field under `optionalHintId(id)`, as `ui/LabelledField` lays out
 * the other forms. A piece of the follow-up page's own: importing `ui/LabelledField` here too made
 * the bundler move it out of the resident wizard's chunk into one of its own, 0.3 KB more on the
 * wizard (docs/benchmarks.md, "Issue 28's last folds").
 */
import type { ReactNode } from 'react';

/** The id of a field's hint. */
export const optionalHintId = (id: string) => `${id}-hint`;

/** @example <OptionalField id={id} label="Photo" optional="(optional)" hint="An image…"><input id={id} type="file" /></OptionalField> */
export function OptionalField({
  id,
  label,
  optional,
  hint,
  children,
}: {
  id: string;
  label: string;
  /** "(optional)" in the reader's language. */
  optional: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        <span className="font-normal text-slate-700"> {optional}</span>
      </label>
      {hint ? (
        <p id={optionalHintId(id)} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}
