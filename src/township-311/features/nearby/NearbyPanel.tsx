/**
 * "Already reported?" on the wizard's location step (docs/product.md#311-already-reported): the
 * open requests of the chosen category near the pin, each with "I have this problem too" (counts
 * the resident, then offers its updates by e-mail), and "Report it anyway", which closes the panel
 * until the category or the point changes. A chunk of its own, loaded with the step.
 */
import { useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { locationMessages } from '#domain/messages-311/location-english.ts';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { useRequestTerms } from '../../lib/request-terms.ts';
import { alsoReport, type NearbyPoint } from './nearby-api.ts';
import { NearbyFollow } from './NearbyFollow.tsx';
import { useNearby } from './use-nearby.ts';

interface NearbyPanelProps {
  category: string;
  point: NearbyPoint | null;
  /** Takes focus when the panel closes, so keyboard users are not left on nothing. */
  returnFocusId: string;
}

export default function NearbyPanel({ category, point, returnFocusId }: NearbyPanelProps) {
  const t = useMessages(locationMessages);
  const terms = useRequestTerms();
  const items = useNearby(category, point, false);
  const place = `${category}|${String(point?.lat)}|${String(point?.lng)}`;
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [counted, setCounted] = useState<NearbyItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');

  const press = async (item: NearbyItem) => {
    setError('');
    try {
      const { count } = await alsoReport(item.id);
      setCounted({ ...item, alsoReported: count });
      setAnnouncement(t('countedOn', { reference: formatReference(item.reference) }));
    } catch {
      setError(t('alsoReportedFailed'));
    }
  };
  const shown = closedAt !== place && (items.length > 0 || counted !== null);
  const list = counted && !items.some((item) => item.id === counted.id) ? [counted, ...items] : items;

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown ? (
        <section
          aria-labelledby="nearby-title"
          className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-5"
        >
          <h3 id="nearby-title" className="text-lg font-semibold text-slate-900">
            {t('nearbyTitle')}
          </h3>
          <p className="mt-1 text-slate-800">{t('nearbyIntro')}</p>
          <ul className="mt-3 space-y-3" data-testid="nearby-list">
            {list.map((item) => {
              const count = item.id === counted?.id ? counted.alsoReported : item.alsoReported;
              const reference = formatReference(item.reference);
              return (
                <li key={item.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <p className="font-semibold text-slate-900">
                    <span className="font-mono" translate="no">
                      {reference}
                    </span>{' '}
                    · {terms.status(item.status)}
                  </p>
                  <p className="text-slate-700">{t('nearbyDistance', { distance: item.distanceMetres })}</p>
                  <p className="text-slate-700" translate="no">
                    {item.address}
                  </p>
                  {count > 0 ? <p className="text-slate-700">{t('nearbyCount', { count })}</p> : null}
                  {item.id === counted?.id ? (
                    <NearbyFollow requestId={item.id} title={t('followNearby', { reference })} />
                  ) : (
                    <button
                      type="button"
                      onClick={() => void press(item)}
                      aria-label={t('alsoReportedLabel', { reference })}
                      className={buttonClasses('secondary', 'md', 'mt-2')}
                    >
                      {t('alsoReportedButton')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {error}
          </p>
          <button
            type="button"
            onClick={() => {
              setClosedAt(place);
              document.getElementById(returnFocusId)?.focus();
            }}
            className={buttonClasses('secondary', 'md', 'mt-3')}
          >
            {t('reportAnyway')}
          </button>
        </section>
      ) : null}
    </>
  );
}
