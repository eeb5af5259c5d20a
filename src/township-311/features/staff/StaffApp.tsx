/**
 * The staff portal (docs/product.md#311-staff-portal), loaded as its own chunk. The login screen
 * stands alone; every other screen sits in the portal layout, which shows it only to a signed-in
 * member.
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

export default function StaffApp() {
  const { route } = useRouter();
  if (route.screen === 'login') return <LoginScreen />;
  return (
    <PortalLayout>
      {route.screen === 'dashboard' ? <DashboardScreen /> : null}
      {route.screen === 'requests' ? <RequestListScreen search={route.search} /> : null}
      {route.screen === 'request' ? <RequestDetailScreen id={route.id} /> : null}
      {route.screen === 'staff-stats' ? <StatsScreen /> : null}
      {route.screen === 'users' ? <UserManagementScreen /> : null}
      {route.screen === 'map' ? <StaffMapScreen filters={route.filters} /> : null}
      {route.screen === 'templates' ? <ResponseTemplatesScreen /> : null}
      {route.screen === 'phone-request' ? <PhoneIntakeScreen /> : null}
    </PortalLayout>
  );
}
