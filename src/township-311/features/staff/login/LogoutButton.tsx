/**
 * Logout, wherever the portal offers it (the sidebar, the temporary password's screen): ends the
 * session, leaves for the resident's submit screen, and stays disabled while the logout is under way.
 */
import { useRouter } from '../../../lib/router.tsx';
import { useLogout } from '../session-api.ts';

/** @example <LogoutButton className={buttonClasses('secondary', 'md', 'mt-6')} /> */
export function LogoutButton({ className }: { className: string }) {
  const { navigate } = useRouter();
  const logout = useLogout(() => {
    navigate({ screen: 'submit' });
  });
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        logout.mutate();
      }}
      disabled={!logout.isIdle}
    >
      Logout
    </button>
  );
}
