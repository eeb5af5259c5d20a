/**
 * Every TanStack Query key of the app, from this one factory: reads build their `queryOptions` from
 * it and changes invalidate by its prefixes (`session`, `requests` public and staff, `staff-users`,
 * `api-keys`, `response-templates`, `saved-views`), so a key is never spelled twice.
 * @example queryClient.invalidateQueries({ queryKey: queryKeys.requests.all }) // every view of requests
 */
export const queryKeys = {
  session: {
    all: ['session'] as const,
    /** GET /api/auth/me: the signed-in member, or null. */
    current: () => ['session', 'current'] as const,
    /** GET /api/auth/options: the password form or Firebase. */
    signInOptions: () => ['session', 'sign-in-options'] as const,
  },
  requests: {
    all: ['requests'] as const,
    public: {
      all: ['requests', 'public'] as const,
      /** Every page of the public list. */
      lists: ['requests', 'public', 'list'] as const,
      /** GET /api/requests?{search}: 50 rows, public fields only; `search` is the list's query string. */
      list: (search = '') => ['requests', 'public', 'list', search] as const,
      /** GET /api/stats: the public figures. */
      stats: () => ['requests', 'public', 'stats'] as const,
      /** GET /api/requests/:id */
      detail: (id: string) => ['requests', 'public', 'detail', id] as const,
    },
    staff: {
      all: ['requests', 'staff'] as const,
      /** Every cached page of the staff list, whatever its view. */
      lists: ['requests', 'staff', 'list'] as const,
      /** GET /api/staff/requests?{search}: one page of a view; `search` is staffListSearch(view). */
      list: (search: string) => ['requests', 'staff', 'list', search] as const,
      /** GET /api/staff/map-points?{search}: the map's points for its filters. */
      mapPoints: (search: string) => ['requests', 'staff', 'map-points', search] as const,
      /** GET /api/staff/stats: the statistics screen's figures. */
      stats: () => ['requests', 'staff', 'stats'] as const,
      /** GET /api/staff/requests/:id */
      detail: (id: string) => ['requests', 'staff', 'detail', id] as const,
      /** GET /api/staff/requests/:id/duplicates: open requests of its category near it. */
      duplicates: (id: string) => ['requests', 'staff', 'duplicates', id] as const,
      /** GET /api/staff/requests/:id/submitter */
      submitter: (id: string) => ['requests', 'staff', 'submitter', id] as const,
      /** GET /api/staff/requests/:id/merged: the requests merged into one. */
      merged: (id: string) => ['requests', 'staff', 'merged', id] as const,
      /** GET /api/staff/dashboard: counts and lists computed on the server. */
      dashboard: () => ['requests', 'staff', 'dashboard'] as const,
    },
  },
  staffUsers: {
    /** GET /api/staff/users */
    all: ['staff-users'] as const,
  },
  apiKeys: {
    /** GET /api/admin/api-keys */
    all: ['api-keys'] as const,
  },
  responseTemplates: {
    all: ['response-templates'] as const,
    /** GET /api/staff/response-templates?category={category|any}: one group. */
    group: (category: string) => ['response-templates', category] as const,
  },
  savedViews: {
    all: ['saved-views'] as const,
    /** GET /api/staff/saved-views: the member's own views and those shared with their department. */
    list: () => ['saved-views', 'list'] as const,
    /** GET /api/staff/saved-views/counts: every listed view's count, in one call. */
    counts: () => ['saved-views', 'counts'] as const,
  },
  staffMail: {
    /** GET /api/staff/account/notifications: the member's own e-mail setting. */
    all: ['staff-mail'] as const,
  },
  staffAudit: {
    /** GET /api/admin/audit, every page of it */
    all: ['staff-audit'] as const,
  },
  passwordReset: {
    /** GET /api/auth/password-reset/:token: whether a reset link still works */
    link: (token: string) => ['password-reset', token] as const,
  },
  followUp: {
    /** POST /api/follow/view: the submitter's private page for the token of their link. */
    view: (token: string) => ['follow-up', token] as const,
  },
};

/** The prefixes of everything only a signed-in member may read: forgotten at logout. */
export const STAFF_ONLY_KEYS = [
  queryKeys.session.all,
  queryKeys.requests.staff.all,
  queryKeys.staffUsers.all,
  queryKeys.apiKeys.all,
  queryKeys.responseTemplates.all,
  queryKeys.savedViews.all,
  queryKeys.staffAudit.all,
  queryKeys.staffMail.all,
] as const;

/**
 * Whether a key starts with one of the staff-only prefixes (a failing read under one of them with
 * 401 means the session has ended).
 * @example isStaffOnlyKey(queryKeys.requests.staff.list('?status=New')) // true
 */
export function isStaffOnlyKey(key: readonly unknown[]): boolean {
  return STAFF_ONLY_KEYS.some((prefix) => prefix.every((part, index) => key[index] === part));
}
