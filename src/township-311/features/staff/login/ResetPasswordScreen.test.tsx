import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '#domain/requests/staff-account-input.ts';
import { PASSWORD_MESSAGES } from '#domain/requests/staff-password.ts';
import { apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { PASSWORD_SET, ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const TOKEN = 'T'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordScreen', () => {
  it('says when a link is used or expired', async () => {
    stubApi({ [`GET /api/auth/password-reset/${TOKEN}`]: apiError(404, ACCOUNT_MESSAGES.resetLinkInvalid) });
    renderStaff(<ResetPasswordScreen token={TOKEN} />, { path: `/311/staff/reset/${TOKEN}` });
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/311/login/forgot-password',
    );
  });

  it('sets the password for the named account, refusing one with the e-mail in it first', async () => {
    const { calls } = stubApi({
      [`GET /api/auth/password-reset/${TOKEN}`]: { status: 200, body: { email: 'sam.lee@township.test', name: 'Sam' } },
      'POST /api/auth/password-reset': { status: 200, body: { reset: true } },
    });
    renderStaff(<ResetPasswordScreen token={TOKEN} />, { path: `/311/staff/reset/${TOKEN}` });
    expect(await screen.findByText('For sam.lee@township.test')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'hello sam.lee');
    await user.type(screen.getByLabelText('Confirm new password'), 'hello sam.lee');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.containsEmail)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'a long river stone');
    await user.type(screen.getByLabelText('Confirm new password'), 'a long river stone');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_SET)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: TOKEN,
      newPassword: 'a long river stone',
    });
    expect(screen.getByRole('link', { name: 'Go to the staff login' })).toHaveAttribute('href', '/311/login');
  });
});
