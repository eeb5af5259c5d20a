/**
 * What a screen of the staff requests query shows while it loads or after it failed; null once
 * there are rows. A 400 is the view's to fix (a filter too broad for the store, a stale page
 * cursor), so the server's words follow the message.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { LOAD_REQUESTS_FAILED } from './staff-requests.ts';

export function RequestsLoadState({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError'> & { error?: unknown };
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading requests…
      </p>
    );
  }
  if (query.isError) {
    const reason = query.error instanceof ApiError && query.error.status === 400 ? ` ${query.error.message}` : '';
    return (
      <p role="alert" className="font-medium text-red-800">
        {LOAD_REQUESTS_FAILED}
        {reason}
      </p>
    );
  }
  return null;
}
