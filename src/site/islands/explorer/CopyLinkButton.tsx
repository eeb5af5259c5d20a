import { useEffect, useState, type ReactNode } from 'react';
import type { ExplorerWords } from '#domain/election/explorer-props.ts';
import { fill } from './words.ts';

/** How long the button says 'Link Copied!'. */
const COPIED_MS = 2000;

interface Props {
  /** Question id: the link is this page's address with #questionId. */
  questionId: string;
  /** Short text naming the question, for the button's accessible name. */
  label: string;
  words: Pick<ExplorerWords, 'copyLink' | 'copyLinkLabel' | 'linkCopied' | 'linkCopiedStatus'>;
}

/** A decorative 16 px line icon. */
function Glyph({ strokeWidth, children }: { strokeWidth: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/** Copies a link to one question; says 'Link Copied!' with a green check for 2 s. A failure is only logged. */
export default function CopyLinkButton({ questionId, label, words }: Props) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => {
      setCopiedAt(null);
    }, COPIED_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copiedAt]);

  const copy = async () => {
    const { origin, pathname, search } = window.location;
    try {
      await navigator.clipboard.writeText(`${origin}${pathname}${search}#${questionId}`);
      setCopiedAt(Date.now());
    } catch (error) {
      console.error('Could not copy the question link.', error);
    }
  };

  const copied = copiedAt !== null;
  return (
    <>
      <button
        type="button"
        aria-label={copied ? undefined : fill(words.copyLinkLabel, { question: label })}
        onClick={() => void copy()}
        className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold ${
          copied
            ? 'border-green-700 bg-green-50 text-green-800'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
        }`}
      >
        {copied ? (
          <>
            <Glyph strokeWidth="3">
              <path d="M20 6 9 17l-5-5" />
            </Glyph>
            {words.linkCopied}
          </>
        ) : (
          <>
            <Glyph strokeWidth="2">
              <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
              <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
            </Glyph>
            {words.copyLink}
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {copied ? words.linkCopiedStatus : ''}
      </span>
    </>
  );
}
