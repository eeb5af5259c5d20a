/**
 * Business constants of Township 311 (docs/product.md#311-constants). The exact strings are
 * requirements: they are stored in request documents and shown to residents.
 */

/**
 * A request category: one of the township profile's category names (src/domain/township), checked
 * at run time against the profile in use. Stored and sent as the exact name.
 */
export type Category = string;

/** Request statuses. A new request starts as New; staff may set any of them. */
export const STATUSES = ['New', 'In Progress', 'Resolved', 'Closed'] as const;
export type Status = (typeof STATUSES)[number];
/** Statuses that end a request's work: excluded from "My Open Tasks" and "Active Emergencies". */
export const FINISHED_STATUSES: readonly Status[] = ['Resolved', 'Closed'];
/** Statuses of requests still being worked: what can be overdue. */
export const OPEN_STATUSES: readonly Status[] = ['New', 'In Progress'];

export const PRIORITIES = ['Low', 'Medium', 'High', 'Emergency'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Staff roles (docs/product.md#311-roles-and-permissions); the first is the default when an admin creates a user. */
export const ROLES = ['worker', 'manager', 'admin', 'developer'] as const;
export type Role = (typeof ROLES)[number];

/** Each role's name as staff read it (badges, pickers, the account audit log). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  manager: 'Manager',
  developer: 'Developer',
  worker: 'Worker',
};

/** A department: one of the township profile's department names, checked at run time. */
export type Department = string;

/** History user name of the resident who submitted a request, kept as-is in public views. */
export const RESIDENT_USER = 'Resident';
/** What public views show instead of any staff member's name. */
export const PUBLIC_STAFF_NAME = 'Township Staff';
/** What public views show instead of a description or photo staff hid (docs/product.md#311-moderation). */
export const HIDDEN_BY_STAFF = 'Hidden by township staff';
/** Author of the internal note written when a photo upload fails. */
export const SYSTEM_WARNING_USER = 'System Warning';

/** Rows in the resident "All Public Requests" table. */
export const PUBLIC_LIST_SIZE = 50;
/** Rows in the dashboard's "Recent Submissions". */
export const RECENT_LIST_SIZE = 5;
/** Characters of a request id shown in the staff list, before an ellipsis. */
export const SHORT_ID_LENGTH = 8;
export const MIN_STAFF_PASSWORD_LENGTH = 6;
/** Delay before the success screen moves on to the track screen. */
export const REDIRECT_DELAY_MS = 4000;
/** Photo size limit: the hint's 10MB, enforced by the server. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Shown to residents beside public data (docs/product.md#311-hosts-and-screens). */
export const PUBLIC_DATA_STATEMENT =
  'In compliance with OPRA, all non-sensitive request data is available publicly. Submitter information and internal notes are not displayed.';
