/**
 * Signing in again in place, in jsdom through the portal layout and a note form on the real API
 * client: a read that finds the session ended shows the banner only; a change opens the dialog,
 * keeps the text and, once the same member signs in, posts it again with the new CSRF token;
 * Esc and Cancel close the dialog and give focus back; a sign-in as someone else posts nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, api, getJson } from '../../../lib/api-client.ts';
import { FIREBASE, sessionServer, whileSignedIn, WREN } from '../../../testing/session-server.ts';
import { ADMIN, renderStaff, type FetchCall } from '../../../testing/staff-harness.tsx';
import { PortalLayout } from './PortalLayout.tsx';
import { requestChanges } from '../request-detail/request-detail-api.ts';
import { TextEntryForm } from '../request-detail/TextEntryForm.tsx';
import { firebaseSignIn } from '../login/firebase-sign-in.ts';

// The Firebase SDK's side is tested in login/firebase-sign-in.test.ts; here only that the dialog uses it.
vi.mock('../login/firebase-sign-in.ts', () => ({ firebaseSignIn: vi.fn() }));
const firebaseMock = vi.mocked(firebaseSignIn);

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const NOTES = `POST /api/staff/requests/${ID}/notes`;
const ENDED = 'Your session has ended. Sign in again to continue; what you typed is kept.';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server, with the note form's call: it keeps each note posted while signed in. */
function server(method: 'password' | 'firebase' = 'password') {
  const notes: string[] = [];
  const backend = sessionServer(method, (state) => ({
    'GET /api/staff/dashboard': () => whileSignedIn(state, () => ({ status: 200, body: {} })),
    [NOTES]: (call: FetchCall) =>
      whileSignedIn(state, () => {
        notes.push((call.body as { text: string }).text);
        return { status: 201, body: { request: { id: ID } } };
      }),
  }));
  return { ...backend, state: Object.assign(backend.state, { notes }) };
}

function NoteScreen() {
  return (
    <>
      <h1>Request</h1>
      <TextEntryForm
        label="New internal note"
        buttonLabel="Add Note"
        doneMessage="Note added."
        failureMessage="Failed to add note."
        save={(text) => requestChanges.note(ID, text)}
      />
    </>
  );
}

async function typedNoteThenEnded(user: ReturnType<typeof userEvent.setup>, method?: 'firebase') {
  const backend = server(method);
  renderStaff(
    <PortalLayout passwordChange={() => null}>
      <NoteScreen />
    </PortalLayout>,
  );
  await user.type(await screen.findByLabelText('New internal note'), 'Crew checked the pole');
  backend.state.who = null;
  await user.click(screen.getByRole('button', { name: 'Add Note' }));
  return backend;
}

describe('a session that ends mid-work', () => {
  it('shows the banner for a failed read, without taking focus or opening the dialog', async () => {
    const backend = server();
    renderStaff(
      <PortalLayout passwordChange={() => null}>
        <NoteScreen />
      </PortalLayout>,
    );
    const box = await screen.findByLabelText('New internal note');
    box.focus();
    backend.state.who = null;
    await getJson('/api/staff/dashboard').catch(() => undefined);
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(screen.getByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('keeps the note, signs in in the dialog and posts the note once, with the new CSRF token', async () => {
    const user = userEvent.setup();
    const backend = await typedNoteThenEnded(user);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveAccessibleDescription(ENDED);
    expect(screen.getByLabelText('New internal note')).toHaveValue('Crew checked the pole');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(ADMIN.email);
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Password'), 'right password{Enter}');
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(ENDED)).toBeNull();
    expect(backend.state.notes).toEqual(['Crew checked the pole']);
    const noteTokens = backend.headers.filter((header) => header.path.endsWith('/notes')).map((header) => header.csrf);
    expect(noteTokens).toEqual(['csrf-1', 'csrf-2']);
    expect(screen.getByLabelText('New internal note')).toHaveValue('');
  });

  it('signs in again through Firebase Authentication on a Firebase server, then posts the note', async () => {
    firebaseMock.mockReset();
    firebaseMock.mockImplementation(async (_config, credentials, exchange) => {
      if (credentials.password !== 'right password') throw new Error('Invalid email or password.');
      await exchange(`token-for-${credentials.email}`);
    });
    const user = userEvent.setup();
    const backend = await typedNoteThenEnded(user, 'firebase');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.type(within(dialog).getByLabelText('Password'), 'right password{Enter}');
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(firebaseMock).toHaveBeenCalledWith(
      FIREBASE,
      { email: ADMIN.email, password: 'right password' },
      expect.any(Function),
    );
    expect(backend.state.notes).toEqual(['Crew checked the pole']);
    expect(backend.calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it('says the session ended in the form instead of "Failed to add note."', async () => {
    const user = userEvent.setup();
    await typedNoteThenEnded(user);
    const form = screen.getByLabelText('New internal note').closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(ENDED);
    expect(form).not.toHaveTextContent('Failed to add note.');
  });

  it('shows a refused sign-in in the dialog and stays signed out', async () => {
    const user = userEvent.setup();
    const backend = await typedNoteThenEnded(user);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong{Enter}');
    expect(await within(dialog).findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(backend.state.notes).toEqual([]);
  });

  it.each([
    ['Esc', (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))],
    ['Cancel', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
  ])('%s closes the dialog, gives focus back and keeps the banner and the text', async (_name, close) => {
    const user = userEvent.setup();
    await typedNoteThenEnded(user);
    close(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Add Note' })).toHaveFocus();
    });
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByLabelText('New internal note')).toHaveValue('Crew checked the pole');
  });

  it('posts nothing when someone else signs in, and says so', async () => {
    const user = userEvent.setup();
    const backend = await typedNoteThenEnded(user);
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), WREN.email);
    await user.type(within(dialog).getByLabelText('Password'), 'right password{Enter}');
    expect(
      await screen.findByText('Not sent: you are now signed in as Wren Worker. Check what you typed, then send it.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are now signed in as Wren Worker\. This screen shows/)).toBeInTheDocument();
    expect(screen.getByTestId('staff-identity')).toHaveTextContent('Wren Worker');
    expect(screen.getByLabelText('New internal note')).toHaveValue('Crew checked the pole');
    expect(backend.state.notes).toEqual([]);
    // Sent only when the new member chooses to.
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => {
      expect(backend.state.notes).toEqual(['Crew checked the pole']);
    });
  });

  it('leaves a failed sign-in check (no session at all) to the login screen', async () => {
    const backend = server();
    backend.state.who = null;
    renderStaff(
      <PortalLayout passwordChange={() => null}>
        <NoteScreen />
      </PortalLayout>,
    );
    await waitFor(() => {
      expect(window.location.pathname).toBe('/311/login');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await readJson(api.api.auth.me.$get()).catch(() => undefined);
    expect(screen.queryByText(ENDED)).toBeNull();
  });
});
