/**
 * The staff portal (docs/product.md#311-staff-portal), loaded as its own chunk. The login screen,
 * "Forgot your password?" and a reset link's page stand alone; every other screen sits in the
 * portal layout, which shows it only to a signed-in member.
 */
import { useRouter } from '../../lib/router.tsx';
import { LoginScreen } from './login/LoginScreen.tsx';
import { PortalLayout } from './layout/PortalLayout.tsx';
import { DashboardScreen } from './dashboard/DashboardScreen.tsx';
import { RequestListScreen } from './request-list/RequestListScreen.tsx';
import { RequestDetailScreen } from './request-detail/RequestDetailScreen.tsx';
import { StaffMapScreen } from './request-map/StaffMapScreen.tsx';
import { StatsScreen } from './stats/StatsScreen.tsx';
import { UserManagementScreen } from './users/UserManagementScreen.tsx';
import { ResponseTemplatesScreen } from './templates/ResponseTemplatesScreen.tsx';
import { PhoneIntakeScreen } from './phone-intake/PhoneIntakeScreen.tsx';
import { ManageStaffScreen } from './users/ManageStaffScreen.tsx';
import { AuditLogScreen } from './users/AuditLogScreen.tsx';
import { ChangePasswordScreen } from './login/ChangePasswordScreen.tsx';
import { ForcedPasswordChange } from './login/ForcedPasswordChange.tsx';
import { ResetPasswordScreen } from './login/ResetPasswordScreen.tsx';
import { ForgotPasswordScreen } from './login/ForgotPasswordScreen.tsx';
import { NotificationsScreen } from './notifications/NotificationsScreen.tsx';

export default function StaffApp() {
  const { route } = useRouter();
  if (route.screen === 'login') return <LoginScreen />;
  if (route.screen === 'password-reset') return <ResetPasswordScreen token={route.token} />;
  if (route.screen === 'forgot-password') return <ForgotPasswordScreen />;
  return (
    <PortalLayout passwordChange={(staff) => <ForcedPasswordChange staff={staff} />}>
      {route.screen === 'dashboard' ? <DashboardScreen /> : null}
      {route.screen === 'requests' ? <RequestListScreen search={route.search} /> : null}
      {route.screen === 'request' ? <RequestDetailScreen id={route.id} /> : null}
      {route.screen === 'staff-stats' ? <StatsScreen /> : null}
      {route.screen === 'users' ? <UserManagementScreen /> : null}
      {route.screen === 'user' ? <ManageStaffScreen id={route.id} /> : null}
      {route.screen === 'users-audit' ? <AuditLogScreen /> : null}
      {route.screen === 'password' ? <ChangePasswordScreen /> : null}
      {route.screen === 'notifications' ? <NotificationsScreen /> : null}
      {route.screen === 'map' ? <StaffMapScreen filters={route.filters} /> : null}
      {route.screen === 'templates' ? <ResponseTemplatesScreen /> : null}
      {route.screen === 'phone-request' ? <PhoneIntakeScreen /> : null}
    </PortalLayout>
  );
}
