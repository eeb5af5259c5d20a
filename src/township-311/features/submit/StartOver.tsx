/**
 * The draft's two controls (docs/product.md#311-submitting-a-request): the note that the entries
 * came back from the tab's draft, and Start over, which clears them after a confirm.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

/** The confirm's question in English. */
export const START_OVER_QUESTION = wizardMessages.english.startOverQuestion;

/** Says the entries came back from the draft (and that a photo must be chosen again). */
export function RestoredNote({ photoNotKept }: { photoNotKept: string | null }) {
  const t = useMessages(wizardMessages);
  return (
    <p className="mb-5 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-900">
      {t(photoNotKept ? 'restoredNoPhoto' : 'restored')}
    </p>
  );
}

/** Start over, after the form's buttons; `onConfirmed` runs once the resident agrees. */
export function StartOverButton({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useMessages(wizardMessages);
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <button
        type="button"
        onClick={() => {
          if (window.confirm(t('startOverQuestion'))) onConfirmed();
        }}
        className={buttonClasses('secondary', 'sm', 'min-h-11')}
      >
        {t('startOver')}
      </button>
    </div>
  );
}
