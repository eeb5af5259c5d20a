import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MAX_NOTE_LENGTH, noteSchema, type NoteInput } from '#domain/requests/staff-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { TextAreaField } from '../FormField.tsx';

interface Props {
  label: string;
  buttonLabel: string;
  /** Shown in a polite status region once the text is saved. */
  doneMessage: string;
  /** Shown as an alert when saving fails. */
  failureMessage: string;
  save: (text: string) => Promise<unknown>;
}

/**
 * A labelled textarea and a post button, checked with the server's note schema (trimmed, at most
 * 2000 characters). The button is disabled while the text is blank (blank text is never saved:
 * docs/product.md#311-changing-a-request). On success the box empties and focus returns to it,
 * since the button it left has just become disabled.
 */
export function TextEntryForm({ label, buttonLabel, doneMessage, failureMessage, save }: Props) {
  const fieldId = useId();
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const blank = useWatch({ control, name: 'text' }).trim() === '';

  const onSubmit = async ({ text }: NoteInput) => {
    setResult(null);
    try {
      await save(text);
      // Focus first: reset() lets go of the field until the next render.
      setFocus('text');
      reset({ text: '' });
      setResult('done');
    } catch {
      setResult('failed');
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-4 space-y-2">
      <TextAreaField id={fieldId} label={label} rows={3} maxLength={MAX_NOTE_LENGTH} {...register('text')} />
      <button type="submit" disabled={blank || isSubmitting} className={buttonClasses('primary', 'md')}>
        {buttonLabel}
      </button>
      <p role="status" className="text-sm text-green-800">
        {result === 'done' ? doneMessage : ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-700">
        {result === 'failed' ? failureMessage : (errors.text?.message ?? '')}
      </p>
    </form>
  );
}
