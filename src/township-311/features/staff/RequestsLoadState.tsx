/**
 * What a screen of the staff requests query shows while it loads or after it failed; null once
 * there are rows. A 400 is the view's to fix (a filter too broad for the store, a stale page
 * cursor), so the server's words follow the message.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { LoadState } from '../../ui/LoadState.tsx';
import { LOAD_REQUESTS_FAILED } from './staff-requests-api.ts';

export function RequestsLoadState({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError'> & { error?: unknown };
}) {
  const reason = query.error instanceof ApiError && query.error.status === 400 ? ` ${query.error.message}` : '';
  return (
    <LoadState
      query={{ ...query, data: undefined }}
      loading="Loading requests…"
      failed={
        <>
          {LOAD_REQUESTS_FAILED}
          {reason}
        </>
      }
    />
  );
}
