/** What a screen of the staff requests query shows while it loads or after it failed; null once there are rows. */
import type { UseQueryResult } from '@tanstack/react-query';
import { LOAD_REQUESTS_FAILED } from './staff-requests.ts';

export function RequestsLoadState({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError'> }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading requests…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="font-medium text-red-800">
        {LOAD_REQUESTS_FAILED}
      </p>
    );
  }
  return null;
}
