/**
 * Requests and filters for the list query contract (request-query.contract.ts): requests with
 * chosen timestamps (written with restore()), the reference answer (matchesFilter and
 * compareInSort), a walk through every page of a query, and seeded random requests and filters.
 */
import { legacyReference } from '#domain/requests/reference.ts';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import {
  compareInSort,
  cursorAfter,
  matchesFilter,
  REQUEST_SORTS,
  type RequestFilter,
  type RequestPageQuery,
} from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import type { RequestStore } from '../../../storage/ports.ts';
import type { RequestTransfer } from '../../../storage/transfer-ports.ts';
import { newRequest } from './fixtures.ts';

/** 2026-10-01T12:00:00Z, plus `hours`, as an ISO timestamp. */
export const hoursAfterBase = (hours: number) => new Date(Date.UTC(2026, 9, 1, 12) + hours * 3_600_000).toISOString();

/**
 * A complete request with a fresh id, created, updated and due at the given instants (by default
 * all at the base time), open and with a history that says so.
 * @example storedRequest({ status: 'New', createdAt: hoursAfterBase(2) })
 */
export function storedRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  const createdAt = overrides.createdAt ?? hoursAfterBase(0);
  const fresh = newRequest();
  return {
    ...sampleRequest(),
    ...fresh,
    // The reference follows the id it is stored under, so a search's words are the same every run.
    reference: legacyReference(overrides.id ?? fresh.id),
    createdAt,
    lastUpdatedAt: createdAt,
    dueAt: hoursAfterBase(100),
    history: [{ timestamp: createdAt, action: 'Request Submitted', user: 'Resident', userId: null }],
    ...overrides,
  };
}

/** Writes requests as they are, timestamps included. */
export async function restoreAll(store: RequestTransfer, requests: readonly ServiceRequest[]): Promise<void> {
  for (const request of requests) await store.restore(request);
}

/** The reference answer: every request that passes the filter, in the query's order. */
export function referenceOrder(requests: readonly ServiceRequest[], query: Omit<RequestPageQuery, 'limit'>) {
  return requests
    .filter((request) => matchesFilter(request, query.filter))
    .sort((a, b) => compareInSort(a, b, query.sort, query.direction));
}

/** Every page of a query, walked with the cursor after each page's last request. */
export async function allPages(store: RequestStore, query: RequestPageQuery): Promise<ServiceRequest[][]> {
  const pages: ServiceRequest[][] = [];
  let after = query.after ?? null;
  for (;;) {
    const page = await store.page({ ...query, after });
    if (page.length > 0) pages.push(page);
    if (page.length < query.limit) return pages;
    after = cursorAfter(page.at(-1)!, query.sort);
    if (pages.length > 1000) throw new Error('more than 1000 pages: the cursor does not move');
  }
}

const SOME_CATEGORIES = CATEGORIES.slice(0, 5);
const DEPARTMENTS = [null, '', 'Public Works', 'Engineering', 'Parks & Recreation'];
const ASSIGNEES = [null, 'staff-a', 'staff-b', 'staff-c'];
const WORDS = ['pothole', 'main', 'café', 'Élan', 'street', 'light', 'broken', 'tree', 'noise', 'lamp'];
const STREETS = ['Main St', 'Elm Ave', 'Straße Rd', 'Oak Ln'];
/** English most often, as in the township. */
const LANGUAGES = ['en', 'en', 'en', 'es', 'zh-Hans', 'ko', 'hi'];

/**
 * Requests with every field varied, and instants drawn from a few values so sort keys tie often
 * (ties are broken by id).
 * @example randomRequests(seededRandom(1), 300).length // 300
 */
export function randomRequests(random: () => number, count: number): ServiceRequest[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const created = Math.floor(random() * 40);
    return storedRequest({
      status: pick(STATUSES),
      priority: pick(PRIORITIES),
      category: pick(SOME_CATEGORIES),
      assignedDepartment: pick(DEPARTMENTS),
      assignedTo: pick(ASSIGNEES),
      createdAt: hoursAfterBase(created),
      lastUpdatedAt: hoursAfterBase(created + Math.floor(random() * 5)),
      dueAt: hoursAfterBase(Math.floor(random() * 20) * 4),
      address: `${1 + Math.floor(random() * 20)} ${pick(STREETS)}`,
      description: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
      language: pick(LANGUAGES),
      reviewPending: random() < 0.2,
    });
  });
}

/** A subset of a list (sometimes empty, which matches nothing). */
function subset<T>(random: () => number, list: readonly T[]): T[] {
  return list.filter(() => random() < 0.4);
}

/**
 * A filter with each condition present about a third of the time, and a sort, direction and
 * page size.
 * @example randomQuery(seededRandom(2), ['pot', 'main']).limit // 1 to 40
 */
export function randomQuery(random: () => number, searchable: readonly string[]): RequestPageQuery {
  const maybe = <T>(make: () => T) => (random() < 0.3 ? make() : undefined);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const filter: RequestFilter = {
    statuses: maybe(() => subset(random, STATUSES)),
    priorities: maybe(() => subset(random, PRIORITIES)),
    categories: maybe(() => subset(random, SOME_CATEGORIES)),
    departments: maybe(() => subset(random, DEPARTMENTS).map((department) => department ?? '')),
    assignedTo: maybe(() => pick(ASSIGNEES)),
    createdFrom: maybe(() => new Date(hoursAfterBase(Math.floor(random() * 20)))),
    createdBefore: maybe(() => new Date(hoursAfterBase(20 + Math.floor(random() * 20)))),
    dueBefore: maybe(() => new Date(hoursAfterBase(Math.floor(random() * 80)))),
    words: maybe(() => [pick(searchable)]),
    languages: maybe(() => [...new Set(subset(random, LANGUAGES))]),
    review: maybe(() => 'pending' as const),
  };
  return {
    filter,
    sort: pick(REQUEST_SORTS),
    direction: random() < 0.5 ? 'asc' : 'desc',
    limit: 1 + Math.floor(random() * 40),
  };
}
