import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGES } from '#domain/requests/forgot-password.ts';
import { LOGIN_MESSAGES } from '#domain/requests/staff-login-input.ts';
import { apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const PATH = '/311/login/forgot-password';
const sentReply = { status: 202, body: { message: FORGOT_PASSWORD_MESSAGES.sent } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordScreen', () => {
  it('checks the address before asking the server', async () => {
    const { calls } = stubApi({});
    renderStaff(<ForgotPasswordScreen />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(LOGIN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the address, then replaces the form with the confirmation and moves focus to it', async () => {
    const { calls } = stubApi({ 'POST /api/auth/forgot-password': sentReply });
    renderStaff(<ForgotPasswordScreen />, { path: PATH });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' Sam.Lee@Township.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const confirmation = await screen.findByText(FORGOT_PASSWORD_MESSAGES.sent);
    expect(screen.getByRole('status')).toContainElement(confirmation);
    await waitFor(() => {
      expect(confirmation).toHaveFocus();
    });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'sam.lee@township.test' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the staff login' })).toHaveAttribute('href', '/311/login');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubApi({ 'POST /api/auth/forgot-password': apiError(429, FORGOT_PASSWORD_MESSAGES.tooMany) });
    renderStaff(<ForgotPasswordScreen />, { path: PATH });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'sam@township.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORGOT_PASSWORD_MESSAGES.tooMany);
    expect(screen.getByLabelText('Email')).toHaveValue('sam@township.test');
    expect(screen.queryByText(FORGOT_PASSWORD_MESSAGES.sent)).toBeNull();
  });
});
