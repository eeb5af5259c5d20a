/**
 * Pieces the staff forms share: the input look, labelled fields (input, select, textarea) and a
 * field's error message. Every staff form is react-hook-form with zodResolver over the domain's own
 * schema (the server checks the same), its fields made of these.
 */
import type { ComponentProps, ElementType, ReactNode } from 'react';
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

type Control = 'input' | 'select' | 'textarea';

/**
 * A labelled control of the staff forms in the staff forms' label weight: the control takes the id,
 * the input look (with any `className` of its own) and the hint first in its aria-describedby; other
 * props go to it. A select's `children` are its options; an input's or textarea's follow it (a
 * FieldError).
 */
function StaffField<C extends Control>(
  control: C,
  { id, label, hint, className, children, ...props }: FieldProps & ComponentProps<C>,
) {
  const Element = control as ElementType;
  const inside = control === 'select';
  return (
    <LabelledField id={id} label={label} hint={hint} labelClassName={LABEL_CLASSES}>
      <Element
        id={id}
        {...props}
        className={fieldClasses(className)}
        aria-describedby={describedBy(hint ? hintId(id) : undefined, props['aria-describedby'])}
      >
        {inside ? children : undefined}
      </Element>
      {inside ? null : children}
    </LabelledField>
  );
}

/**
 * A labelled input of the staff forms; other props (react-hook-form's `register`, aria) go to the
 * input, and `children` (a FieldError) follow it.
 * @example <InputField id="login-email" label="Email" type="email" {...register('email')} />
 */
export const InputField = (props: FieldProps & ComponentProps<'input'>) => StaffField('input', props);

/** A labelled select of the staff forms; `children` are its options, other props go to the select. */
export const SelectField = (props: FieldProps & ComponentProps<'select'>) => StaffField('select', props);

/** A labelled textarea of the staff forms; other props go to the textarea, `children` follow it. */
export const TextAreaField = (props: FieldProps & ComponentProps<'textarea'>) => StaffField('textarea', props);

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
