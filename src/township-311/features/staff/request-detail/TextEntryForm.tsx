import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MAX_NOTE_LENGTH, noteSchema, type NoteInput } from '#domain/requests/staff-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { isSessionEnded } from '../../../lib/api-client.ts';
import { TextAreaField } from '../FormField.tsx';
import { insertAtSelection } from './insert-at-selection.ts';
import { failureText, notSentMessage, useResendAfterSignIn } from '../session-recovery.ts';

interface Props {
  label: string;
  buttonLabel: string;
  /** Shown in a polite status region once the text is saved. */
  doneMessage: string;
  /** Shown as an alert when saving fails. */
  failureMessage: string;
  save: (text: string) => Promise<unknown>;
  /**
   * Controls between the box and the post button (the comment box's template picker), given
   * `insert`, which puts text into the box at the cursor and returns focus to it.
   */
  tools?: (insert: (text: string) => void) => ReactNode;
}

/**
 * A labelled textarea and a post button, checked with the server's note schema (trimmed, at most
 * 2000 characters). The button is disabled while the text is blank (blank text is never saved:
 * docs/product.md#311-changing-a-request). On success the box empties and focus returns to it,
 * since the button it left has just become disabled, unless focus has moved out of the form
 * meanwhile (into the next box, say): it is not taken back from there. When the session has ended
 * the text stays, and is posted once more by itself when the same member signs in again in place
 * (docs/product.md#311-staff-sign-in-and-sessions); after someone else's sign-in it waits.
 */
export function TextEntryForm({ label, buttonLabel, doneMessage, failureMessage, save, tools }: Props) {
  const fieldId = useId();
  const [result, setResult] = useState<{ done: true } | { failure: string } | null>(null);
  /** Text the ended session refused, to post again once the same member has signed in. */
  const pending = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const blank = useWatch({ control, name: 'text' }).trim() === '';
  const field = register('text');

  const form = useRef<HTMLFormElement>(null);
  const onSubmit = async ({ text }: NoteInput) => {
    setResult(null);
    try {
      await save(text);
      // Focus first: reset() lets go of the field until the next render. Only while focus is still
      // in this form (or was dropped): someone already typing elsewhere keeps their place.
      const active = document.activeElement;
      if (!active || active === document.body || form.current?.contains(active)) setFocus('text');
      reset({ text: '' });
      setResult({ done: true });
    } catch (error) {
      if (isSessionEnded(error)) pending.current = true;
      setResult({ failure: failureText(error, failureMessage) });
    }
  };
  useResendAfterSignIn(
    pending,
    () => void handleSubmit(onSubmit)(),
    (name) => {
      setResult({ failure: notSentMessage(name) });
    },
  );

  const insert = (inserted: string) => {
    const box = document.getElementById(fieldId);
    const at = insertAtSelection(box, getValues('text'), inserted);
    setValue('text', at.value, { shouldDirty: true });
    setFocus('text');
    if (box instanceof HTMLTextAreaElement) box.setSelectionRange(at.caret, at.caret);
  };

  return (
    <form ref={form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-4 space-y-2">
      <TextAreaField id={fieldId} label={label} rows={3} maxLength={MAX_NOTE_LENGTH} {...field} />
      {tools?.(insert)}
      <button type="submit" disabled={blank || isSubmitting} className={buttonClasses('primary', 'md')}>
        {buttonLabel}
      </button>
      <p role="status" className="text-sm text-green-800">
        {result && 'done' in result ? doneMessage : ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-700">
        {result && 'failure' in result ? result.failure : (errors.text?.message ?? '')}
      </p>
    </form>
  );
}
