/**
 * The staff list's view (docs/311-app.md#all-requests): filters, search, order and page, as they
 * travel in the address (`/311/staff/requests?status=New&sort=due&dir=asc`) and in the API's query
 * string. One parser for both, so a bookmarked view and the list the server sends agree; one
 * conversion to a store filter, used by the list and by the dashboard's cards, so a card's number
 * and the list it opens always agree.
 */
import { categoryNames, departmentNames, township } from '../township/township.ts';
import {
  OPEN_STATUSES,
  PRIORITIES,
  STATUSES,
  type Category,
  type Department,
  type Priority,
  type Status,
} from './constants.ts';
import { REQUEST_SORTS, type RequestFilter, type RequestSort, type SortDirection } from './request-query.ts';
import { parseReference } from './reference.ts';
import { searchWords } from './search-words.ts';
import { phoneSearch } from './submitter-search.ts';
import { zonedTimeToUtc } from '../time/zoned-time.ts';
import { TOWNSHIP_TIME_ZONE } from './format-date.ts';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** The longest search box text kept. */
export const MAX_QUERY_LENGTH = 200;

/** The list's columns a member may hide (`hide=id&hide=submitted`); the others are always shown. */
export const OPTIONAL_COLUMNS = ['id', 'assignee', 'submitted', 'due', 'priority'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

/** Who a request is assigned to: anyone (no filter), the signed-in member, nobody, or a member's id. */
export type AssigneeChoice = 'me' | 'unassigned' | { id: string };

export interface StaffListView {
  statuses: Status[];
  priorities: Priority[];
  categories: Category[];
  departments: Department[];
  /** The languages requests were submitted in: the profile's tags (`language=ko`). */
  languages: string[];
  assignee: AssigneeChoice | null;
  /** Created on or after this township date, YYYY-MM-DD. */
  from: string | null;
  /** Created on or before this township date. */
  to: string | null;
  overdue: boolean;
  /** Only requests whose completed work awaits review (`review=pending`). */
  reviewPending: boolean;
  /** The search box as typed (trimmed). */
  q: string;
  sort: RequestSort;
  direction: SortDirection;
  /** An encoded cursor: the page after it. */
  after: string | null;
  /** An encoded cursor: the page before it. */
  before: string | null;
  size: number;
  /** Optional columns left out of the list; the store's query ignores them. */
  hidden: OptionalColumn[];
}

export const DEFAULT_VIEW: StaffListView = {
  statuses: [],
  priorities: [],
  categories: [],
  departments: [],
  languages: [],
  assignee: null,
  from: null,
  to: null,
  overdue: false,
  reviewPending: false,
  q: '',
  sort: 'created',
  direction: 'desc',
  after: null,
  before: null,
  size: DEFAULT_PAGE_SIZE,
  hidden: [],
};

/** Each sort's natural direction: newest, most recently updated, most urgent, due soonest. */
export const DEFAULT_DIRECTION: Record<RequestSort, SortDirection> = {
  created: 'desc',
  updated: 'desc',
  priority: 'desc',
  due: 'asc',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STAFF_ID = /^[\w-]{1,128}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

export type ParsedView = { ok: true; view: StaffListView } | { ok: false; message: string };

function listOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] | string {
  const values = params.getAll(name);
  const wrong = values.find((value) => !allowed.includes(value as T));
  if (wrong !== undefined) return `Unknown ${name} "${wrong.slice(0, 40)}". Use one of: ${allowed.join(', ')}.`;
  return [...new Set(values as T[])];
}

/** The dates a view may name: before the first request, after any that will be, they select nothing useful. */
export const VIEW_DATE_RANGE = { first: '2000-01-01', last: '2999-12-31' } as const;

/** A calendar date that exists (no 2026-13-01, 2026-02-30 or 2026-00-05). */
function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a date parameter is refused, or null when it is a real date in range. */
function dateProblem(name: string, value: string): string | null {
  if (!isRealDate(value)) return `${name} must be a date like 2026-11-27.`;
  if (value < VIEW_DATE_RANGE.first || value > VIEW_DATE_RANGE.last) {
    return `${name} must be between ${VIEW_DATE_RANGE.first} and ${VIEW_DATE_RANGE.last}.`;
  }
  return null;
}

/**
 * The view in a query string; an unknown value is an error that names it (the API answers 400;
 * the portal falls back to the default view). Unknown parameters are ignored.
 * @example parseStaffListView(new URLSearchParams('status=New&sort=due')) // { ok: true, view: { ..., statuses: ['New'], sort: 'due', direction: 'asc' } }
 */
export function parseStaffListView(params: URLSearchParams): ParsedView {
  const fail = (message: string): ParsedView => ({ ok: false, message });
  const statuses = listOf(params, 'status', STATUSES);
  if (typeof statuses === 'string') return fail(statuses);
  const priorities = listOf(params, 'priority', PRIORITIES);
  if (typeof priorities === 'string') return fail(priorities);
  const categories = listOf(params, 'category', categoryNames());
  if (typeof categories === 'string') return fail(categories);
  const chosenDepartments = listOf(params, 'department', departmentNames());
  if (typeof chosenDepartments === 'string') return fail(chosenDepartments);
  // Only the profile's languages: a known, short list, so the filter stays within its indexes.
  const languages = listOf(params, 'language', township().languages);
  if (typeof languages === 'string') return fail(languages);
  const hiddenColumns = listOf(params, 'hide', OPTIONAL_COLUMNS);
  if (typeof hiddenColumns === 'string') return fail(hiddenColumns);

  const assigneeText = params.get('assignee');
  let assignee: AssigneeChoice | null = null;
  if (assigneeText === 'me' || assigneeText === 'unassigned') assignee = assigneeText;
  else if (assigneeText) {
    if (!STAFF_ID.test(assigneeText)) return fail('assignee must be "me", "unassigned" or a staff id.');
    assignee = { id: assigneeText };
  }

  const from = params.get('from') || null;
  const to = params.get('to') || null;
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const problem = value === null ? null : dateProblem(name, value);
    if (problem) return fail(problem);
  }
  if (from && to && from > to) return fail('from must not be after to.');

  const overdueText = params.get('overdue');
  if (
    overdueText !== null &&
    overdueText !== '1' &&
    overdueText !== 'true' &&
    overdueText !== '0' &&
    overdueText !== 'false'
  ) {
    return fail('overdue must be 1 or 0.');
  }
  const reviewText = params.get('review');
  if (reviewText !== null && reviewText !== 'pending' && reviewText !== '') return fail('review must be pending.');
  const q = (params.get('q') ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH) return fail(`The search must be at most ${MAX_QUERY_LENGTH} characters.`);

  const sortText = params.get('sort') ?? DEFAULT_VIEW.sort;
  if (!REQUEST_SORTS.includes(sortText as RequestSort))
    return fail(`sort must be one of: ${REQUEST_SORTS.join(', ')}.`);
  const sort = sortText as RequestSort;
  const dirText = params.get('dir') ?? DEFAULT_DIRECTION[sort];
  if (dirText !== 'asc' && dirText !== 'desc') return fail('dir must be asc or desc.');

  const after = params.get('after') || null;
  const before = params.get('before') || null;
  if (after && before) return fail('Give after or before, not both.');
  if ((after && !CURSOR.test(after)) || (before && !CURSOR.test(before))) return fail('The page cursor is not valid.');

  const sizeText = params.get('size');
  const size = sizeText === null ? DEFAULT_PAGE_SIZE : Number(sizeText);
  if (!(PAGE_SIZES as readonly number[]).includes(size)) return fail(`size must be one of: ${PAGE_SIZES.join(', ')}.`);

  return {
    ok: true,
    view: {
      statuses,
      priorities,
      categories,
      departments: chosenDepartments,
      languages,
      assignee,
      from,
      to,
      overdue: overdueText === '1' || overdueText === 'true',
      reviewPending: reviewText === 'pending',
      q,
      sort,
      direction: dirText,
      after,
      before,
      size,
      // In the options' order, so one choice has one address.
      hidden: OPTIONAL_COLUMNS.filter((column) => hiddenColumns.includes(column)),
    },
  };
}

/**
 * The view as a query string, in a fixed order and without defaults, so one view has one address.
 * @example staffListSearch({ ...DEFAULT_VIEW, statuses: ['New'] }) // '?status=New'
 */
export function staffListSearch(view: Partial<StaffListView>): string {
  const full = { ...DEFAULT_VIEW, ...view };
  const params = new URLSearchParams();
  for (const status of full.statuses) params.append('status', status);
  for (const priority of full.priorities) params.append('priority', priority);
  for (const category of full.categories) params.append('category', category);
  for (const department of full.departments) params.append('department', department);
  for (const language of full.languages) params.append('language', language);
  if (full.assignee) params.set('assignee', typeof full.assignee === 'string' ? full.assignee : full.assignee.id);
  if (full.from) params.set('from', full.from);
  if (full.to) params.set('to', full.to);
  if (full.overdue) params.set('overdue', '1');
  if (full.reviewPending) params.set('review', 'pending');
  if (full.q) params.set('q', full.q);
  if (full.sort !== DEFAULT_VIEW.sort) params.set('sort', full.sort);
  if (full.direction !== DEFAULT_DIRECTION[full.sort]) params.set('dir', full.direction);
  if (full.size !== DEFAULT_PAGE_SIZE) params.set('size', String(full.size));
  for (const column of OPTIONAL_COLUMNS) if (full.hidden.includes(column)) params.append('hide', column);
  if (full.after) params.set('after', full.after);
  if (full.before) params.set('before', full.before);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The first instant of a township date. */
function startOfDay(date: string): Date {
  return zonedTimeToUtc(`${date}T00:00:00`, TOWNSHIP_TIME_ZONE);
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A search that is a reference as a resident reads it out ("k7qm-3xpa", "K7QM 3XPA"), as the one
 * word it is stored as. Only with a digit in it: "sidewalk" would otherwise read as "S1DEWA1K".
 * @example referenceSearch('k7qm-3xpa') // 'K7QM3XPA'
 * @example referenceSearch('sidewalk') // null
 */
export function referenceSearch(q: string): string | null {
  return /^\s*[0-9a-z]{4}[\s-]?[0-9a-z]{4}\s*$/i.test(q) && /\d/.test(q) ? parseReference(q) : null;
}

/**
 * The store filter for a view, as seen by one staff member at one instant. Overdue keeps only the
 * open statuses the view allows (none, if it asks only for finished ones). A viewer with
 * submitterAccess (viewSubmitterInfo) also finds requests by their caller; a search that is a
 * phone number in any format is read as its digits.
 * @example toRequestFilter({ ...DEFAULT_VIEW, overdue: true }, { staffId: 'u1', now }) // { statuses: ['New', 'In Progress'], dueBefore: now }
 */
export function toRequestFilter(
  view: StaffListView,
  viewer: { staffId: string; now: Date; submitterAccess?: boolean },
): RequestFilter {
  const filter: RequestFilter = {};
  let statuses: readonly Status[] | undefined = view.statuses.length ? view.statuses : undefined;
  // Only open requests can be overdue, or await review (one finished another way keeps its flag).
  if (view.overdue || view.reviewPending) {
    statuses = (statuses ?? STATUSES).filter((status) => OPEN_STATUSES.includes(status));
  }
  if (view.overdue) filter.dueBefore = viewer.now;
  if (statuses) filter.statuses = statuses;
  if (view.priorities.length) filter.priorities = view.priorities;
  if (view.categories.length) filter.categories = view.categories;
  if (view.departments.length) filter.departments = view.departments;
  if (view.languages.length) filter.languages = view.languages;
  if (view.assignee === 'me') filter.assignedTo = viewer.staffId;
  else if (view.assignee === 'unassigned') filter.assignedTo = null;
  else if (view.assignee) filter.assignedTo = view.assignee.id;
  if (view.from) filter.createdFrom = startOfDay(view.from);
  if (view.to) filter.createdBefore = startOfDay(nextDay(view.to));
  if (view.reviewPending) filter.review = 'pending';
  const words = searchWords(referenceSearch(view.q) ?? phoneSearch(view.q) ?? view.q);
  if (words.length) filter.words = words;
  if (words.length && viewer.submitterAccess) filter.searchSubmitters = true;
  return filter;
}

export const DASHBOARD_CARD_KEYS = [
  'new',
  'inProgress',
  'resolved',
  'activeEmergencies',
  'overdue',
  'awaitingReview',
] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARD_KEYS)[number];

/**
 * The dashboard's count cards and the exact view each opens: the server counts a card with
 * toRequestFilter(card view), the same filter the list it opens uses.
 */
export const DASHBOARD_CARDS: readonly { key: DashboardCardKey; label: string; view: Partial<StaffListView> }[] = [
  { key: 'new', label: 'New Requests', view: { statuses: ['New'] } },
  { key: 'inProgress', label: 'In Progress', view: { statuses: ['In Progress'] } },
  { key: 'resolved', label: 'Resolved', view: { statuses: ['Resolved'] } },
  {
    key: 'activeEmergencies',
    label: 'Active Emergencies',
    view: { priorities: ['Emergency'], statuses: ['New', 'In Progress'] },
  },
  { key: 'overdue', label: 'Overdue', view: { overdue: true, sort: 'due', direction: 'asc' } },
  // Oldest report first would need its own index; the due order puts the most pressing first.
  { key: 'awaitingReview', label: 'Awaiting review', view: { reviewPending: true, sort: 'due', direction: 'asc' } },
];
