/**
 * Pieces the staff forms share: the input look, labelled fields (input, select, textarea) and a
 * field's error message. Every staff form is react-hook-form with zodResolver over the domain's own
 * schema (the server checks the same), its fields made of these.
 */
import type { ComponentProps, ReactNode } from 'react';
import { inputClasses } from '#design/input-classes.ts';
import { describedBy, hintId, LabelledField } from '../../ui/LabelledField.tsx';

/** Text inputs and selects of the staff forms, just below their label. */
export const INPUT_CLASSES = inputClasses('mt-1');

const LABEL_CLASSES = 'block font-medium text-slate-900';

type FieldProps = {
  id: string;
  label: string;
  /** A line between the label and the field, which the field names as its description. */
  hint?: ReactNode;
};

/** The field's own class list, with any `className` given for one place (a width, a font). */
const fieldClasses = (className: string | undefined) => (className ? `${INPUT_CLASSES} ${className}` : INPUT_CLASSES);

/** A field's label and hint, and the field, in the staff forms' label weight. */
function Labelled({ id, label, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <LabelledField id={id} label={label} hint={hint} labelClassName={LABEL_CLASSES}>
      {children}
    </LabelledField>
  );
}

/**
 * A labelled input of the staff forms; other props (react-hook-form's `register`, aria) go to the
 * input, and `children` (a FieldError) follow it.
 * @example <InputField id="login-email" label="Email" type="email" {...register('email')} />
 */
export function InputField({ id, label, hint, className, children, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Labelled id={id} label={label} hint={hint}>
      <input
        id={id}
        {...input}
        className={fieldClasses(className)}
        aria-describedby={describedBy(hint ? hintId(id) : undefined, input['aria-describedby'])}
      />
      {children}
    </Labelled>
  );
}

/** A labelled select of the staff forms; `children` are its options, other props go to the select. */
export function SelectField({
  id,
  label,
  hint,
  className,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  return (
    <Labelled id={id} label={label} hint={hint}>
      <select
        id={id}
        {...select}
        className={fieldClasses(className)}
        aria-describedby={describedBy(hint ? hintId(id) : undefined, select['aria-describedby'])}
      >
        {children}
      </select>
    </Labelled>
  );
}

/** A labelled textarea of the staff forms; other props go to the textarea, `children` follow it. */
export function TextAreaField({
  id,
  label,
  hint,
  className,
  children,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Labelled id={id} label={label} hint={hint}>
      <textarea
        id={id}
        {...textarea}
        className={fieldClasses(className)}
        aria-describedby={describedBy(hint ? hintId(id) : undefined, textarea['aria-describedby'])}
      />
      {children}
    </Labelled>
  );
}

/** A field's message, linked to the field by aria-describedby; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

const LIVE_STYLES = {
  alert: 'rounded-lg border border-red-300 bg-red-50 p-3 text-red-800',
  status: 'font-medium text-green-800',
} as const;

/**
 * A live region that is always on the page, so screen readers announce what later appears in it;
 * only its content is styled, so an empty region takes no room.
 */
export function LiveMessage({
  kind,
  id,
  className = '',
  children,
}: {
  kind: 'alert' | 'status';
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const hasContent = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div role={kind} id={id}>
      {hasContent ? <div className={`${LIVE_STYLES[kind]} ${className}`}>{children}</div> : null}
    </div>
  );
}
