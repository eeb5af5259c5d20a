import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStaff } from '../session-api.ts';
import { ADMIN, apiError, renderStaff, stubApi, WORKER, type FetchCall } from '../../../testing/staff-harness.tsx';
import { cancelThenConfirm } from '../../../testing/confirmation.ts';
import { UserManagementScreen } from './UserManagementScreen.tsx';

const OTHER_ADMIN: SessionStaff = {
  ...WORKER,
  id: 'a2',
  name: 'Ada Admin',
  email: 'ada@township.example',
  role: 'admin',
};
const STAFF = [ADMIN, OTHER_ADMIN, WORKER];

function stubUsers(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'GET /api/staff/users': { status: 200, body: { staff: STAFF } }, ...extra });
}

const changes = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function ready() {
  await screen.findByRole('cell', { name: 'Wes Worker' });
}

describe('UserManagementScreen', () => {
  it('sends a non-admin to the dashboard', async () => {
    stubUsers();
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: { ...WORKER, role: 'manager' } });
    await waitFor(() => {
      expect(window.location.pathname).toBe('/311/staff');
    });
    expect(screen.queryByRole('heading', { name: 'User Management' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open311 API keys' })).toBeNull();
  });

  it('has the Open311 API keys section for an admin, after the staff sections', async () => {
    const { calls } = stubUsers({ 'GET /api/admin/api-keys': { status: 200, body: { apiKeys: [] } } });
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    const region = await screen.findByRole('region', { name: 'Open311 API keys' });
    expect(await within(region).findByText('No API keys yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Add New Staff User',
      'Current Staff',
      'Open311 API keys',
    ]);
    expect(calls.some((call) => call.path === '/api/admin/api-keys')).toBe(true);
  });

  it('lists the current staff with role badges and named delete buttons', async () => {
    stubUsers();
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const row = screen.getByRole('row', { name: /Wes Worker/ });
    expect(within(row).getByText('Worker')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Wes Worker' })).toBeInTheDocument();
  });

  it.each([
    ['Avery Admin', 'You cannot delete your own account.'],
    ['Ada Admin', 'Cannot delete an Admin account. Please demote them first.'],
  ])('refuses to delete %s without a call or a dialog', async (name, message) => {
    const { calls } = stubUsers();
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    await userEvent.setup().click(screen.getByRole('button', { name: `Delete ${name}` }));
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes(calls)).toEqual([]);
  });

  it('deletes a member after the confirmation dialog, and only then', async () => {
    const { calls } = stubUsers({ 'POST /api/admin/delete-user': { status: 200, body: { deleted: 'w1' } } });
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    await cancelThenConfirm(user, screen.getByRole('button', { name: 'Delete Wes Worker' }), {
      title: 'Delete staff member',
      text: 'Are you sure you want to delete Wes Worker? This action is irreversible and will delete their login and profile.',
      confirm: 'Delete',
      sent: () => changes(calls),
    });
    expect(await screen.findByText('Deleted Wes Worker.')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/api/admin/delete-user', body: { uid: 'w1' } }]);
    // The list is asked for again after the change.
    expect(calls.filter((call) => call.path === '/api/staff/users').length).toBeGreaterThan(1);
  });

  it.each([
    [
      apiError(403, 'Cannot delete an Admin account. Please demote them first.'),
      'Cannot delete an Admin account. Please demote them first.',
    ],
    [apiError(500, 'Something went wrong on our side. Please try again later.'), 'Failed to delete user'],
  ])('shows a refused delete as the server says, or the fallback', async (reply, message) => {
    stubUsers({ 'POST /api/admin/delete-user': reply });
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Wes Worker' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('Add New Staff User', () => {
  async function fill(values: {
    name?: string;
    email?: string;
    password?: string;
    department?: string;
    role?: string;
  }) {
    const user = userEvent.setup();
    const form = within(screen.getByRole('region', { name: 'Add New Staff User' }));
    if (values.name) await user.type(form.getByLabelText('Name'), values.name);
    if (values.email) await user.type(form.getByLabelText('Email'), values.email);
    if (values.password) await user.type(form.getByLabelText('Temporary Password'), values.password);
    if (values.department) await user.selectOptions(form.getByLabelText('Department'), values.department);
    if (values.role) await user.selectOptions(form.getByLabelText('Role'), values.role);
    await user.click(form.getByRole('button', { name: 'Create User' }));
    return form;
  }

  it('offers the roles with Worker first and selected', () => {
    stubUsers();
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('worker');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Worker', 'Manager', 'Admin', 'Developer']);
  });

  it.each([
    [{}, 'Name, email, temporary password and department are required.'],
    [
      { name: 'Nia', email: 'nia@township.example', password: '12345', department: 'Health' },
      'Password must be at least 6 characters long.',
    ],
  ])('checks %j before calling', async (values, message) => {
    const { calls } = stubUsers();
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const form = await fill(values);
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });

  it.each([
    [
      apiError(409, 'A staff account with that email already exists.'),
      'A staff account with that email already exists.',
    ],
    [apiError(500, 'Something went wrong on our side. Please try again later.'), 'Failed to create user'],
  ])('shows a refused create as the server says, or the fallback', async (reply, message) => {
    stubUsers({ 'POST /api/admin/create-user': reply });
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const form = await fill({ name: 'Nia', email: 'nia@township.example', password: '123456', department: 'Health' });
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('Nia');
  });

  it('creates a member, says so and clears the form', async () => {
    const { calls } = stubUsers({ 'POST /api/admin/create-user': { status: 201, body: { staff: WORKER } } });
    renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const form = await fill({
      name: 'Nia New',
      email: 'Nia@Township.example',
      password: '123456',
      department: 'Health',
      role: 'developer',
    });
    expect(await form.findByText('Created Nia New.')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/create-user',
        body: {
          name: 'Nia New',
          email: 'nia@township.example',
          password: '123456',
          department: 'Health',
          role: 'developer',
        },
      },
    ]);
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Role')).toHaveValue('worker');
  });

  it('keeps what is typed while a creation is answered and the list refreshes', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const pending = new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = resolve;
    });
    let refetches = 0;
    stubApi({
      'GET /api/staff/users': () => {
        refetches += 1;
        return { status: 200, body: { staff: STAFF } };
      },
      'POST /api/admin/create-user': () => pending,
    });
    const { queryClient } = renderStaff(<UserManagementScreen />, { path: '/311/staff/users', staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    const form = await fill({
      name: 'Nia New',
      email: 'nia@township.example',
      password: '123456',
      department: 'Health',
    });
    // The next member, typed while the first is being created.
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Omar Next');
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'omar@township.example');
    answer({ status: 201, body: { staff: WORKER } });
    expect(await form.findByText('Created Nia New.')).toBeInTheDocument();
    await waitFor(() => {
      expect(refetches).toBeGreaterThan(1);
    });
    await queryClient.invalidateQueries();
    expect(form.getByLabelText('Name')).toHaveValue('Omar Next');
    expect(form.getByLabelText('Email')).toHaveValue('omar@township.example');
    // What was sent and not retyped is cleared for the next member.
    expect(form.getByLabelText('Temporary Password')).toHaveValue('');
    expect(form.getByLabelText('Department')).toHaveValue('');
  });
});
