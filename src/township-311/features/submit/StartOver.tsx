/**
 * The draft's two controls (docs/product.md#311-submitting-a-request): the note that the entries
 * came back from the tab's draft, and Start over, which clears them after a confirm.
 */
import { buttonClasses } from '#design/button-classes.ts';

export const START_OVER_QUESTION = 'Clear everything you entered and start over?';

/** Says the entries came back from the draft (and that a photo must be chosen again). */
export function RestoredNote({ photoNotKept }: { photoNotKept: string | null }) {
  return (
    <p className="mb-5 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900">
      What you entered earlier in this tab is filled in again{photoNotKept ? ' (the photo was not kept)' : ''}. Start
      over clears it.
    </p>
  );
}

/** Start over, after the form's buttons; `onConfirmed` runs once the resident agrees. */
export function StartOverButton({ onConfirmed }: { onConfirmed: () => void }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <button
        type="button"
        onClick={() => {
          if (window.confirm(START_OVER_QUESTION)) onConfirmed();
        }}
        className={buttonClasses('secondary', 'sm', 'min-h-11')}
      >
        Start over
      </button>
    </div>
  );
}
