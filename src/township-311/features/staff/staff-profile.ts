/**
 * The signed-in member for the screens inside the portal: the portal layout provides the profile
 * of the session query (session-api.ts) once signed in, and `useStaffProfile()` reads it.
 */
import { createContext, useContext } from 'react';
import type { SessionStaff } from './session-api.ts';

export const StaffProfileContext = createContext<SessionStaff | null>(null);

/** The signed-in member; only inside the portal layout, which renders nothing until signed in. */
export function useStaffProfile(): SessionStaff {
  const staff = useContext(StaffProfileContext);
  if (!staff) throw new Error('useStaffProfile needs the signed-in portal layout');
  return staff;
}
