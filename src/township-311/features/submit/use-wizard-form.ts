/**
 * The wizard's form state: its values, kept across steps, and the fields the last check marked
 * invalid. A few lines instead of react-hook-form, whose ~11 KB gzip does not fit the resident
 * screens' 100 KB budget; the checks themselves are the shared zod schemas (checkWizardStep).
 * Marked fields are checked again as the values change (`check` with only those fields), so a
 * message and its red outline go as soon as their cause has gone.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { WizardValues } from './wizard-values.ts';

/** What a check found wrong: its message (or messages), the fields to mark and any agency link. */
export interface FieldProblem {
  message: string;
  messages?: string[];
  fields: string[];
  agency?: { name: string; url: string } | undefined;
}

/** The form's check, of `only` the given fields; null when they are right. */
export type FieldCheck = (values: WizardValues, only: readonly string[]) => FieldProblem | null;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TextFieldName = {
  [K in keyof WizardValues]: WizardValues[K] extends string ? K : never;
}[keyof WizardValues];

/** Props that bind a text input, textarea or select to a value (spread onto the element). */
export interface TextRegistration {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

type SetWizardValue = <K extends keyof WizardValues>(name: K, value: WizardValues[K]) => void;

export function useWizardForm(initial: WizardValues, check: FieldCheck) {
  const [values, setValues] = useState(initial);
  const [marked, setMarked] = useState<readonly string[]>([]);
  // Checked at every render while fields are marked: a few field checks, far cheaper than a render.
  const problem = marked.length > 0 ? check(values, marked) : null;

  const setValue = useCallback<SetWizardValue>((name, value) => {
    setValues((current) => (Object.is(current[name], value) ? current : { ...current, [name]: value }));
  }, []);

  return useMemo(
    () => ({
      values,
      setValue,
      register: (name: TextFieldName): TextRegistration => ({
        name,
        value: values[name],
        onChange: (event) => {
          setValue(name, event.currentTarget.value);
        },
      }),
      invalid: (name: keyof WizardValues) => problem?.fields.includes(name) ?? false,
      /** What is still wrong in the marked fields (their message for the alert); null when nothing is. */
      problem,
      /** Marks the fields of a failed check; [] clears them. */
      setInvalid: setMarked,
      /** Replaces every value (Start over). */
      reset: setValues,
    }),
    [values, setValue, problem],
  );
}

export type WizardForm = ReturnType<typeof useWizardForm>;
