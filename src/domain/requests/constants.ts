/**
 * Business constants of Township 311 (docs/product.md#311-constants). The exact strings are
 * requirements: they are stored in request documents and shown to residents.
 */

/** The 16 request categories, in the order the wizard lists them. */
export const CATEGORIES = [
  'Pothole/Road Damage',
  'Streetlight Outage',
  'Traffic Signal Issue',
  'Graffiti',
  'Illegal Dumping',
  'Missed Trash/Recycling',
  'Park Maintenance',
  'Tree Issue',
  'Snow Removal',
  'Water/Sewer Issue',
  'Sidewalk Repair',
  'Drainage Problem',
  'Animal Control',
  'Noise Complaint',
  'Code Violation',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The one category the road-jurisdiction redirect applies to. */
export const ROAD_CATEGORY: Category = 'Pothole/Road Damage';

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

/**
 * Departments a request can be assigned to and a staff member can belong to. Public Works is where
 * the triage fallback sends a request; the rest are the departments a New Jersey township commonly
 * has for the 16 categories (roads, lights and trash go to Public Works; signals and drainage to
 * Engineering; and so on), so every category has an owner.
 */
export const DEPARTMENTS = [
  'Public Works',
  'Engineering',
  'Parks & Recreation',
  'Code Enforcement',
  'Health',
  'Animal Control',
  'Police',
  'Water & Sewer Utility',
  'Administration',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

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

/** Map defaults: centred on the township, satellite view, closer zoom once a place is chosen. */
export const MAP = {
  center: { lat: 40.2809, lng: -74.5912 },
  defaultZoom: 13,
  selectedZoom: 17,
  mapTypeId: 'satellite',
  /** Place search is biased to this box around the township. */
  searchBounds: { south: 40.2, north: 40.4, west: -74.7, east: -74.4 },
} as const;

/** Roads maintained by the county: a pothole there is the county's to fix. */
export const COUNTY_ROADS = [
  'Clarksville Rd',
  'Cranbury Rd',
  'Edinburg Rd',
  'Edinburg-Windsor Rd',
  'Lower Harrison St',
  'Old Trenton Rd',
  'Princeton-Hightstown Rd',
  'Quakerbridge Rd',
  'Robbinsville-Edinburg Rd',
  'S Mill Rd',
  'S Post Rd',
  'Village Rd E',
  'Washington Rd',
] as const;

/** Roads maintained by the state, checked before the county list. */
export const STATE_ROADS = [
  'US 1',
  'US-1',
  'Route 1',
  'Brunswick Pike',
  'Route 571',
  'US 130',
  'US-130',
  'Route 130',
  'I-95',
  'I-295',
] as const;

/**
 * Where residents report road problems the township does not own. The one place these links
 * live: the jurisdiction rule, the wizard and the API all read them from here. The township
 * should confirm them before launch, as agencies move their pages.
 */
export const AGENCY_LINKS = {
  COUNTY: {
    name: 'Mercer County Highway Division',
    url: 'https://nj.gov/counties/mercer/departments/transportation/highways/potholeform.html',
  },
  STATE: {
    name: 'New Jersey Department of Transportation',
    url: 'https://www.state.nj.us/transportation/commuter/potholeform.shtm',
  },
} as const;

/** Shown to residents beside public data (docs/product.md#311-hosts-and-screens). */
export const PUBLIC_DATA_STATEMENT =
  'In compliance with OPRA, all non-sensitive request data is available publicly. Submitter information and internal notes are not displayed.';
