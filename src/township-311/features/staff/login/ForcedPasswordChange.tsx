/**
 * The portal for a member signed in with a temporary password (docs/product.md#311-your-password):
 * the change-password screen alone, with Logout; no sidebar and no live feed, as every other staff
 * call is refused until the password is changed.
 */
import { buttonClasses } from '#design/button-classes.ts';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';
import type { SessionStaff } from '../session-api.ts';
import { StaffProfileContext } from '../staff-profile.ts';
import { LogoutButton } from './LogoutButton.tsx';

export function ForcedPasswordChange({ staff }: { staff: SessionStaff }) {
  const { township } = usePortalConfig();
  return (
    <StaffProfileContext.Provider value={staff}>
      <main id="main" className="min-h-screen bg-slate-50 px-4 py-8 md:px-8">
        <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold text-brand-800">{township} 311</p>
          <p className="text-sm break-all text-slate-700">Signed in as {staff.email}</p>
          <div className="mt-4">
            <ChangePasswordScreen forced />
          </div>
          <LogoutButton className={buttonClasses('secondary', 'md', 'mt-6')} />
        </div>
      </main>
    </StaffProfileContext.Provider>
  );
}
