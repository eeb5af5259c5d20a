import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '#domain/requests/staff-password.ts';
import { ADMIN, apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { ChangePasswordScreen, FORCED_CHANGE_TEXT, PASSWORD_CHANGED } from './ChangePasswordScreen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = { staff: ADMIN, csrfToken: 't', expiresAt: '2026-01-01T00:00:00.000Z' };

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/Current password|Temporary password/), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.keyboard('{Enter}');
}

describe('ChangePasswordScreen', () => {
  it('checks the policy before sending anything', async () => {
    const { calls } = stubApi({ 'GET /api/auth/options': { status: 200, body: { method: 'password' } } });
    renderStaff(<ChangePasswordScreen />, { path: '/311/staff/password', staff: ADMIN });
    await fill('old secret', 'password', 'password');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().clear(screen.getByLabelText('Confirm new password'));
    await fill('', 'x', 'y');
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    stubApi({
      'GET /api/auth/options': { status: 200, body: { method: 'password' } },
      'POST /api/auth/password': apiError(403, PASSWORD_MESSAGES.currentWrong),
    });
    renderStaff(<ChangePasswordScreen />, { path: '/311/staff/password', staff: ADMIN });
    await fill('wrong one', 'a long river stone');
    expect((await screen.findByText(PASSWORD_MESSAGES.currentWrong)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong one');
  });

  it('changes the password and says so', async () => {
    const { calls } = stubApi({
      'GET /api/auth/options': { status: 200, body: { method: 'password' } },
      'POST /api/auth/password': { status: 200, body: { staff: ADMIN, expiresAt: me.expiresAt } },
      'GET /api/auth/me': { status: 200, body: me },
    });
    renderStaff(<ChangePasswordScreen />, { path: '/311/staff/password', staff: ADMIN });
    await fill('old secret', 'a long river stone');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a long river stone',
    });
  });

  it('explains a forced change, asks for the temporary password and opens the dashboard after', async () => {
    stubApi({
      'GET /api/auth/options': { status: 200, body: { method: 'password' } },
      'POST /api/auth/password': { status: 200, body: { staff: ADMIN, expiresAt: me.expiresAt } },
      'GET /api/auth/me': { status: 200, body: me },
    });
    renderStaff(<ChangePasswordScreen forced />, { path: '/311/staff/requests', staff: ADMIN });
    expect(screen.getByText(FORCED_CHANGE_TEXT)).toBeInTheDocument();
    await fill('temp-pass', 'a long river stone');
    await waitFor(() => {
      expect(window.location.pathname).toBe('/311/staff');
    });
  });
});
