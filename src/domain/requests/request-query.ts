/**
 * What a store is asked for when it lists requests a page at a time (the staff list, the public
 * list, Open311, exports): a filter, an order and a keyset cursor. Every store gives the same
 * answer; the contract suite (functions/testing/contracts/storage/request-query.contract.ts)
 * holds them to it.
 */
import { PRIORITIES, type Category, type Priority, type Status } from './constants.ts';
import { matchesWords, requestText } from './search-words.ts';
import { matchesSubmitter, type SubmitterSearchable } from './submitter-search.ts';

/**
 * Requests that pass every given condition; an absent condition passes all. An empty list passes
 * none (`statuses: []` is an empty answer, which an overdue filter on finished statuses gives).
 */
export interface RequestFilter {
  statuses?: readonly Status[] | undefined;
  priorities?: readonly Priority[] | undefined;
  categories?: readonly Category[] | undefined;
  /** Assigned department, exact. */
  departments?: readonly string[] | undefined;
  /** A staff member's profile id, or null for requests assigned to nobody. */
  assignedTo?: string | null | undefined;
  /** The languages requests were submitted in (request-language.ts), exact. */
  languages?: readonly string[] | undefined;
  /** Created at or after this instant. */
  createdFrom?: Date | undefined;
  /** Created before this instant. */
  createdBefore?: Date | undefined;
  /** Due before this instant (with the open statuses: overdue at it). */
  dueBefore?: Date | undefined;
  /** 'pending': only requests whose completed work awaits a manager's review (work-completed.ts). */
  review?: 'pending' | undefined;
  /** Search words from searchWords(): each must start a word of the id, category, address or description. */
  words?: readonly string[] | undefined;
  /**
   * With words: also pass requests whose submitter's name, e-mail or phone holds every word
   * (matchesSubmitter). Only for viewers allowed to see submitter information (viewSubmitterInfo).
   */
  searchSubmitters?: boolean | undefined;
}

export const REQUEST_SORTS = ['created', 'updated', 'priority', 'due'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * Where a page ends: the sort key of its last request and that request's id, which breaks ties in
 * the same direction as the sort.
 */
export interface PageCursor {
  key: readonly number[];
  id: string;
}

export interface RequestPageQuery {
  filter: RequestFilter;
  sort: RequestSort;
  direction: SortDirection;
  /** 1 to MAX_PAGE_SIZE. */
  limit: number;
  /** Only requests after this one in the order. */
  after?: PageCursor | null | undefined;
}

/** A store never returns more than this in one page. */
export const MAX_PAGE_SIZE = 500;

/**
 * Urgency for sorting: Emergency 4, High 3, Medium 2, Low 1; "desc" puts the most urgent first.
 * @example priorityRank('Emergency') // 4
 */
export function priorityRank(priority: Priority): number {
  return PRIORITIES.indexOf(priority) + 1;
}

interface Sortable {
  id: string;
  priority: Priority;
  createdAt: string;
  lastUpdatedAt: string;
  dueAt: string;
}

/**
 * The values a request is ordered by, before its id: created, updated and due by their instant in
 * milliseconds; priority by its rank, then created.
 * @example sortKey(request, 'priority') // [4, 1764876000000]
 */
export function sortKey(request: Sortable, sort: RequestSort): number[] {
  switch (sort) {
    case 'created':
      return [Date.parse(request.createdAt)];
    case 'updated':
      return [Date.parse(request.lastUpdatedAt)];
    case 'due':
      return [Date.parse(request.dueAt)];
    case 'priority':
      return [priorityRank(request.priority), Date.parse(request.createdAt)];
  }
}

/** The cursor that continues after this request. */
export function cursorAfter(request: Sortable, sort: RequestSort): PageCursor {
  return { key: sortKey(request, sort), id: request.id };
}

/**
 * Compares two requests in a sort: negative when `a` comes first. The reference order every store
 * must follow, and what stores that filter in memory sort with.
 */
export function compareInSort(a: Sortable, b: Sortable, sort: RequestSort, direction: SortDirection): number {
  return compareKeys(cursorAfter(a, sort), cursorAfter(b, sort), direction);
}

/** Negative when cursor `a` comes before `b` in the direction. */
export function compareKeys(a: PageCursor, b: PageCursor, direction: SortDirection): number {
  const sign = direction === 'asc' ? 1 : -1;
  for (let i = 0; i < Math.max(a.key.length, b.key.length); i += 1) {
    const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
    if (difference !== 0) return sign * difference;
  }
  return a.id === b.id ? 0 : sign * (a.id < b.id ? -1 : 1);
}

/**
 * A cursor as URL-safe text, e.g. for `?after=`.
 * @example encodeCursor({ key: [1764876000000], id: 'AbCdEfGhIjKlMnOpQrSt' }) // 'MTc2NDg3NjAwMDAwMH5BYkNk…'
 */
export function encodeCursor(cursor: PageCursor): string {
  const text = `${cursor.key.join('.')}~${cursor.id}`;
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor in a text from encodeCursor, or null when it is not one (for `sort`'s key length). */
export function decodeCursor(text: string, sort: RequestSort): PageCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = /^(-?\d{1,16}(?:\.-?\d{1,16})?)~([A-Za-z0-9]{16,32})$/.exec(decoded);
  if (!match) return null;
  const key = match[1]!.split('.').map(Number);
  if (key.length !== (sort === 'priority' ? 2 : 1) || !key.every(Number.isSafeInteger)) return null;
  return { key, id: match[2]! };
}

interface Filterable extends Sortable {
  reference: string;
  category: Category;
  status: Status;
  assignedDepartment: string | null;
  assignedTo: string | null;
  address: string;
  description: string;
  /** Absent in data from before languages: English. */
  language?: string;
  /** Absent in data from before work completion: false. */
  reviewPending?: boolean;
}

/**
 * Whether a request passes a filter: the reference rule every store follows, and what the portal
 * uses to tell whether a request it hears about live belongs in the view on screen. `submitter` is
 * the request's submitter information, read only by a filter that searches submitters.
 * @example matchesFilter(request, { statuses: ['New'], words: ['main'] }) // true for a New request on Main St
 */
export function matchesFilter(
  request: Filterable,
  filter: RequestFilter,
  submitter?: SubmitterSearchable | null,
): boolean {
  const created = Date.parse(request.createdAt);
  if (filter.statuses && !filter.statuses.includes(request.status)) return false;
  if (filter.priorities && !filter.priorities.includes(request.priority)) return false;
  if (filter.categories && !filter.categories.includes(request.category)) return false;
  if (filter.departments && !filter.departments.includes(request.assignedDepartment ?? '')) return false;
  if (filter.assignedTo !== undefined && request.assignedTo !== filter.assignedTo) return false;
  if (filter.languages && !filter.languages.includes(request.language ?? 'en')) return false;
  if (filter.createdFrom && created < filter.createdFrom.getTime()) return false;
  if (filter.createdBefore && created >= filter.createdBefore.getTime()) return false;
  if (filter.dueBefore && Date.parse(request.dueAt) >= filter.dueBefore.getTime()) return false;
  if (filter.review === 'pending' && request.reviewPending !== true) return false;
  if (filter.words?.length && !matchesWords(requestText(request), filter.words)) {
    return Boolean(filter.searchSubmitters && submitter && matchesSubmitter(submitter, filter.words));
  }
  return true;
}
