/**
 * Who may do what (docs/product.md#311-roles-and-permissions), as one table. Residents are not a
 * role: they hold no session and reach only the public endpoints, so the table covers staff only.
 */
import type { Role } from './constants.ts';

export const CAPABILITIES = [
  /** Dashboard, all requests, staff live feed. */
  'viewRequests',
  /** Full request details and internal notes, and adding internal notes. */
  'internalNotes',
  'viewSubmitterInfo',
  /** Status, priority and assignee. */
  'manageRequest',
  'postPublicComment',
  /** The staff list that assignment picks from. */
  'listStaff',
  /** Download the filtered request list as CSV (never submitter contact details). */
  'exportRequests',
  /** Create and delete staff accounts. */
  'manageUsers',
  /** Create, list and revoke Open311 API keys. */
  'manageApiKeys',
  /** Add, edit and delete the public-comment response templates (reading them goes with postPublicComment). */
  'manageResponseTemplates',
  /** File a request for a caller ("New request (phone)"), with the caller's contact details. */
  'phoneIntake',
  /** Hide a request's description or photo from the public, and show it again. */
  'moderateRequests',
  /** Share a saved view of the request list with one's department (saving one's own is for every role). */
  'shareSavedViews',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Rows are capabilities, columns roles, as in the table of docs/product.md#311-roles-and-permissions. */
export const PERMISSIONS: Readonly<Record<Capability, Readonly<Record<Role, boolean>>>> = {
  viewRequests: { worker: true, manager: true, developer: true, admin: true },
  internalNotes: { worker: true, manager: true, developer: true, admin: true },
  viewSubmitterInfo: { worker: true, manager: true, developer: false, admin: true },
  manageRequest: { worker: false, manager: true, developer: true, admin: true },
  postPublicComment: { worker: false, manager: true, developer: true, admin: true },
  // Whoever may assign needs the list of people to assign to.
  listStaff: { worker: false, manager: true, developer: true, admin: true },
  exportRequests: { worker: false, manager: true, developer: false, admin: true },
  manageUsers: { worker: false, manager: false, developer: false, admin: true },
  // Admins only: keys let outside systems file requests, so they go with staff accounts.
  manageApiKeys: { worker: false, manager: false, developer: false, admin: true },
  // What the township says to residents is the managers' to word; developers use the templates.
  manageResponseTemplates: { worker: false, manager: true, developer: false, admin: true },
  // Whoever answers the township's phone; developers keep away from submitter details (viewSubmitterInfo).
  phoneIntake: { worker: true, manager: true, developer: false, admin: true },
  // The roles that already decide what the public reads of a request (public comments).
  moderateRequests: { worker: false, manager: true, developer: true, admin: true },
  // What a department works from is the managers' to set, as its response templates are.
  shareSavedViews: { worker: false, manager: true, developer: false, admin: true },
};

/** Shown (and sent with a 403) when a developer asks for submitter information. */
export const SUBMITTER_INFO_PRIVATE_MESSAGE = 'Submitter information is private and not visible to this role.';

/**
 * @example can('worker', 'manageRequest') // false
 * @example can('developer', 'viewSubmitterInfo') // false
 */
export function can(role: Role, capability: Capability): boolean {
  return PERMISSIONS[capability][role];
}

/** The staff list's "View" / "Manage" button label. */
export function requestActionLabel(role: Role): 'View' | 'Manage' {
  return can(role, 'manageRequest') ? 'Manage' : 'View';
}
