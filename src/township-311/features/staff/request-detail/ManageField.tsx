import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { buttonClasses } from '#design/button-classes.ts';
import { SelectField } from '../FormField.tsx';

export interface Option {
  value: string;
  label: string;
}

interface Props<T> {
  label: string;
  buttonLabel: string;
  options: readonly Option[];
  current: string;
  /** Checks the chosen option's value and turns it into the value saved (a domain change schema's field). */
  schema: z.ZodMiniType<T, string>;
  /** Saves a value different from the current one; rejects when it fails (the panel reports it). */
  save: (value: T) => Promise<void>;
}

/**
 * A select and its own save button, as a one-field form. Choosing in the select changes nothing
 * yet: arrow keys on a native select fire change events in some browsers, so applying on change
 * would save every value a keyboard user passes through. The button is enabled only when the
 * choice differs, so after a save focus goes back to the select rather than staying on a button
 * that has just been disabled. Until the member picks another value, a live change by someone
 * else shows through.
 */
export function ManageField<T>({ label, buttonLabel, options, current, schema, save }: Props<T>) {
  const selectId = useId();
  const resolver = useMemo(() => zodResolver(z.object({ choice: schema })), [schema]);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setFocus,
    control,
    formState: { isSubmitting },
  } = useForm<{ choice: string }, unknown, { choice: T }>({
    resolver,
    values: { choice: current },
    resetOptions: { keepDirtyValues: true },
  });
  const changed = useWatch({ control, name: 'choice' }) !== current;

  const apply = async ({ choice }: { choice: T }) => {
    if (!changed) return;
    const chosen = getValues('choice');
    try {
      await save(choice);
      // Focus first: reset() lets go of the field until the next render.
      setFocus('choice');
      reset({ choice: chosen });
    } catch {
      // The panel reports the failure; the choice stays so it can be tried again.
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(apply)(event)} className="space-y-2">
      <SelectField id={selectId} label={label} {...register('choice')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" disabled={!changed || isSubmitting} className={buttonClasses('primary', 'md')}>
        {buttonLabel}
      </button>
    </form>
  );
}
