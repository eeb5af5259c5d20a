import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { firebaseSignIn } from './firebase-sign-in.ts';
import { LoginScreen } from './LoginScreen.tsx';

// The Firebase SDK's side is tested in firebase-sign-in.test.ts; here only what the screen does with it.
vi.mock('./firebase-sign-in.ts', () => ({ firebaseSignIn: vi.fn() }));
const firebaseMock = vi.mocked(firebaseSignIn);

const signedOut = apiError(401, 'Please sign in to continue.');
const session = { status: 200, body: { staff: ADMIN, csrfToken: 'csrf-1', expiresAt: '2030-01-01T00:00:00.000Z' } };

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Waits until the app has gone to the staff dashboard. */
/** /api/auth/me answers signed out until `route` is called, and the session from then on, as `route` does. */
function signingInBy(route: string) {
  let signedIn = false;
  return {
    'GET /api/auth/me': () => (signedIn ? session : signedOut),
    [route]: () => {
      signedIn = true;
      return session;
    },
  };
}

const expectDashboard = () =>
  waitFor(() => {
    expect(window.location.pathname).toBe('/311/staff');
  });

describe('LoginScreen', () => {
  it('shows the fields, the button and the way back', async () => {
    stubApi({ 'GET /api/auth/me': signedOut });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: '← Back to Resident Portal' })).toHaveAttribute('href', '/311');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/311/login/forgot-password',
    );
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('');
    });
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = stubApi({ 'GET /api/auth/me': signedOut });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it.each([
    [401, 'Invalid email or password.'],
    [429, 'Too many failed sign-in attempts. Please wait and try again.'],
  ])('shows the server message of a %i exactly and keeps the e-mail', async (status, message) => {
    const { calls } = stubApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': apiError(status, message) });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await submit('sam@township.example', 'wrong-password');
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace('.', '\\.')}$`));
    });
    expect(screen.getByLabelText('Email')).toHaveValue('sam@township.example');
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'sam@township.example',
      password: 'wrong-password',
    });
  });

  it('logs a warning for a login without a staff profile', async () => {
    const message = 'This login has no staff profile. Please contact an administrator.';
    stubApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': apiError(403, message) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await submit('ghost@township.example', 'a-password');
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message));
    expect(window.location.pathname).toBe('/311/login');
  });

  it('opens the dashboard after signing in', async () => {
    stubApi(signingInBy('POST /api/auth/login'));
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await submit(ADMIN.email, 'right-password');
    await expectDashboard();
  });

  it('goes straight to the dashboard when already signed in', async () => {
    stubApi({ 'GET /api/auth/me': session });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await expectDashboard();
  });
});

describe('LoginScreen on a Firebase server', () => {
  const firebase = { apiKey: 'web-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
  const options = { status: 200, body: { method: 'firebase', firebase } };

  afterEach(() => {
    firebaseMock.mockReset();
  });

  it('signs in with Firebase, hands the ID token to the server, and opens the dashboard', async () => {
    firebaseMock.mockImplementation(async (_config, _credentials, exchange) => {
      await exchange('id-token-1');
    });
    const { calls } = stubApi({ 'GET /api/auth/options': options, ...signingInBy('POST /api/auth/firebase') });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await submit(ADMIN.email, 'right-password');
    await expectDashboard();
    expect(firebaseMock).toHaveBeenCalledWith(
      firebase,
      { email: ADMIN.email, password: 'right-password' },
      expect.any(Function),
    );
    expect(calls.find((call) => call.path === '/api/auth/firebase')?.body).toEqual({ idToken: 'id-token-1' });
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it.each([
    ['Invalid email or password.'],
    ['Too many failed sign-in attempts. Please wait and try again.'],
    ['This login has no staff profile. Please contact an administrator.'],
  ])('shows "%s" in the live region and keeps the e-mail', async (message) => {
    firebaseMock.mockRejectedValue(new Error(message));
    stubApi({ 'GET /api/auth/options': options, 'GET /api/auth/me': signedOut });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await submit('sam@township.example', 'wrong-password');
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    });
    expect(screen.getByLabelText('Email')).toHaveValue('sam@township.example');
    expect(window.location.pathname).toBe('/311/login');
  });

  it('uses the password sign-in when the server names no Firebase settings', async () => {
    const { calls } = stubApi({
      'GET /api/auth/options': { status: 200, body: { method: 'password' } },
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': apiError(401, 'Invalid email or password.'),
    });
    renderStaff(<LoginScreen />, { path: '/311/login' });
    await submit('sam@township.example', 'wrong-password');
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
    });
    expect(firebaseMock).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(true);
  });
});
