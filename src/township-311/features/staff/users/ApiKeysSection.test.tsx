import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiError, renderStaff, stubApi, type FetchCall } from '../../../testing/staff-harness.tsx';
import { cancelThenConfirm } from '../../../testing/confirmation.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';

const SECRET = 'AbCdEfGh0123456789_-abcdefghijklmnopqrstuvw';
const ACTIVE = {
  id: 'k1',
  label: 'City data portal',
  prefix: 'pJx0m3Qa',
  createdBy: { id: 'admin-1', name: 'Avery Admin' },
  createdAt: '2025-01-05T20:04:00.000Z',
  revokedAt: null,
  lastUsedAt: '2025-01-06T14:30:00.000Z',
};
const REVOKED = {
  ...ACTIVE,
  id: 'k0',
  label: 'Old app',
  prefix: 'zz99YY88',
  createdBy: { id: 'a2', name: 'Ada Admin' },
  revokedAt: '2025-01-07T10:00:00.000Z',
  lastUsedAt: null,
};
const NEW_KEY = { ...ACTIVE, id: 'k2', label: 'FixMyStreet', prefix: SECRET.slice(0, 8), lastUsedAt: null };

function stubKeys(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'GET /api/admin/api-keys': { status: 200, body: { apiKeys: [ACTIVE, REVOKED] } }, ...extra });
}
const changes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.path === '/api/admin/api-keys');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function ready() {
  await screen.findByRole('cell', { name: 'City data portal' });
}
const section = () => within(screen.getByRole('region', { name: 'Open311 API keys' }));

describe('Open311 API keys: the list', () => {
  it('shows each key with its prefix, creator, dates and status, and Revoke for active keys only', async () => {
    stubKeys();
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    await ready();
    const active = within(screen.getByRole('row', { name: /City data portal/ }));
    expect(active.getByText('pJx0m3Qa…')).toBeInTheDocument();
    expect(active.getByText('Avery Admin')).toBeInTheDocument();
    expect(active.getByText('Jan 5, 2025, 3:04 PM')).toBeInTheDocument();
    expect(active.getByText('Jan 6, 2025, 9:30 AM')).toBeInTheDocument();
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByRole('button', { name: 'Revoke City data portal' })).toBeInTheDocument();
    const revoked = within(screen.getByRole('row', { name: /Old app/ }));
    expect(revoked.getByText('Never')).toBeInTheDocument();
    expect(revoked.getByText('Revoked')).toBeInTheDocument();
    expect(revoked.queryByRole('button')).toBeNull();
    // Rows may hold no button at all: the scrolling box itself takes focus, for sideways scrolling.
    expect(screen.getByRole('region', { name: 'All keys, newest first' })).toHaveAttribute('tabindex', '0');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['Label', 'Key', 'Created by', 'Created', 'Last used', 'Status']);
  });

  it('says when there are no keys, and when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/api-keys': { status: 200, body: { apiKeys: [] } } });
    const first = renderStaff(<ApiKeysSection />, { staff: ADMIN });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    first.unmount();
    stubApi({ 'GET /api/admin/api-keys': apiError(500, 'Something went wrong') });
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    expect(await screen.findByText('Failed to load the API keys.')).toBeInTheDocument();
  });
});

describe('Open311 API keys: creating', () => {
  it.each([
    ['', 'Please enter a label for the key.'],
    ['   ', 'Please enter a label for the key.'],
    ['x'.repeat(101), 'The label must be at most 100 characters.'],
  ])('checks the label %j before calling', async (label, message) => {
    const { calls } = stubKeys();
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    const input = section().getByLabelText('Key label');
    if (label) await user.click(input);
    if (label) await user.paste(label);
    await user.click(section().getByRole('button', { name: 'Create API key' }));
    const error = await section().findByText(message);
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.closest('[role="alert"]')!.id);
    expect(changes(calls)).toEqual([]);
  });

  it('creates a key and shows it once, focused, with a warning, Copy and Done', async () => {
    const { calls } = stubKeys({
      'POST /api/admin/api-keys': { status: 201, body: { apiKey: NEW_KEY, key: SECRET } },
    });
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    await user.type(section().getByLabelText('Key label'), '  FixMyStreet ');
    await user.click(section().getByRole('button', { name: 'Create API key' }));

    const field = await section().findByLabelText('API key');
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/it will not be shown again/);
    expect(
      section()
        .getAllByRole('status')
        .some((region) => region.textContent.includes('Created the API key “FixMyStreet”')),
    ).toBe(true);
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/api/admin/api-keys', body: { label: 'FixMyStreet' } }]);
    expect(section().getByLabelText('Key label')).toHaveValue('');
    await waitFor(() => {
      expect(listCalls(calls).length).toBeGreaterThan(1);
    });

    await user.click(section().getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await section().findByText('Key copied to the clipboard.')).toBeInTheDocument();

    await user.click(section().getByRole('button', { name: 'Done' }));
    expect(section().queryByLabelText('API key')).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Open311 API keys' })).toHaveFocus();
  });

  it.each([
    [apiError(422, 'The label must be at most 100 characters.'), 'The label must be at most 100 characters.'],
    [apiError(500, 'Something went wrong on our side.'), 'Failed to create the API key.'],
  ])('shows a refused create as the server says, or the fallback', async (reply, message) => {
    stubKeys({ 'POST /api/admin/api-keys': reply });
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    await user.type(section().getByLabelText('Key label'), 'Portal');
    await user.click(section().getByRole('button', { name: 'Create API key' }));
    expect((await section().findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(section().getByLabelText('Key label')).toHaveValue('Portal');
    expect(section().queryByLabelText('API key')).toBeNull();
  });
});

describe('Open311 API keys: revoking', () => {
  it('revokes a key after the confirmation dialog, and only then', async () => {
    const { calls } = stubKeys({ 'DELETE /api/admin/api-keys/k1': { status: 200, body: { apiKey: ACTIVE } } });
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    await cancelThenConfirm(user, screen.getByRole('button', { name: 'Revoke City data portal' }), {
      title: 'Revoke API key',
      text: 'Are you sure you want to revoke “City data portal” (pJx0m3Qa…)? Systems using it will be refused at once. This cannot be undone.',
      confirm: 'Revoke',
      sent: () => changes(calls),
    });
    expect(await screen.findByText('Revoked “City data portal”.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keys' })).toHaveFocus();
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: '/api/admin/api-keys/k1', body: undefined }]);
    await waitFor(() => {
      expect(listCalls(calls).length).toBeGreaterThan(1);
    });
  });

  it.each([
    [apiError(404, 'No API key with that id.'), 'No API key with that id.'],
    [apiError(500, 'Something went wrong on our side.'), 'Failed to revoke the API key.'],
  ])('shows a refused revoke as the server says, or the fallback', async (reply, message) => {
    stubKeys({ 'DELETE /api/admin/api-keys/k1': reply });
    renderStaff(<ApiKeysSection />, { staff: ADMIN });
    await ready();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke City data portal' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
  });
});
