import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * One client for the app. Replies a retry cannot change (4xx: not found, signed out, forbidden)
 * are not retried; network failures and 5xx are, twice. Live feeds keep data fresh, so windows
 * regaining focus do not refetch.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The client of the whole visit, made on first use: moving between screens keeps what is cached,
 * and a change made on one screen (a resident's new request) marks another's data stale.
 */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
