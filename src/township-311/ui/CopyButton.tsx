/**
 * A button that copies a request's reference and says so in a polite live region. Where the
 * clipboard is refused (an old browser, a denied permission), it says to copy by hand: the
 * reference is on screen beside it. Its visible label says what it copies ("Copy reference"); its
 * accessible name is that label followed by the reference itself ("Copy reference K7QM-3XPA"),
 * so the visible words lead the name in every language (WCAG 2.5.3, label in name) whatever order
 * a translation of a whole sentence would put them in.
 */
import { useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { useMessages } from '../lib/i18n.tsx';
import { commonMessages } from '#domain/messages-311/common-english.ts';

/** Copies a reference, the one thing copied today. */
export function CopyButton({ text }: { text: string }) {
  const t = useMessages(commonMessages);
  const [result, setResult] = useState<'referenceCopied' | 'referenceCopyFailed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('referenceCopied');
    } catch {
      setResult('referenceCopyFailed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary', 'md')}
        // The visible label, then the reference: a name, not a sentence, led by what is seen.
        aria-label={`${t('copyReference')} ${text}`}
        onClick={() => void copy()}
      >
        {t('copyReference')}
      </button>
      <span role="status" className="sr-only">
        {result ? t(result) : ''}
      </span>
      {result ? (
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {t(result)}
        </span>
      ) : null}
    </>
  );
}
