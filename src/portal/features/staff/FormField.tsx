/** Pieces the staff forms share: the input look and a field's error message. */
import type { ReactNode } from 'react';
import { inputClasses } from '../../../shared/ui/input-classes.ts';

/** Text inputs and selects of the staff forms, just below their label. */
export const INPUT_CLASSES = inputClasses('mt-1');

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
