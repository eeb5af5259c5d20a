/**
 * The wizard's form state: its values, kept across steps, and the fields the last Next marked
 * invalid. A few lines instead of react-hook-form, whose ~11 KB gzip does not fit the resident
 * screens' 100 KB budget; the checks themselves are the shared zod schemas (checkWizardStep).
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { WizardValues } from './wizard-values.ts';

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

export function useWizardForm(initial: WizardValues) {
  const [values, setValues] = useState(initial);
  const [invalidFields, setInvalidFields] = useState<readonly string[]>([]);

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
      invalid: (name: keyof WizardValues) => invalidFields.includes(name),
      /** Marks the fields of a failed check; [] clears them. */
      setInvalid: setInvalidFields,
      /** Replaces every value (Start over). */
      reset: setValues,
    }),
    [values, setValue, invalidFields],
  );
}

export type WizardForm = ReturnType<typeof useWizardForm>;
