/**
 * Resident track screen (docs/product.md#311-tracking-a-request): the ID search, the result card
 * and "All Public Requests", all kept live by the public event stream. The id lives in the address
 * (/311/track/{id}), so a lookup can be shared, and the confirmation e-mail's link opens it
 * directly.
 */
import { useRef, useState } from 'react';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { RouteLink, useRouter } from '../../lib/router.tsx';
import { rich, useMessages } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PublicRequestsTable } from './PublicRequestsTable.tsx';
import { usePublicLiveFeed } from './track-api.ts';
import { trackMessages } from '#domain/messages-311/track-english.ts';
import { TrackResult } from './TrackResult.tsx';
import { TrackSearchForm } from './TrackSearchForm.tsx';

export function TrackScreen({ id }: { id?: string }) {
  const t = useMessages(trackMessages);
  useDocumentTitle(id ? t('requestTitle', { id }) : t('title'));
  const { navigate } = useRouter();
  const focusCardRef = useRef(false);
  const [focusNonce, setFocusNonce] = useState(0);
  // A counter, so a second update is announced again: the text differs by an invisible mark.
  const [updates, setUpdates] = useState(0);
  usePublicLiveFeed(id, () => {
    setUpdates((count) => count + 1);
  });

  const open = (target: string) => {
    focusCardRef.current = true;
    setFocusNonce((nonce) => nonce + 1);
    setUpdates(0);
    // Looking up the request already shown adds no history entry.
    navigate({ screen: 'track', id: target }, { replace: target === id });
  };

  return (
    <ResidentLayout actions={['submit', 'staff']}>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      {/* Not keyed: it follows the address itself. A key equal to TrackResult's made React keep every
          old form beside the new one. */}
      <TrackSearchForm id={id ?? ''} onSearch={open} />
      <p role="status" className="sr-only" data-testid="track-live-status">
        {updates > 0 ? `${t('updated')}${updates % 2 === 0 ? '\u200b' : ''}` : ''}
      </p>
      {id ? <TrackResult key={id} id={id} focusRequestRef={focusCardRef} focusNonce={focusNonce} /> : null}
      <p className="mt-8 text-slate-800">
        {rich(t, 'statsLead', {
          link: (chunks) => (
            <RouteLink
              to={{ screen: 'stats' }}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2"
            >
              {chunks}
            </RouteLink>
          ),
        })}
      </p>
      <PublicRequestsTable onView={open} />
    </ResidentLayout>
  );
}
