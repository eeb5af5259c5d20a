/**
 * The signed-in frame (docs/product.md#311-staff-portal): it shows a screen only to a signed-in
 * member and sends anyone else to the login screen. A member whose session ends mid-way (any staff
 * call answering 401) stays on the screen and signs in again in place (SessionRecovery). A member
 * with a temporary password sees only the screen that changes it. Signed in, it provides the
 * profile, keeps the staff data live and shows the sidebar beside the screen (above it on narrow
 * screens).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { buttonClasses } from '#design/button-classes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRouter } from '../../../lib/router.tsx';
import { staffSessionQuery, type SessionStaff } from '../session-api.ts';
import { StaffProfileContext } from '../staff-profile.ts';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '#domain/requests/staff-account-input.ts';
import { useStaffLiveFeed } from '../staff-requests-api.ts';
import { SessionRecovery } from './SessionRecovery.tsx';
import { Sidebar } from './Sidebar.tsx';

/** A staff call refused because the password became temporary (an admin reset it): the session now says so. */
function useTemporaryPasswordCheck(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error: unknown = event.action.error;
      if (error instanceof ApiError && error.code === PASSWORD_CHANGE_REQUIRED_CODE) {
        void queryClient.invalidateQueries({ queryKey: staffSessionQuery.queryKey });
      }
    });
  }, [queryClient]);
}

function SignedIn({ staff, children }: { staff: SessionStaff; children: ReactNode }) {
  // A screen reads once the live feed has started (one small request), so no change falls between.
  const started = useStaffLiveFeed(staff.id);
  return (
    <StaffProfileContext.Provider value={staff}>
      {/* In print only the screen shows, as printed pages want it: no sidebar, no padding, white. */}
      <div className="min-h-screen bg-slate-50 md:flex print:block print:min-h-0 print:bg-white">
        <Sidebar staff={staff} />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8 print:p-0">
          <SessionRecovery staff={staff}>
            {started ? (
              children
            ) : (
              <p role="status" className="text-slate-700">
                Loading…
              </p>
            )}
          </SessionRecovery>
        </main>
      </div>
    </StaffProfileContext.Provider>
  );
}

export function PortalLayout({
  children,
  passwordChange,
}: {
  children: ReactNode;
  /** What a member with a temporary password sees instead (the login sub-feature's screen). */
  passwordChange: (staff: SessionStaff) => ReactNode;
}) {
  const session = useQuery(staffSessionQuery);
  const { navigate } = useRouter();
  useTemporaryPasswordCheck();

  const signedOut = session.data === null;
  useEffect(() => {
    if (signedOut) navigate({ screen: 'login' }, { replace: true });
  }, [signedOut, navigate]);

  // A temporary password opens nothing but the screen that changes it (the server agrees).
  if (session.data?.staff.mustChangePassword) return passwordChange(session.data.staff);
  if (session.data) return <SignedIn staff={session.data.staff}>{children}</SignedIn>;
  if (session.isError) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold text-slate-900">Staff Portal</h1>
        <p role="alert" className="mt-4 text-red-800">
          We could not check your sign-in. Please try again.
        </p>
        <button type="button" className={buttonClasses('primary', 'md', 'mt-4')} onClick={() => void session.refetch()}>
          Try again
        </button>
      </main>
    );
  }
  return (
    <p role="status" className="p-8 text-slate-700">
      {signedOut ? 'Taking you to the staff login…' : 'Checking your sign-in…'}
    </p>
  );
}
