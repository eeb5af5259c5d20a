/**
 * On the track screen of the request this tab just submitted: the reference again, large, with a
 * Copy button, since the success screen gave the resident only a few seconds with it. The button's
 * code is fetched only for that request, so the track screen's own weight stays within budget.
 */
import { useEffect, useState } from 'react';
import { formatReference } from '#domain/requests/reference.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { justSubmitted } from '../../lib/just-submitted.ts';
import { cardMessages } from '#domain/messages-311/card-english.ts';

type CopyButtonModule = typeof import('../../ui/CopyButton.tsx');

export function JustSubmittedNotice({ id }: { id: string }) {
  const t = useMessages(cardMessages);
  const submitted = justSubmitted(id);
  const [copy, setCopy] = useState<CopyButtonModule | null>(null);
  const wanted = submitted !== null;
  useEffect(() => {
    if (!wanted) return;
    import('../../ui/CopyButton.tsx').then(setCopy, () => {
      // Without it the reference is still on screen to write down.
    });
  }, [wanted]);
  if (!submitted) return null;
  const reference = formatReference(submitted.reference);
  return (
    <section
      aria-label={t('newRequest')}
      className="mb-5 rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-900"
      data-testid="just-submitted"
    >
      <p className="font-semibold">{t('received')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <span className="font-mono text-2xl font-bold tracking-wider whitespace-nowrap" translate="no">
          {reference}
        </span>
        {copy ? <copy.CopyButton text={reference} /> : null}
      </div>
    </section>
  );
}
