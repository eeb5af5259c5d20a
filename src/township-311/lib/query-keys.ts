/**
 * Every TanStack Query key of the app, from this one factory: reads build their `queryOptions` from
 * it and changes invalidate by its prefixes (`session`, `requests` public and staff, `staff-users`,
 * `api-keys`), so a key is never spelled twice.
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
      /** GET /api/requests: the 50 newest, public fields only. */
      list: () => ['requests', 'public', 'list'] as const,
      /** GET /api/requests/:id */
      detail: (id: string) => ['requests', 'public', 'detail', id] as const,
    },
    staff: {
      all: ['requests', 'staff'] as const,
      /** GET /api/staff/requests: every request with full data (filtered on the page). */
      list: () => ['requests', 'staff', 'list'] as const,
      /** GET /api/staff/requests/:id */
      detail: (id: string) => ['requests', 'staff', 'detail', id] as const,
      /** GET /api/staff/requests/:id/submitter */
      submitter: (id: string) => ['requests', 'staff', 'submitter', id] as const,
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
};

/** The prefixes of everything only a signed-in member may read: forgotten at logout. */
export const STAFF_ONLY_KEYS = [
  queryKeys.session.all,
  queryKeys.requests.staff.all,
  queryKeys.staffUsers.all,
  queryKeys.apiKeys.all,
] as const;

/**
 * Whether a key starts with one of the staff-only prefixes (a failing read under one of them with
 * 401 means the session has ended).
 * @example isStaffOnlyKey(queryKeys.requests.staff.list()) // true
 */
export function isStaffOnlyKey(key: readonly unknown[]): boolean {
  return STAFF_ONLY_KEYS.some((prefix) => prefix.every((part, index) => key[index] === part));
}
