/**
 * A form field's label, its hint and the field, wired as every form of the app wires them: the
 * label names the field (htmlFor), a required or optional field says so in its label, and the hint sits
 * between the label and the field under the id `hintId(id)`, which the field lists first in its
 * aria-describedby (`describedBy`). The resident wizard's fields, the location step's address and
 * the staff forms' fields are all made of it.
 */
import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n.tsx';
import { commonMessages } from '#domain/messages-311/common-english.ts';

/** The id of a field's hint. */
export const hintId = (id: string) => `${id}-hint`;

/**
 * A field's aria-describedby: the ids given, in order, leaving out those not shown; none if none is.
 * @example describedBy(hintId('name'), invalid && 'wizard-alert') // 'name-hint wizard-alert'
 */
export const describedBy = (...ids: readonly (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** The resident forms' label; the staff forms pass their own weight. */
const LABEL_CLASSES = 'block font-semibold text-slate-900';

interface LabelledFieldProps {
  /** The field's id. */
  id: string;
  label: string;
  /** A line between the label and the field; the field names it as its description. */
  hint?: ReactNode;
  /** Says "(required)" after the label. */
  required?: boolean;
  /** Says "(optional)" after the label, where the form's other fields are required or it has only one. */
  optional?: boolean;
  labelClassName?: string;
  /** The field, and whatever follows it (a count, a message). */
  children: ReactNode;
}

/** @example <LabelledField id="name" label="Name" hint="As on your ID." required><input id="name" aria-describedby={describedBy(hintId('name'))} /></LabelledField> */
export function LabelledField({
  id,
  label,
  hint,
  required = false,
  optional = false,
  labelClassName = LABEL_CLASSES,
  children,
}: LabelledFieldProps) {
  const t = useMessages(commonMessages);
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {required || optional ? (
          <span className="font-normal text-slate-700"> {t(required ? 'required' : 'optional')}</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId(id)} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}
