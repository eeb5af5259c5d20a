import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { buttonClasses } from '#design/button-classes.ts';
import { isSessionEnded } from '../../../lib/api-client.ts';
import { SelectField } from '../FormField.tsx';
import type { StaffRequest } from '../staff-requests-api.ts';
import { seenOf, type Seen } from './changed-meanwhile.ts';
import { useResendChange } from './use-resend-change.ts';

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
  /** The request as shown: what a change the ended session refused is checked against after sign-in. */
  request: StaffRequest;
  /** Says why a refused change was not sent again after sign-in (the choice stays). */
  onNotSent: (text: string) => void;
  /** Fields the chosen value asks for, between the select and the button, while it differs from the current one. */
  extra?: (choice: string) => ReactNode;
}

/**
 * A select and its own save button, as a one-field form. Choosing in the select changes nothing
 * yet: arrow keys on a native select fire change events in some browsers, so applying on change
 * would save every value a keyboard user passes through. The button is enabled only when the
 * choice differs, so after a save focus goes back to the select rather than staying on a button
 * that has just been disabled. Until the member picks another value, a live change by someone
 * else shows through. A change refused because the session ended keeps the choice and goes again
 * by itself after the same member signs in, if the request has not changed meanwhile
 * (use-resend-change.ts).
 */
export function ManageField<T>({
  label,
  buttonLabel,
  options,
  current,
  schema,
  save,
  request,
  onNotSent,
  extra,
}: Props<T>) {
  const selectId = useId();
  /** The request as shown when the ended session refused the change, to send it again after sign-in. */
  const pending = useRef<Seen | null>(null);
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
  const picked = useWatch({ control, name: 'choice' });
  const changed = picked !== current;

  const apply = async ({ choice }: { choice: T }) => {
    if (!changed) return;
    const chosen = getValues('choice');
    try {
      await save(choice);
      // Focus first: reset() lets go of the field until the next render.
      setFocus('choice');
      reset({ choice: chosen });
    } catch (error) {
      // The panel reports the failure; the choice stays so it can be tried again.
      if (isSessionEnded(error)) pending.current = seenOf(request);
    }
  };
  useResendChange(pending, buttonLabel, () => void handleSubmit(apply)(), onNotSent);

  return (
    <form onSubmit={(event) => void handleSubmit(apply)(event)} className="space-y-2">
      <SelectField id={selectId} label={label} {...register('choice')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {changed ? extra?.(picked) : null}
      <button type="submit" disabled={!changed || isSubmitting} className={buttonClasses('primary', 'md')}>
        {buttonLabel}
      </button>
    </form>
  );
}
