/**
 * All Requests (docs/product.md#311-staff-portal): every request with full data, kept live by the
 * staff feed, narrowed by one free-text filter. The filter text is kept in the address (?q=) so a
 * count card's link, a reload and the back button all show the same rows.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { filterRequests } from '#domain/requests/request-filter.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { InputField } from '../FormField.tsx';
import { staffRequestsQuery } from '../staff-requests.ts';
import { RequestsLoadState } from '../RequestsLoadState.tsx';
import { RequestRows } from '../RequestRows.tsx';

/** Typing settles this long before the address bar follows, so history is not rewritten per key. */
const URL_SYNC_DELAY_MS = 300;

/** "1 request", "12 requests". */
export function requestCountText(count: number): string {
  return `${count} ${count === 1 ? 'request' : 'requests'}`;
}

/**
 * Keeps ?q= in step with the box. The address is replaced directly rather than through the
 * router, so typing neither adds history entries nor moves focus to the heading.
 */
function useFilterInAddress(text: string): void {
  const { href } = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => {
      const filter = text.trim() ? text : undefined;
      const url = href(filter ? { screen: 'requests', filter } : { screen: 'requests' });
      if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
    }, URL_SYNC_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, href]);
}

export function RequestListScreen({ filter }: { filter?: string }) {
  useDocumentTitle('All Requests');
  const { route } = useRouter();
  const [text, setText] = useState(filter ?? '');
  // A new navigation to this screen (a sidebar link, a count card, back) brings its own filter.
  const [seenRoute, setSeenRoute] = useState(route);
  if (route !== seenRoute) {
    setSeenRoute(route);
    setText(filter ?? '');
  }
  const requests = useQuery(staffRequestsQuery);
  useFilterInAddress(text);

  const rows = useMemo(() => filterRequests(requests.data?.requests ?? [], text), [requests.data, text]);

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">All Requests</h1>
      {/* Not a form: the rows follow the text as it is typed. */}
      <div className="max-w-md">
        <InputField
          id="request-filter"
          label="Filter requests"
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          aria-describedby="request-filter-hint"
        >
          <p id="request-filter-hint" className="mt-1 text-sm text-slate-700">
            Matches the ID, category, location, status or priority.
          </p>
        </InputField>
      </div>
      {requests.isPending || requests.isError ? (
        <RequestsLoadState query={requests} />
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-slate-800">
            {requestCountText(rows.length)}
          </p>
          <RequestRows requests={rows} />
        </>
      )}
    </div>
  );
}
