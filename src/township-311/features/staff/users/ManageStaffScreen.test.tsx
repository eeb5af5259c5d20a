import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import type { SessionStaff } from '../session-api.ts';
import { ADMIN, apiError, renderStaff, stubApi, WORKER, type FetchCall } from '../../../testing/staff-harness.tsx';
import { cancelThenConfirm } from '../../../testing/confirmation.ts';
import { ManageStaffScreen } from './ManageStaffScreen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const changes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
const staffList = (...staff: SessionStaff[]) => ({ status: 200, body: { staff: [ADMIN, ...staff] } });

function open(id: string, routes: Parameters<typeof stubApi>[0]) {
  const stub = stubApi({ 'GET /api/staff/users': staffList(WORKER), ...routes });
  renderStaff(<ManageStaffScreen id={id} />, { path: `/311/staff/users/${id}`, staff: ADMIN });
  return stub;
}

describe('ManageStaffScreen', () => {
  it('sends only what changed, and says the member was signed out by a new role', async () => {
    const { calls } = open('w1', { 'PATCH /api/admin/users/w1': { status: 200, body: { staff: WORKER } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Wes Worker' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.nothingToChange)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role'), 'manager');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Wes Worker has been signed out.')).toBeInTheDocument();
    expect(changes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', '/api/admin/users/w1', { role: 'manager' }],
    ]);
    // The refetched list (still the old role here) does not undo the choice.
    expect(screen.getByLabelText('Role')).toHaveValue('manager');
  });

  it('shows the last-admin refusal as the server says it', async () => {
    open('admin-1', { 'PATCH /api/admin/users/admin-1': apiError(409, ACCOUNT_MESSAGES.lastAdmin) });
    await screen.findByRole('heading', { level: 1, name: 'Manage Avery Admin' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'worker');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.lastAdmin)).toBeInTheDocument();
    // Your own account: no deactivation, no reset here.
    expect(screen.getByText('You cannot deactivate your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a reset link' })).toBeNull();
  });

  it('deactivates only after the confirmation', async () => {
    const { calls } = open('w1', {
      'PUT /api/admin/users/w1/deactivated': { status: 200, body: { staff: { ...WORKER, active: false } } },
    });
    const user = userEvent.setup();
    await cancelThenConfirm(user, await screen.findByRole('button', { name: 'Deactivate account' }), {
      title: 'Deactivate account',
      confirm: 'Deactivate',
      sent: () => changes(calls),
    });
    expect(await screen.findByText('Wes Worker has been deactivated and signed out.')).toBeInTheDocument();
    expect(changes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/api/admin/users/w1/deactivated', undefined],
    ]);
  });

  it('shows a temporary password or a reset link once, with Copy', async () => {
    const reply = (call: FetchCall) =>
      (call.body as { method: string }).method === 'temporary'
        ? { status: 200, body: { method: 'temporary', temporaryPassword: 'abcd-efgh-jkmn' } }
        : { status: 200, body: { method: 'link', token: 'TOKEN', expiresAt: '2026-11-22T14:00:00.000Z' } };
    open('w1', { 'POST /api/admin/users/w1/password-resets': reply });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create a temporary password' }));
    expect(await screen.findByLabelText('Temporary password')).toHaveValue('abcd-efgh-jkmn');
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Temporary password' })).toHaveFocus();
    });
    await user.click(screen.getByRole('button', { name: 'Create a reset link' }));
    expect(await screen.findByLabelText('Reset link')).toHaveValue('http://localhost:3000/311/staff/reset/TOKEN');
    expect(screen.getByText(/It works once, until Nov 22, 2026, 9:00 AM\./)).toBeInTheDocument();
  });

  it('offers reactivation, and no reset, for a deactivated member', async () => {
    const { calls } = stubApi({
      'GET /api/staff/users': staffList({ ...WORKER, active: false }),
      'DELETE /api/admin/users/w1/deactivated': { status: 200, body: { staff: WORKER } },
    });
    renderStaff(<ManageStaffScreen id="w1" />, { path: '/311/staff/users/w1', staff: ADMIN });
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeInTheDocument();
    expect(screen.getByText('Reactivate the account before resetting its password.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reactivate account' }));
    expect(await screen.findByText('Wes Worker can sign in again.')).toBeInTheDocument();
    expect(changes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['DELETE', '/api/admin/users/w1/deactivated', undefined],
    ]);
  });
});
