import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { toSubmitterRequest } from '#domain/requests/submitter-view.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { apiError, renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { FollowUpScreen } from './FollowUpScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const publicView = (status: 'New' | 'Resolved' | 'Closed' | 'In Progress', actions: string[] = []) =>
  toSubmitterRequest(
    submittedRequest({
      id: ID,
      category: 'Graffiti',
      address: '9 Oak Ave',
      status,
      history: actions.map((action, i) => ({
        timestamp: `2026-03-0${String(i + 1)}T10:00:00.000Z`,
        action,
        user: 'Resident',
        userId: null,
      })),
    }),
  );

/** What the submitter may still do: add, with how many additions are left, or reopen until a date. */
const OPEN = (additionsLeft: number) => ({ kind: 'open', additionsLeft });
const RESOLVED = { kind: 'resolved', resolvedAt: '2026-03-02T15:00:00.000Z', reopenUntil: '2026-03-16T15:00:00.000Z' };

/** The server's answer: the request as the submitter sees it, what they may do next, and a change's message. */
const followBody = (request: ReturnType<typeof publicView>, state: object, message?: string) => ({
  request,
  state,
  ...(message === undefined ? {} : { message }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () => renderStaff(<FollowUpScreen token="tok" />, { path: '/311/my-request?token=tok' });

describe('FollowUpScreen', () => {
  it('shows what the track page shows, what only the submitter added, and no internal-only line', async () => {
    const view = toSubmitterRequest(
      submittedRequest({
        id: ID,
        category: 'Graffiti',
        description: 'Tags on the library wall',
        imageUrl: `/api/uploads/${ID}/photo.jpg`,
        hiddenPhoto: { reason: 'Shows a face', timestamp: '2026-03-02T10:00:00.000Z', user: 'Sam', userId: 'u1' },
        dueAt: '2026-03-13T21:00:00.000Z',
        comments: [{ timestamp: '2026-03-03T10:00:00.000Z', text: 'A crew comes Friday.', user: 'Sam', userId: 'u1' }],
        history: [
          { timestamp: '2026-03-01T10:00:00.000Z', action: 'Request Submitted', user: 'Resident', userId: null },
          { timestamp: '2026-03-02T10:00:00.000Z', action: 'Internal note added', user: 'Sam', userId: 'u1' },
          {
            timestamp: '2026-03-02T11:00:00.000Z',
            action: 'Photo hidden from the public: Shows a face',
            user: 'Sam',
            userId: 'u1',
          },
        ],
        internalNotes: [
          { timestamp: '2026-03-02T10:00:00.000Z', text: 'Gate code 4411', user: 'Sam', userId: 'u1' },
          {
            timestamp: '2026-03-04T10:00:00.000Z',
            text: `Information from the resident: Bigger now\nPhoto from the resident: /api/uploads/${ID}/photo-later.jpg`,
            user: 'Resident',
            userId: null,
          },
        ],
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:added'), revokeObjectURL: vi.fn() }));
    const { calls } = stubApi({
      'POST /api/follow/view': { status: 200, body: followBody(view, OPEN(19)) },
      'POST /api/follow/photo': { status: 200, body: {} },
    });
    render();
    const card = await screen.findByTestId('track-card');
    expect(within(card).getByText('Tags on the library wall')).toBeVisible();
    expect(within(card).getByTestId('track-expected')).toHaveTextContent('Expected by');
    expect(within(card).getByText('A crew comes Friday.')).toBeVisible();
    expect(within(card).getByText(/^Hidden by township staff to keep private details/)).toBeVisible();
    const history = within(card).getByTestId('track-history');
    expect(within(history).queryByText('Internal note added')).toBeNull();
    expect(history).toHaveTextContent(
      'Photo hidden by township staff to keep private details and offensive content off the public page',
    );
    expect(card).not.toHaveTextContent('Gate code');
    expect(card).not.toHaveTextContent('Shows a face');
    const added = within(card).getByTestId('follow-up-additions');
    expect(within(added).getByText('Bigger now')).toBeVisible();
    const thumb = await within(added).findByRole('button', { name: /^Photo you added/ });
    expect(within(thumb).getByRole('img')).toHaveAttribute('src', 'blob:added');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/follow/photo',
      body: { token: 'tok', fileName: 'photo-later.jpg' },
    });
    const user = userEvent.setup();
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: /^Photo you added/ });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('adds information to an open request and shows its new history line', async () => {
    const { calls } = stubApi({
      'POST /api/follow/view': { status: 200, body: followBody(publicView('New'), OPEN(20)) },
      'POST /api/follow/information': {
        status: 201,
        body: followBody(publicView('New', ['Information added by the resident']), OPEN(19), FOLLOW_UP_MESSAGES.added),
      },
    });
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Information/ }), 'Bigger now');
    await user.click(screen.getByRole('button', { name: 'Add to my request' }));
    await waitFor(() => {
      expect(screen.getByTestId('follow-up-notice')).toHaveTextContent(FOLLOW_UP_MESSAGES.added);
    });
    expect(within(screen.getByTestId('track-history')).getByText('Information added by the resident')).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/follow/view',
      'POST /api/follow/information',
    ]);
    expect(screen.getByRole('textbox', { name: /^Information/ })).toHaveValue('');
  });

  it('refuses to send nothing', async () => {
    const { calls } = stubApi({
      'POST /api/follow/view': { status: 200, body: followBody(publicView('New'), OPEN(20)) },
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to my request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(FOLLOW_UP_MESSAGES.empty);
    expect(calls).toHaveLength(1);
  });

  it('reopens a resolved request with "not fixed", then offers to add information', async () => {
    const { calls } = stubApi({
      'POST /api/follow/view': { status: 200, body: followBody(publicView('Resolved'), RESOLVED) },
      'POST /api/follow/reopen': {
        status: 200,
        body: followBody(
          publicView('In Progress', ['Reopened by the resident: not fixed']),
          OPEN(20),
          FOLLOW_UP_MESSAGES.reopened,
        ),
      },
    });
    render();
    const hint = await screen.findByText(/tell us within 14 days of its resolution/);
    expect(hint).toHaveTextContent('by Mar 16, 2026, 11:00 AM, and the township will look at it again.');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /What is still wrong/ }), 'Still dark');
    await user.click(screen.getByRole('button', { name: 'It is not fixed' }));
    await waitFor(() => {
      expect(screen.getByTestId('follow-up-notice')).toHaveTextContent(FOLLOW_UP_MESSAGES.reopened);
    });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/follow/reopen',
      body: { token: 'tok', note: 'Still dark' },
    });
    expect(screen.getByTestId('track-status')).toHaveTextContent('In Progress');
    expect(screen.getByRole('button', { name: 'Add to my request' })).toBeVisible();
  });

  it('says so when the request changed before "not fixed" took effect, and shows it as it now stands', async () => {
    const resolved = followBody(publicView('Resolved'), RESOLVED);
    const reopened = followBody(publicView('In Progress', ['Reopened by the resident: not fixed']), OPEN(20));
    let views = 0;
    const { calls } = stubApi({
      'POST /api/follow/view': () => ({ status: 200, body: views++ === 0 ? resolved : reopened }),
      'POST /api/follow/reopen': apiError(409, FOLLOW_UP_MESSAGES.changed),
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'It is not fixed' }));
    await waitFor(() => {
      expect(screen.getByTestId('follow-up-notice')).toHaveTextContent(FOLLOW_UP_MESSAGES.changed);
    });
    expect(await screen.findByRole('button', { name: 'Add to my request' })).toBeVisible();
    expect(screen.getByTestId('track-status')).toHaveTextContent('In Progress');
    expect(screen.queryByRole('button', { name: 'It is not fixed' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(calls.map((call) => call.path)).toEqual(['/api/follow/view', '/api/follow/reopen', '/api/follow/view']);
  });

  it.each([
    [{ kind: 'too-late', resolvedAt: '2026-03-02T15:00:00.000Z' }, FOLLOW_UP_MESSAGES.tooLate],
    [{ kind: 'closed' }, FOLLOW_UP_MESSAGES.closed],
  ])('says why %j can no longer change, with a way to report again', async (state, message) => {
    stubApi({ 'POST /api/follow/view': { status: 200, body: followBody(publicView('Resolved'), state) } });
    render();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Submit a new request' })).toHaveAttribute('href', '/311');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link that does not work is not valid', async () => {
    stubApi({ 'POST /api/follow/view': apiError(404, FOLLOW_MESSAGES.invalidLink) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(FOLLOW_MESSAGES.invalidLink);
  });
});
