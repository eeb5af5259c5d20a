/** The look of every clip control in the explorer: the text view's buttons and the no-script links. */
export const clipControlClasses =
  'mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** The play triangle before "Play clip"; decorative. */
export function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
