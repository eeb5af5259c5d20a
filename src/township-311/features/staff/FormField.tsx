/** Pieces the staff forms share: the input look and a field's error message. */
import type { ComponentProps, ReactNode } from 'react';
import { inputClasses } from '#design/input-classes.ts';

/** Text inputs and selects of the staff forms, just below their label. */
export const INPUT_CLASSES = inputClasses('mt-1');

const LABEL_CLASSES = 'block font-medium text-slate-900';

type FieldProps = { id: string; label: string };

/**
 * A labelled input of the staff forms; other props (react-hook-form's `register`, aria) go to the
 * input, and `children` (a FieldError) follow it.
 * @example <InputField id="login-email" label="Email" type="email" {...register('email')} />
 */
export function InputField({ id, label, children, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input id={id} className={INPUT_CLASSES} {...input} />
      {children}
    </div>
  );
}

/** A labelled select of the staff forms; `children` are its options, other props go to the select. */
export function SelectField({ id, label, children, ...select }: FieldProps & ComponentProps<'select'>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select id={id} className={INPUT_CLASSES} {...select}>
        {children}
      </select>
    </div>
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
