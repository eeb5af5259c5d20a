import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { NotificationsScreen } from './NotificationsScreen.tsx';

const PATH = '/311/staff/account/notifications';
const GET = 'GET /api/staff/account/notifications';
const PUT = 'PUT /api/staff/account/notifications';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsScreen', () => {
  it('shows the stored choice, saves another and says so in a live region', async () => {
    const { calls } = stubApi({
      [GET]: { status: 200, body: { mail: 'immediate' } },
      [PUT]: { status: 200, body: { mail: 'digest' } },
    });
    renderStaff(<NotificationsScreen />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /As they happen/ })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /A daily digest/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. You will get one e-mail a day with everything since the last one.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PUT', path: '/api/staff/account/notifications', body: { mail: 'digest' } });
  });

  it('reads out a failure and keeps the choice', async () => {
    stubApi({
      [GET]: { status: 200, body: { mail: 'none' } },
      [PUT]: apiError(500, 'Something went wrong.'),
    });
    renderStaff(<NotificationsScreen />, { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /As they happen/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('radio', { name: /As they happen/ })).toBeChecked();
    expect(screen.queryByText(/^Saved\./)).toBeNull();
  });

  it('says when the setting cannot be read', async () => {
    stubApi({ [GET]: apiError(500, 'Something went wrong.') });
    renderStaff(<NotificationsScreen />, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail setting could not be loaded.');
  });
});
