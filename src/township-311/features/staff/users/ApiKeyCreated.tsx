/**
 * A key just created, shown this once: a read-only field that takes focus (so keyboard and screen
 * reader users land on it), a Copy button and the warning that it cannot be shown again.
 */
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { INPUT_CLASSES, LiveMessage } from '../FormField.tsx';

const KEY_SHOWN_ONCE_WARNING =
  'Copy this key now and keep it somewhere safe: it will not be shown again. If it is lost, revoke it and create a new one.';

export function ApiKeyCreated({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copyResult, setCopyResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyResult({ ok: true, text: 'Key copied to the clipboard.' });
    } catch {
      field.current?.select();
      setCopyResult({ ok: false, text: 'Copying failed: the key is selected, copy it with Ctrl+C (⌘C on a Mac).' });
    }
  };

  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">New API key for “{label}”</p>
      <p id="new-api-key-warning" className="text-slate-900">
        {KEY_SHOWN_ONCE_WARNING}
      </p>
      <div>
        <label htmlFor="new-api-key" className="block font-medium text-slate-900">
          API key
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <input
            ref={field}
            id="new-api-key"
            readOnly
            value={secret}
            aria-describedby="new-api-key-warning"
            className={`${INPUT_CLASSES} max-w-xl font-mono`}
            spellCheck={false}
          />
          <button type="button" className={buttonClasses('primary', 'md')} onClick={() => void copy()}>
            Copy
          </button>
          <button type="button" className={buttonClasses('secondary', 'md')} onClick={onDone}>
            Done
          </button>
        </div>
      </div>
      <LiveMessage kind="status">{copyResult?.ok ? copyResult.text : null}</LiveMessage>
      <LiveMessage kind="alert">{copyResult && !copyResult.ok ? copyResult.text : null}</LiveMessage>
    </div>
  );
}
