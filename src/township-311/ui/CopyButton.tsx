/**
 * A button that copies a request's reference and says so in a polite live region. Where the
 * clipboard is refused (an old browser, a denied permission), it says to copy by hand: the
 * reference is on screen beside it. Its visible label says what it copies ("Copy reference"); its
 * accessible name adds the reference itself.
 */
import { useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { useMessages } from '../lib/i18n.tsx';
import { commonMessages } from './common-english.ts';

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
        aria-label={t('copyReferenceNamed', { reference: text })}
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
