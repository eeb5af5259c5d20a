/**
 * The staff session's calls: `staffSessionQuery` asks GET /api/auth/me (null when signed out) and
 * keeps the CSRF token it returns for later changes; `useLogout()` posts POST /api/auth/logout and
 * forgets every staff-only query. Screens inside the portal read the member from
 * `useStaffProfile()` (staff-profile.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, readJson, setCsrfToken, type SuccessData } from '../../lib/api-client.ts';
import { queryKeys, STAFF_ONLY_KEYS } from '../../lib/query-keys.ts';

const meCall = () => api.api.auth.me.$get();
type StaffSession = SuccessData<Awaited<ReturnType<typeof meCall>>>;
export type SessionStaff = StaffSession['staff'];

export const staffSessionQuery = queryOptions({
  queryKey: queryKeys.session.current(),
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      const session = await readJson(meCall());
      setCsrfToken(session.csrfToken);
      return session;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setCsrfToken(undefined);
        return null;
      }
      throw error;
    }
  },
  staleTime: Infinity,
});

/**
 * Logs out: POST /api/auth/logout, then (whatever the server answered) the CSRF token is dropped,
 * `onSignedOut` runs (leaving the portal first, so it never shows "signed out") and every
 * staff-only query is removed.
 */
export function useLogout(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await readJson(api.api.auth.logout.$post());
      } catch {
        // The server ends the session on its own within the idle time; the browser forgets it now.
      }
    },
    onSettled: () => {
      setCsrfToken(undefined);
      onSignedOut();
      for (const queryKey of STAFF_ONLY_KEYS) queryClient.removeQueries({ queryKey });
    },
  });
}
