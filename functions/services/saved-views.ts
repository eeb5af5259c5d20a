/**
 * Saved views (docs/product.md#311-saved-views): a member's own views and those shared with their
 * department, kept by the store; the counts of the sidebar, each made by the list's own filter
 * (toRequestFilter), so a view's number and the list it opens agree; and the rules of who may
 * share, rename and delete. A view another member cannot see is "not found" to them, not "not yours".
 */
import { can } from '#domain/requests/permissions.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import {
  MAX_SAVED_VIEWS,
  MAX_SHARED_VIEWS_SHOWN,
  mayManageView,
  SAVED_VIEW_MESSAGES,
  type SavedView,
  type SavedViewChange,
  type SavedViewInput,
} from '#domain/requests/saved-views.ts';
import { parseStaffListView, toRequestFilter } from '#domain/requests/staff-list-view.ts';
import { ScanLimitError, type SavedViewStore, type SavedViewWrite } from '../storage/ports.ts';
import { sharedCount, type FilterCountDeps } from './filter-counts.ts';
import type { Viewer } from './staff-list.ts';

export interface SavedViewDeps extends FilterCountDeps {
  stores: FilterCountDeps['stores'] & { savedViews: SavedViewStore };
}

type Actor = Pick<StaffProfile, 'id' | 'name' | 'role' | 'department'>;
type Refusal = { ok: false; status: 403 | 404 | 409; message: string };
type ViewResult = { ok: true; view: SavedView } | Refusal;

const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

const REFUSALS = {
  duplicate: refuse(409, SAVED_VIEW_MESSAGES.duplicateName),
  full: refuse(409, SAVED_VIEW_MESSAGES.full),
  'not-found': refuse(404, SAVED_VIEW_MESSAGES.notFound),
} as const;

const result = (write: SavedViewWrite): ViewResult => (write.ok ? write : REFUSALS[write.reason]);

/** Body of GET /api/staff/saved-views. */
export interface SavedViewList {
  /** The member's own views, shared or not, by name. */
  own: SavedView[];
  /** Others' views shared with the member's department, by name (at most MAX_SHARED_VIEWS_SHOWN). */
  shared: SavedView[];
}

/** @example await listSavedViews(deps, c.var.staff) // { own: [...], shared: [...] } */
export async function listSavedViews(deps: SavedViewDeps, actor: Actor): Promise<SavedViewList> {
  const [own, department] = await Promise.all([
    deps.stores.savedViews.listOwned(actor.id),
    // One more than shown, as the member's own shared views are among them.
    deps.stores.savedViews.listShared(actor.department, MAX_SHARED_VIEWS_SHOWN + MAX_SAVED_VIEWS),
  ]);
  const shared = department.filter((view) => view.owner.id !== actor.id).slice(0, MAX_SHARED_VIEWS_SHOWN);
  return { own, shared };
}

/**
 * How many requests each listed view selects now, as the member sees it ("assigned to me" is
 * theirs); null for a view the store cannot count exactly within its bound (ScanLimitError).
 * Every count is one indexed count query (no request is read), shared with every member who asks
 * for the same filter until a request changes (filter-counts.ts).
 * @example await savedViewCounts(deps, c.var.staff, viewer) // { 'id-1': 12, 'id-2': null }
 */
export async function savedViewCounts(
  deps: SavedViewDeps,
  actor: Actor,
  viewer: Viewer,
): Promise<Record<string, number | null>> {
  const { own, shared } = await listSavedViews(deps, actor);
  const counted = await Promise.all(
    [...own, ...shared].map(async (saved) => [saved.id, await countOf(deps, saved.view, viewer)] as const),
  );
  return Object.fromEntries(counted);
}

async function countOf(deps: SavedViewDeps, search: string, viewer: Viewer): Promise<number | null> {
  const parsed = parseStaffListView(new URLSearchParams(search));
  // A view saved before a category or department left the township's profile no longer reads.
  if (!parsed.ok) return null;
  try {
    return await sharedCount(deps, toRequestFilter(parsed.view, viewer));
  } catch (error) {
    if (error instanceof ScanLimitError) return null;
    throw error;
  }
}

/** @example await createSavedView(deps, { name: 'Overdue', view: '?overdue=1', shared: false }, c.var.staff) */
export async function createSavedView(deps: SavedViewDeps, input: SavedViewInput, actor: Actor): Promise<ViewResult> {
  if (input.shared && !can(actor.role, 'shareSavedViews')) return refuse(403, SAVED_VIEW_MESSAGES.shareDenied);
  const owner = { id: actor.id, name: actor.name };
  return result(
    await deps.stores.savedViews.create({ ...input, department: actor.department, owner }, MAX_SAVED_VIEWS),
  );
}

/** The view, when the actor may change it; else why not (404 when they cannot even see it). */
async function manageable(deps: SavedViewDeps, id: string, actor: Actor): Promise<ViewResult> {
  const view = await deps.stores.savedViews.get(id);
  const visible =
    view &&
    (view.owner.id === actor.id || (view.shared && (view.department === actor.department || actor.role === 'admin')));
  if (!visible) return refuse(404, SAVED_VIEW_MESSAGES.notFound);
  if (!mayManageView(view, actor)) return refuse(403, SAVED_VIEW_MESSAGES.notYours);
  return { ok: true, view };
}

/** Renames, shares or unshares; sharing takes the sharer's department now. */
export async function changeSavedView(
  deps: SavedViewDeps,
  id: string,
  change: SavedViewChange,
  actor: Actor,
): Promise<ViewResult> {
  const found = await manageable(deps, id, actor);
  if (!found.ok) return found;
  const sharing = change.shared === true && !found.view.shared;
  if (sharing && !can(actor.role, 'shareSavedViews')) return refuse(403, SAVED_VIEW_MESSAGES.shareDenied);
  const department = sharing ? actor.department : undefined;
  return result(await deps.stores.savedViews.update(id, { ...change, department }));
}

export async function deleteSavedView(deps: SavedViewDeps, id: string, actor: Actor): Promise<{ ok: true } | Refusal> {
  const found = await manageable(deps, id, actor);
  if (!found.ok) return found;
  return (await deps.stores.savedViews.delete(id)) ? { ok: true } : REFUSALS['not-found'];
}
