/**
 * Saved views (docs/product.md#311-saved-views): a staff member names the All Requests view they
 * are looking at (its filters, order and columns, as its address holds them) and opens it again
 * from the portal's sidebar. Managers and admins may share a view with their department. The
 * schemas are shared by the portal's forms and the API; the rules a store applies inside its
 * write (at most MAX_SAVED_VIEWS per owner, names unique per owner whatever their case) reuse
 * the response templates' `templateConflict`, so both backends refuse the same things.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { requiredLine } from './required-text.ts';
import { templateConflict } from './response-templates.ts';
import { parseStaffListView, staffListSearch } from './staff-list-view.ts';

// zod/mini installs no English messages of its own (see staff-input.ts).
z.config(en());

/** Views one staff member may keep, shared or not. */
export const MAX_SAVED_VIEWS = 25;
export const MAX_VIEW_NAME_LENGTH = 60;
/** Views of others shared with a department that its members' sidebars show (the oldest first). */
export const MAX_SHARED_VIEWS_SHOWN = 25;
/** The longest address a view may be saved with: far more than every filter chosen at once. */
const MAX_VIEW_SEARCH_LENGTH = 2000;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Please enter a name for the view.',
  nameTooLong: `The name must be at most ${MAX_VIEW_NAME_LENGTH} characters.`,
  viewInvalid: 'This view has a filter the list cannot use, so it cannot be saved.',
  full: `You already have ${MAX_SAVED_VIEWS} saved views. Delete one before saving another.`,
  duplicateName: 'You already have a saved view with that name.',
  notFound: 'No saved view with that id.',
  notYours: 'Only the owner of this view, or an admin for a shared view, can change it.',
  shareDenied: 'Only managers and admins can share a view with their department.',
  nothingToChange: 'Give a new name, or whether the view is shared.',
} as const;

/**
 * A view's address as it is saved: read as the list reads it, then written back without its page
 * cursor, so opening it starts at the first page. The address itself when the list cannot read it.
 * @example savedViewSearch('?after=abc&status=New') // '?status=New'
 */
export function savedViewSearch(search: string): string {
  const parsed = parseStaffListView(new URLSearchParams(search));
  return parsed.ok ? staffListSearch({ ...parsed.view, after: null, before: null }) : search;
}

const name = requiredLine(MAX_VIEW_NAME_LENGTH, {
  required: SAVED_VIEW_MESSAGES.nameRequired,
  tooLong: SAVED_VIEW_MESSAGES.nameTooLong,
});

const viewSearch = z.string({ error: SAVED_VIEW_MESSAGES.viewInvalid }).check(
  z.maxLength(MAX_VIEW_SEARCH_LENGTH, SAVED_VIEW_MESSAGES.viewInvalid),
  z.refine((value) => parseStaffListView(new URLSearchParams(value)).ok, {
    error: SAVED_VIEW_MESSAGES.viewInvalid,
  }),
  z.overwrite(savedViewSearch),
);

/**
 * A view's address as stores keep it: checked against the list when it was saved and kept as it
 * is since, so a view with a filter the profile has dropped since (a removed category) stays, and
 * the sidebar counts it as `–`. The data transfer reads stored views with it.
 * @example storedViewSearchSchema.parse('?category=Removed') // '?category=Removed'
 */
export const storedViewSearchSchema = z
  .string()
  .check(
    z.maxLength(MAX_VIEW_SEARCH_LENGTH),
    z.regex(/^(?:\?.*)?$/s, { error: 'must be the list\'s address from "?", or empty' }),
  );

/** POST /api/staff/saved-views: the name, the list's address (`?status=New&overdue=1`) and whether to share it. */
export const savedViewInputSchema = z.object({ name, view: viewSearch, shared: z._default(z.boolean(), false) });
export type SavedViewInput = z.output<typeof savedViewInputSchema>;

/** POST /api/staff/saved-views/:id: a new name, sharing on or off, or both. */
export const savedViewChangeSchema = z.object({ name: z.optional(name), shared: z.optional(z.boolean()) }).check(
  z.refine((change) => change.name !== undefined || change.shared !== undefined, {
    error: SAVED_VIEW_MESSAGES.nothingToChange,
  }),
);
export type SavedViewChange = z.output<typeof savedViewChangeSchema>;

/** The form's values, for the save and rename forms. */
export const savedViewNameSchema = z.object({ name });

/** A stored view, as the API sends it. */
export interface SavedView {
  id: string;
  name: string;
  /** The list's address for it, from `?` (or '' for the default view). */
  view: string;
  /** Shown to every member of `department` too. */
  shared: boolean;
  /** The owner's department when it was saved or last shared. */
  department: string;
  owner: { id: string; name: string };
  createdAt: string;
  updatedAt: string;
}

/**
 * Why `candidate` cannot be among an owner's views `existing` (null when it can): a name they
 * already use, or a full set. `selfId` is the view being renamed, which does not count.
 * @example savedViewConflict(mine, { name: 'Overdue' }, 25) // 'duplicate' when one is named "overdue"
 */
export function savedViewConflict(
  existing: readonly Pick<SavedView, 'id' | 'name'>[],
  candidate: { name: string },
  max: number,
  selfId?: string,
): 'duplicate' | 'full' | null {
  const titled = existing.map((view) => ({ id: view.id, title: view.name }));
  return templateConflict(titled, { title: candidate.name }, max, selfId);
}

/**
 * The sidebar's order: by name (case and accents aside), then id, so both stores agree.
 * @example views.sort(compareSavedViews)
 */
export function compareSavedViews(a: SavedView, b: SavedView): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Whether a member may rename, share or delete a view: its owner, or an admin for a shared one.
 * @example mayManageView(view, { id: 'u2', role: 'admin' }) // true when view.shared
 */
export function mayManageView(
  view: Pick<SavedView, 'owner' | 'shared'>,
  member: { id: string; role: string },
): boolean {
  return view.owner.id === member.id || (view.shared && member.role === 'admin');
}
