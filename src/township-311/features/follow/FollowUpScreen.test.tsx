import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { FOLLOW_UP_MESSAGES } from '#domain/requests/follow-up-messages.ts';
import { toPublicRequest } from '#domain/requests/public-view.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { apiError, renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { FollowUpScreen } from './FollowUpScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const publicView = (status: 'New' | 'Resolved' | 'Closed' | 'In Progress', actions: string[] = []) =>
  toPublicRequest(
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

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () => renderStaff(<FollowUpScreen token="tok" />, { path: '/311/my-request?token=tok' });

describe('FollowUpScreen', () => {
  it('adds information to an open request and shows its new history line', async () => {
    const { calls } = stubApi({
      'POST /api/follow/view': {
        status: 200,
        body: { request: publicView('New'), state: { kind: 'open', additionsLeft: 20 } },
      },
      'POST /api/follow/information': {
        status: 201,
        body: {
          request: publicView('New', ['Information added by the resident']),
          state: { kind: 'open', additionsLeft: 19 },
          message: FOLLOW_UP_MESSAGES.added,
        },
      },
    });
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Information/ }), 'Bigger now');
    await user.click(screen.getByRole('button', { name: 'Add to my request' }));
    await waitFor(() => {
      expect(screen.getByTestId('follow-up-notice')).toHaveTextContent(FOLLOW_UP_MESSAGES.added);
    });
    expect(
      within(screen.getByTestId('follow-up-history')).getByText('Information added by the resident'),
    ).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/follow/view',
      'POST /api/follow/information',
    ]);
    expect(screen.getByRole('textbox', { name: /^Information/ })).toHaveValue('');
  });

  it('refuses to send nothing', async () => {
    const { calls } = stubApi({
      'POST /api/follow/view': {
        status: 200,
        body: { request: publicView('New'), state: { kind: 'open', additionsLeft: 20 } },
      },
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to my request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(FOLLOW_UP_MESSAGES.empty);
    expect(calls).toHaveLength(1);
  });

  it('reopens a resolved request with "not fixed", then offers to add information', async () => {
    const { calls } = stubApi({
      'POST /api/follow/view': {
        status: 200,
        body: {
          request: publicView('Resolved'),
          state: { kind: 'resolved', resolvedAt: '2026-03-02T15:00:00.000Z', reopenUntil: '2026-03-16T15:00:00.000Z' },
        },
      },
      'POST /api/follow/reopen': {
        status: 200,
        body: {
          request: publicView('In Progress', ['Reopened by the resident: not fixed']),
          state: { kind: 'open', additionsLeft: 20 },
          message: FOLLOW_UP_MESSAGES.reopened,
        },
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
    expect(screen.getByTestId('follow-up-status')).toHaveTextContent('In Progress');
    expect(screen.getByRole('button', { name: 'Add to my request' })).toBeVisible();
  });

  it('says so when the request changed before "not fixed" took effect, and shows it as it now stands', async () => {
    const resolved = {
      request: publicView('Resolved'),
      state: { kind: 'resolved', resolvedAt: '2026-03-02T15:00:00.000Z', reopenUntil: '2026-03-16T15:00:00.000Z' },
    };
    const reopened = {
      request: publicView('In Progress', ['Reopened by the resident: not fixed']),
      state: { kind: 'open', additionsLeft: 20 },
    };
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
    expect(screen.getByTestId('follow-up-status')).toHaveTextContent('In Progress');
    expect(screen.queryByRole('button', { name: 'It is not fixed' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(calls.map((call) => call.path)).toEqual(['/api/follow/view', '/api/follow/reopen', '/api/follow/view']);
  });

  it.each([
    [{ kind: 'too-late', resolvedAt: '2026-03-02T15:00:00.000Z' }, FOLLOW_UP_MESSAGES.tooLate],
    [{ kind: 'closed' }, FOLLOW_UP_MESSAGES.closed],
  ])('says why %j can no longer change, with a way to report again', async (state, message) => {
    stubApi({ 'POST /api/follow/view': { status: 200, body: { request: publicView('Resolved'), state } } });
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
