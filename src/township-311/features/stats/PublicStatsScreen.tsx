/**
 * "311 in numbers" (docs/product.md#311-in-numbers), for residents: requests opened and closed by
 * month and by category, and the median time to resolve, each chart with its table.
 */
import { useResidentRead } from '../../lib/resident-reads.ts';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { rich, useLanguage, useMessages } from '../../lib/i18n.tsx';
import { RouteLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { RequestCharts } from '../../ui/stats/RequestCharts.tsx';
import { statsMessages } from '../../ui/stats/stats.messages.ts';
import { durationText } from '../../ui/stats/stats-words.ts';
import { publicStatsRead } from './stats-api.ts';
import { LoadState } from '../../ui/LoadState.tsx';

export function PublicStatsScreen() {
  const t = useMessages(statsMessages);
  const { lang } = useLanguage();
  useDocumentTitle(t('title'));
  const stats = useResidentRead(publicStatsRead);
  return (
    <ResidentLayout actions={['submit', 'track']}>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-800">
        {rich(t, 'lead', {
          link: (chunks) => (
            <RouteLink to={{ screen: 'track' }} className="font-semibold text-brand-700 underline underline-offset-4">
              {chunks}
            </RouteLink>
          ),
        })}
      </p>
      <LoadState query={stats} loading={t('loading')} failed={t('failed')} className="mt-6">
        {(figures) => (
          <div className="mt-6 space-y-6">
            <dl className="rounded-xl bg-white p-4 shadow-sm">
              <dt className="text-sm font-semibold text-slate-700">{t('median')}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{durationText(figures.medianResolveMs, t)}</dd>
            </dl>
            <RequestCharts months={figures.months} byCategory={figures.byCategory} />
            <p className="text-sm text-slate-700">
              {rich(t, 'asOf', {
                when: formatRequestDate(figures.generatedAt, lang),
                time: (chunks) => <time dateTime={figures.generatedAt}>{chunks}</time>,
              })}
            </p>
          </div>
        )}
      </LoadState>
    </ResidentLayout>
  );
}
