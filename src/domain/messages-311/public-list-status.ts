/**
 * The public list's status line (what it shows, in a sentence), the same in the app's list and the
 * server's page without JavaScript.
 */
import type { Translate } from '../i18n/translate.ts';
import type { Category, Status } from '../requests/constants.ts';
import type { TrackMessageKey } from './track-english.ts';

/** Which public list page: the filters chosen and where the page starts (null: the newest). */
export interface PublicListParams {
  status: Status | null;
  category: Category | null;
  after: string | null;
}

/** How the status line names what it shows: the messages and a category's name in the reader's language. */
export interface ListWords {
  t: Translate<TrackMessageKey>;
  category: (name: string) => string;
  status: (stored: string) => string;
}

/**
 * What the list shows, for its polite status line; an empty list says so in a sentence.
 * @example publicListStatus({ status: 'New', category: null, after: null }, 50, words) // 'Showing the 50 newest requests (status New).'
 * @example publicListStatus({ status: 'Resolved', category: null, after: null }, 0, words) // 'There are no requests with status Resolved.'
 */
export function publicListStatus(params: PublicListParams, count: number, { t, category, status }: ListWords): string {
  const chosen: string[] = [];
  if (params.status) chosen.push(t('filterStatus', { status: status(params.status) }));
  if (params.category) chosen.push(t('filterCategory', { category: category(params.category) }));
  const [first, second] = chosen;
  if (count === 0) {
    const filters = second ? t('filtersAnd', { first: first!, second }) : first;
    if (params.after) return filters ? t('noOlderWith', { filters }) : t('noOlder');
    return filters ? t('noneWith', { filters }) : t('noneYet');
  }
  const filters = second ? t('filtersComma', { first: first!, second }) : first;
  if (params.after) return filters ? t('showingOlderWith', { count, filters }) : t('showingOlder', { count });
  return filters ? t('showingNewestWith', { count, filters }) : t('showingNewest', { count });
}
