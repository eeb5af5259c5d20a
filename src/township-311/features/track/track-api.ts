/**
 * The resident track screen's calls: the public list (GET /api/requests, 50 at a time, newest
 * first, filtered by status and category) and one request's public view (GET /api/requests/:id),
 * kept live by the public event stream. Each `created` or `updated` event carries only the list
 * row, so every cached page is patched in place and an open request whose row changed is
 * refetched for its history and comments. Asking to follow a request by e-mail is in
 * lib/follow-by-email.ts (the follow feature has the calls from the e-mails' links). The reads go through
 * `lib/resident-reads.ts`, not TanStack Query, for the resident JavaScript budget.
 */
import { api, ApiError, getJson, readJson, type SuccessData } from '../../lib/api-client.ts';
import { PUBLIC_LIVE_FEED, useLiveFeed } from '../../lib/live-feed.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  invalidateResidentReads,
  residentReadsUnder,
  setResidentRead,
  type ResidentRead,
} from '../../lib/resident-reads.ts';
import {
  isPublicListRow,
  placePublicRow,
  publicListSearch,
  readPublicListSearch,
  type PublicListPage,
} from './public-list.ts';
import type { PublicListParams } from '#domain/messages-311/public-list-status.ts';

const oneCall = (id: string) => api.api.requests[':id'].$get({ param: { id } });
export type PublicRequestView = SuccessData<Awaited<ReturnType<typeof oneCall>>>;

export const publicRequestsRead = (params: PublicListParams): ResidentRead<PublicListPage> => {
  const search = publicListSearch(params);
  return {
    key: queryKeys.requests.public.list(search),
    read: () => getJson<PublicListPage>(`/api/requests${search}`),
    keepPrevious: true,
  };
};

export const publicRequestRead = (id: string): ResidentRead<PublicRequestView> => ({
  key: queryKeys.requests.public.detail(id),
  read: () => readJson(oneCall(id)),
});

/**
 * The message for a failed lookup (docs/product.md#311-tracking-a-request): only a 404 means the
 * id is unknown; a network failure or any other reply is a failed fetch.
 */
export function trackErrorKey(error: unknown): 'notFound' | 'fetchFailed' {
  return error instanceof ApiError && error.status === 404 ? 'notFound' : 'fetchFailed';
}

/**
 * Subscribes to the public live feed (stream or polled changes) while mounted. `onOpenChanged` runs when the row of the
 * request on screen changes (`openId`), after its refetch has been started.
 */
export function usePublicLiveFeed(openId: string | undefined, onOpenChanged: () => void): void {
  useLiveFeed(PUBLIC_LIVE_FEED, {
    onChange: (_event, data) => {
      if (!isPublicListRow(data)) return;
      for (const [key, page] of residentReadsUnder<PublicListPage>(queryKeys.requests.public.lists)) {
        const search = key[3];
        if (typeof search === 'string') setResidentRead(key, placePublicRow(page, readPublicListSearch(search), data));
      }
      if (openId !== undefined && data.id === openId) {
        invalidateResidentReads(queryKeys.requests.public.detail(openId));
        onOpenChanged();
      }
    },
    onOpen: () => {
      invalidateResidentReads(queryKeys.requests.public.all);
    },
  });
}
