/**
 * A button that copies a short text (a request's reference) and says so in a polite live region.
 * Where the clipboard is refused (an old browser, a denied permission), it says to copy by hand:
 * the text is on screen beside it. Its visible label says what it copies ("Copy reference"); its
 * accessible name adds the text itself.
 */
import { useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';

export function CopyButton({ text, what }: { text: string; what: string }) {
  const [result, setResult] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult(`${what} copied to the clipboard.`);
    } catch {
      setResult(`Copying failed: please write the ${what.toLowerCase()} down or copy it by hand.`);
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary', 'md')}
        aria-label={`Copy ${what.toLowerCase()} ${text}`}
        onClick={() => void copy()}
      >
        Copy {what.toLowerCase()}
      </button>
      <span role="status" className="sr-only">
        {result ?? ''}
      </span>
      {result ? (
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {result}
        </span>
      ) : null}
    </>
  );
}
