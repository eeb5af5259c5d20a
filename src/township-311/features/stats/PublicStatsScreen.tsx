/**
 * "311 in numbers" (docs/product.md#311-in-numbers), for residents: requests opened and closed by
 * month and by category, and the median time to resolve, each chart with its table.
 */
import { useQuery } from '@tanstack/react-query';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { RouteLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResidentLayout } from '../../ui/ResidentLayout.tsx';
import { RequestCharts } from '../../ui/stats/RequestCharts.tsx';
import { durationText } from '../../ui/stats/stats-words.ts';
import { publicStatsQuery } from './stats-api.ts';
import { LoadState } from '../../ui/LoadState.tsx';

/** Shown when the public figures cannot be loaded. */
export const LOAD_STATS_FAILED = 'The figures could not be loaded. Please try again later.';

export function PublicStatsScreen() {
  useDocumentTitle('311 in numbers');
  const stats = useQuery(publicStatsQuery);
  return (
    <ResidentLayout actions={['submit', 'track']}>
      <h1 className="text-2xl font-bold text-slate-900">311 in numbers</h1>
      <p className="mt-2 text-slate-800">
        How many requests residents reported and how many the township finished, by month and by category.{' '}
        <RouteLink to={{ screen: 'track' }} className="font-semibold text-brand-700 underline underline-offset-4">
          See the requests themselves
        </RouteLink>
      </p>
      <LoadState query={stats} loading="Loading the figures…" failed={LOAD_STATS_FAILED} className="mt-6">
        {(figures) => (
          <div className="mt-6 space-y-6">
            <dl className="rounded-xl bg-white p-4 shadow-sm">
              <dt className="text-sm font-semibold text-slate-700">Median time to resolve a request</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{durationText(figures.medianResolveMs)}</dd>
            </dl>
            <RequestCharts months={figures.months} byCategory={figures.byCategory} />
            <p className="text-sm text-slate-700">
              Figures as of <time dateTime={figures.generatedAt}>{formatRequestDate(figures.generatedAt)}</time>.
            </p>
          </div>
        )}
      </LoadState>
    </ResidentLayout>
  );
}
