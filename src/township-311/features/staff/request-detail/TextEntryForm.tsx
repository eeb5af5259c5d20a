import { useId, useRef, useState, type SubmitEvent } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { inputClasses } from '#design/input-classes.ts';

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
 * A labelled textarea and a post button, disabled while the text is blank (blank text is never
 * saved: docs/product.md#311-changing-a-request). On success the box empties and focus returns to
 * it, since the button it left has just become disabled.
 */
export function TextEntryForm({ label, buttonLabel, doneMessage, failureMessage, save }: Props) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);
  const blank = text.trim() === '';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    setPending(true);
    setResult(null);
    try {
      await save(text.trim());
      setText('');
      setResult('done');
      field.current?.focus();
    } catch {
      setResult('failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-2">
      <label htmlFor={fieldId} className="block font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        value={text}
        rows={3}
        maxLength={2000}
        onChange={(event) => {
          setText(event.target.value);
        }}
        className={inputClasses()}
      />
      <button type="submit" disabled={blank || pending} className={buttonClasses('primary', 'md')}>
        {buttonLabel}
      </button>
      <p role="status" className="text-sm text-green-800">
        {result === 'done' ? doneMessage : ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-700">
        {result === 'failed' ? failureMessage : ''}
      </p>
    </form>
  );
}
