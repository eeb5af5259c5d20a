/**
 * The signed-in staff member. `staffSessionQuery` asks GET /api/auth/me (null when signed out)
 * and keeps the CSRF token it returns for later changes; screens inside the portal read the
 * profile with `useStaffProfile()`, which the portal layout provides once signed in.
 */
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api, ApiError, readJson, setCsrfToken, type SuccessData } from '../../lib/api-client.ts';

const meCall = () => api.api.auth.me.$get();
export type StaffSession = SuccessData<Awaited<ReturnType<typeof meCall>>>;
export type SessionStaff = StaffSession['staff'];

export const staffSessionQuery = queryOptions({
  queryKey: ['staff', 'session'] as const,
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

export const StaffProfileContext = createContext<SessionStaff | null>(null);

/** The signed-in member; only inside the portal layout, which renders nothing until signed in. */
export function useStaffProfile(): SessionStaff {
  const staff = useContext(StaffProfileContext);
  if (!staff) throw new Error('useStaffProfile needs the signed-in portal layout');
  return staff;
}
