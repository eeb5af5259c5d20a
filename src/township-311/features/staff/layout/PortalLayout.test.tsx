import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouter } from '../../../lib/router.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SessionStaff } from '../session-api.ts';
import { staffListQuery } from '../staff-requests-api.ts';
import { ADMIN, apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { PortalLayout } from './PortalLayout.tsx';

const meFor = (staff: SessionStaff) => ({
  status: 200,
  body: { staff, csrfToken: 'csrf-1', expiresAt: '2030-01-01T00:00:00.000Z' },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const screenContent = <h1>Inside</h1>;
const forced = (staff: SessionStaff) => <h1>Change the password of {staff.name}</h1>;

/** As in the app: the resident screen replaces the whole portal. */
function Screens() {
  const { route } = useRouter();
  return route.screen === 'submit' ? (
    <h1>Resident</h1>
  ) : (
    <PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>
  );
}

describe('PortalLayout', () => {
  it('shows a member with a temporary password only the change screen, without the sidebar', async () => {
    stubApi({ 'GET /api/auth/me': meFor({ ...ADMIN, mustChangePassword: true }) });
    renderStaff(<PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>);
    expect(await screen.findByText(`Change the password of ${ADMIN.name}`)).toBeInTheDocument();
    expect(screen.queryByText('Inside')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Staff portal' })).toBeNull();
  });

  it('sends a signed-out visitor to the login screen', async () => {
    stubApi({ 'GET /api/auth/me': apiError(401, 'Please sign in to continue.') });
    renderStaff(<PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>);
    await waitFor(() => {
      expect(window.location.pathname).toBe('/311/login');
    });
    expect(screen.queryByText('Inside')).toBeNull();
  });

  it('shows the screen, which then reads its data, only once the live feed has started', async () => {
    let answerChanges = () => {};
    const changes = new Promise<void>((resolve) => (answerChanges = resolve));
    stubApi({
      'GET /api/auth/me': meFor(ADMIN),
      'GET /api/staff/changes': async () => {
        await changes;
        return { status: 200, body: { cursor: 'c0', events: [], transport: 'poll', pollMs: 60_000 } };
      },
    });
    renderStaff(<PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>);
    expect(await screen.findByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('navigation', { name: 'Staff portal' })).toBeInTheDocument();
    expect(screen.queryByText('Inside')).toBeNull();
    answerChanges();
    expect(await screen.findByText('Inside')).toBeInTheDocument();
  });

  it('offers a retry when the sign-in check fails', async () => {
    let fail = true;
    stubApi({ 'GET /api/auth/me': () => (fail ? apiError(503, 'Down') : meFor(ADMIN)) });
    renderStaff(<PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Inside')).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin', true],
    ['manager', 'Manager', false],
    ['developer', 'Developer', false],
    ['worker', 'Worker', false],
  ] as const)('shows a %s the sidebar with a %s badge (User Management: %s)', async (role, badge, admin) => {
    const staff = { ...ADMIN, name: 'Sam Staff', email: 'sam@township.example', role };
    stubApi({ 'GET /api/auth/me': meFor(staff) });
    renderStaff(<PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>);
    expect(await screen.findByText('Inside')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff portal' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All Requests' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'User Management' }) !== null).toBe(admin);
    expect(within(nav).queryByRole('group', { name: 'Admin' }) !== null).toBe(admin);
    const templates = within(nav).queryByRole('link', { name: 'Response templates' });
    expect(templates !== null).toBe(role === 'manager' || role === 'admin');
    const identity = screen.getByTestId('staff-identity');
    expect(identity).toHaveTextContent('Sam Staff');
    expect(identity).toHaveTextContent('sam@township.example');
    expect(within(identity).getByText(badge)).toHaveAttribute('data-role', role);
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Inside'));
  });

  it('logs out to the resident screen and forgets the session', async () => {
    const { calls } = stubApi({ 'GET /api/auth/me': meFor(ADMIN), 'POST /api/auth/logout': { status: 204 } });
    const { queryClient } = renderStaff(<Screens />);
    await screen.findByText('Inside');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Resident')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/311');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(queryClient.getQueryData(queryKeys.session.current())).toBeUndefined();
  });

  it('keeps the member on the screen when a staff call finds the session ended, and says so', async () => {
    stubApi({
      'GET /api/auth/me': meFor(ADMIN),
      'GET /api/staff/requests': apiError(401, 'Please sign in to continue.'),
    });
    const { queryClient } = renderStaff(<PortalLayout passwordChange={forced}>{screenContent}</PortalLayout>);
    await screen.findByText('Inside');
    await act(async () => {
      await queryClient.query(staffListQuery('')).catch(() => undefined);
    });
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue; what you typed is kept.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Inside')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/311/staff');
  });
});
