/**
 * A secret shown once (an API key, a temporary password, a reset link): a read-only field with a
 * Copy button; when the clipboard refuses, the text is selected for Ctrl+C instead.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { INPUT_CLASSES, LiveMessage } from '../FormField.tsx';

interface CopyFieldProps {
  label: string;
  value: string;
  id?: string;
  /** Focus and select the field when it appears (the API key), so keyboard users land on it. */
  focusOnShow?: boolean;
  describedBy?: string;
  /** The status once copied; `{label} copied to the clipboard.` by default. */
  copiedText?: string;
  /** More buttons after Copy (the API key's Done). */
  children?: ReactNode;
}

export function CopyField({
  label,
  value,
  id,
  focusOnShow = false,
  describedBy,
  copiedText,
  children,
}: CopyFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const field = useRef<HTMLInputElement>(null);
  const [copyResult, setCopyResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!focusOnShow) return;
    field.current?.focus();
    field.current?.select();
  }, [value, focusOnShow]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopyResult({ ok: true, text: copiedText ?? `${label} copied to the clipboard.` });
    } catch {
      field.current?.select();
      setCopyResult({ ok: false, text: 'Copying failed: the text is selected, copy it with Ctrl+C (⌘C on a Mac).' });
    }
  };

  return (
    <div className="mt-2 space-y-2">
      <label htmlFor={fieldId} className="block font-medium text-slate-900">
        {label}
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <input
          ref={field}
          id={fieldId}
          readOnly
          value={value}
          aria-describedby={describedBy}
          className={`${INPUT_CLASSES} max-w-xl font-mono`}
          spellCheck={false}
        />
        <button type="button" className={buttonClasses('primary', 'md')} onClick={() => void copy()}>
          Copy
        </button>
        {children}
      </div>
      <LiveMessage kind="status">{copyResult?.ok ? copyResult.text : null}</LiveMessage>
      <LiveMessage kind="alert">{copyResult && !copyResult.ok ? copyResult.text : null}</LiveMessage>
    </div>
  );
}
