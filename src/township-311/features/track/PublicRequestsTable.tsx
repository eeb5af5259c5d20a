/**
 * "All Public Requests": the 50 newest requests (docs/product.md#311-tracking-a-request), then
 * older ones 50 at a time, filtered by status and category, kept current by the live feed, as a
 * list (cards on a phone, a table on wider screens: PublicRequestRows.tsx) or as a map of the same
 * rows.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { useTownshipTerms, type TownshipTerms } from '../../lib/township-terms.ts';
import type { RequestMarker } from '../../ui/map/RequestsMap.tsx';
import { publicListStatus, type PublicListParams } from '#domain/messages-311/public-list-status.ts';
import { readPublicListSearch, type PublicRow } from './public-list.ts';
import { FocusHeading } from './FocusHeading.tsx';
import { PublicListFilters } from './PublicListFilters.tsx';
import { PublicRequestCards, PublicRequestTable } from './PublicRequestRows.tsx';
import { useResidentRead } from '../../lib/resident-reads.ts';
import { publicRequestsRead } from './track-api.ts';
import { trackMessages, type TrackMessageKey } from '#domain/messages-311/track-english.ts';
import { useRequestTerms } from '../../lib/request-terms.ts';
import type { Translate } from '#domain/i18n/messages.ts';
import { LoadState } from '../../ui/LoadState.tsx';

const RequestsMap = lazy(() => import('../../ui/map/RequestsMap.tsx'));

export function PublicRequestsTable({ onView }: { onView: (id: string) => void }) {
  const t = useMessages(trackMessages);
  const terms = useTownshipTerms();
  const names = useRequestTerms();
  // The address's filters and page, as the server's plain list showed them before the app started.
  const [params, setParams] = useState<PublicListParams>(() => readPublicListSearch(window.location.search));
  const { data, isPending, isError, isPlaceholderData } = useResidentRead(publicRequestsRead(params));
  const [asMap, setAsMap] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the terms follow `t`, which follows the language
  const markers = useMemo(() => publicMarkers(data?.requests ?? [], t, terms, names.status), [data, t]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtered = params.status !== null || params.category !== null;
  /** To another page: the heading takes focus, since the button pressed may be gone. */
  const turnPage = (after: string | null) => {
    setParams({ ...params, after });
    headingRef.current?.focus();
  };
  return (
    <section aria-labelledby="public-requests-heading" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FocusHeading id="public-requests-heading" headingRef={headingRef}>
          {t('publicTitle')}
        </FocusHeading>
        <div role="group" aria-label={t('showAs')} className="flex gap-2">
          {(['viewList', 'viewMap'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={asMap === (view === 'viewMap')}
              onClick={() => {
                setAsMap(view === 'viewMap');
              }}
              className={buttonClasses('secondary', 'sm', 'min-h-11 aria-pressed:bg-brand-700 aria-pressed:text-white')}
            >
              {t(view)}
            </button>
          ))}
        </div>
      </div>
      <PublicListFilters
        params={params}
        onApply={(filters) => {
          setParams({ ...filters, after: null });
        }}
      />
      <p role="status" className="mt-3 text-sm font-medium text-slate-800" data-testid="public-list-status">
        {data && !isPlaceholderData
          ? publicListStatus(params, data.requests.length, { t, category: terms.category, status: names.status })
          : ''}
      </p>
      <LoadState
        query={{ isPending, isError, data }}
        loading={t('loadingRequests')}
        failed={t('listFailed')}
        className="mt-3"
      >
        {(list) =>
          list.requests.length === 0 ? (
            <p className="mt-3 text-slate-700">{t(filtered ? 'noMatch' : 'noneSubmitted')}</p>
          ) : asMap ? (
            <div className="mt-3 grid gap-2">
              <p className="text-sm text-slate-800">
                {t('mapCount', { mapped: markers.length, count: list.requests.length })}
              </p>
              <Suspense fallback={<p role="status">{t('loadingMap')}</p>}>
                <RequestsMap markers={markers} label={t('mapLabel')} statusName={names.status} onOpen={onView} />
              </Suspense>
            </div>
          ) : (
            <>
              <PublicRequestCards rows={list.requests} onView={onView} labelledBy="public-requests-heading" />
              <PublicRequestTable rows={list.requests} onView={onView} labelledBy="public-requests-heading" />
            </>
          )
        }
      </LoadState>
      {params.after || data?.next ? (
        <nav aria-label={t('pages')} className="mt-3 flex flex-wrap gap-3">
          {params.after ? (
            <button
              type="button"
              className={buttonClasses('secondary', 'md')}
              onClick={() => {
                turnPage(null);
              }}
            >
              {t('newest')}
            </button>
          ) : null}
          {data?.next ? (
            <button
              type="button"
              className={buttonClasses('secondary', 'md')}
              onClick={() => {
                turnPage(data.next);
              }}
            >
              {t('older')}
            </button>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** The rows with a map point, as markers named in the reader's language: what the list shows, and nothing more. */
function publicMarkers(
  rows: readonly PublicRow[],
  t: Translate<TrackMessageKey>,
  terms: TownshipTerms,
  statusName: (status: string) => string,
): RequestMarker[] {
  return rows.flatMap((row) =>
    row.location
      ? [
          {
            id: row.id,
            lat: row.location.lat,
            lng: row.location.lng,
            status: row.status,
            label: t('markerLabel', {
              category: terms.category(row.category),
              status: statusName(row.status),
              address: row.address,
            }),
          },
        ]
      : [],
  );
}
