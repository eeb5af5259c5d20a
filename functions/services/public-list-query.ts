/**
 * The public list's query string (docs/api.md, "GET /api/requests"): `status` and `category`, each
 * repeatable, and `after`, the cursor of the last row shown. Empty values count as absent, so a
 * form's "any" choice needs no special case; anything else unknown is a 400 naming it.
 */
import { STATUSES, type Category, type Status } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { decodeCursor, type PageCursor } from '#domain/requests/request-query.ts';

export interface PublicListQuery {
  /** Empty: every status. */
  statuses: Status[];
  /** Empty: every category. */
  categories: Category[];
  /** The page after this row of the newest-first order; null for the first page. */
  after: PageCursor | null;
}

type PublicListRead = { ok: true; query: PublicListQuery } | { ok: false; message: string };

function listOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] | string {
  const values = params.getAll(name).filter(Boolean);
  const wrong = values.find((value) => !allowed.includes(value as T));
  if (wrong !== undefined) return `Unknown ${name} "${wrong.slice(0, 40)}". Use one of: ${allowed.join(', ')}.`;
  return [...new Set(values as T[])];
}

/**
 * @example readPublicListQuery(new URLSearchParams('status=New&category=Graffiti'))
 * // { ok: true, query: { statuses: ['New'], categories: ['Graffiti'], after: null } }
 */
export function readPublicListQuery(params: URLSearchParams): PublicListRead {
  const statuses = listOf(params, 'status', STATUSES);
  if (typeof statuses === 'string') return { ok: false, message: statuses };
  const categories = listOf(params, 'category', categoryNames());
  if (typeof categories === 'string') return { ok: false, message: categories };
  const afterText = params.get('after') || null;
  const after = afterText === null ? null : decodeCursor(afterText, 'created');
  if (afterText !== null && !after) return { ok: false, message: 'The page cursor (after) is not valid.' };
  return { ok: true, query: { statuses, categories, after } };
}

/** Whether a query is the first, unfiltered view, the one every visitor opens first. */
export function isFirstView(query: PublicListQuery): boolean {
  return query.statuses.length === 0 && query.categories.length === 0 && query.after === null;
}
