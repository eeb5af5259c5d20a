/**
 * page() and count() over requests held in memory, by the reference rules of
 * #domain/requests/request-query.ts: for service tests that need thousands of requests without
 * writing them to a store. It records every page query, so tests can check how a service pages.
 */
import {
  compareInSort,
  compareKeys,
  cursorAfter,
  matchesFilter,
  type RequestFilter,
  type RequestPageQuery,
} from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { RequestStore } from '../../storage/ports.ts';

interface MemoryRequestPages extends Pick<RequestStore, 'page' | 'count'> {
  queries: RequestPageQuery[];
}

/** @example const pages = memoryRequestPages(many); const store = { ...deps.stores.requests, ...pages }; */
export function memoryRequestPages(requests: readonly ServiceRequest[]): MemoryRequestPages {
  const queries: RequestPageQuery[] = [];
  return {
    queries,
    page(query) {
      queries.push(query);
      const { filter, sort, direction, after } = query;
      const sorted = requests
        .filter((request) => matchesFilter(request, filter))
        .sort((a, b) => compareInSort(a, b, sort, direction));
      const rest = after
        ? sorted.filter((request) => compareKeys(cursorAfter(request, sort), after, direction) > 0)
        : sorted;
      return Promise.resolve(rest.slice(0, query.limit));
    },
    count(filter: RequestFilter) {
      return Promise.resolve(requests.filter((request) => matchesFilter(request, filter)).length);
    },
  };
}
