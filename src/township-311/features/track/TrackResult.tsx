/**
 * The lookup of one request: loading, the card, or the message for an unknown id or a failed fetch
 * (docs/product.md#311-tracking-a-request). The card comes in its own chunk (TrackedCard), fetched
 * alongside the request, so the track screen's first load stays within the resident budget.
 */
import { lazy, Suspense, useEffect, type RefObject } from 'react';
import { useMessages } from '../../lib/i18n.tsx';
import { useResidentRead } from '../../lib/resident-reads.ts';
import { publicRequestRead, trackErrorKey } from './track-api.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';

const loadCard = () => import('./TrackedCard.tsx');
const TrackedCard = lazy(() => loadCard().then((module) => ({ default: module.TrackedCard })));

export function TrackResult({
  id,
  focusRequestRef,
  focusNonce,
}: {
  id: string;
  /** Set when a search or View asks for the card; cleared once the card has focus. */
  focusRequestRef: RefObject<boolean>;
  /** Changes on every such request, so asking again for the card already shown works too. */
  focusNonce: number;
}) {
  const t = useMessages(trackMessages);
  const { data, error, isPending } = useResidentRead(publicRequestRead(id));
  useEffect(() => {
    void loadCard();
  }, []);

  const lookingUp = (
    <p role="status" className="mt-8 text-slate-700">
      {t('lookingUp', { id })}
    </p>
  );
  if (isPending) return lookingUp;
  if (!data) {
    return (
      <p role="alert" className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
        {t(trackErrorKey(error))}
      </p>
    );
  }
  return (
    <Suspense fallback={lookingUp}>
      <TrackedCard request={data} focusRequestRef={focusRequestRef} focusNonce={focusNonce} />
    </Suspense>
  );
}
