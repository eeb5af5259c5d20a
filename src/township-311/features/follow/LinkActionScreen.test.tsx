import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { apiError, renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { FollowConfirmScreen, FollowStopScreen } from './LinkActionScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['confirm', FollowConfirmScreen, 'Confirm updates', FOLLOW_MESSAGES.confirmed],
  ['stop', FollowStopScreen, 'Stop messages', FOLLOW_MESSAGES.stoppedFollower],
])('the %s screen', (path, Screen, button, message) => {
  it('changes nothing until the button is pressed, then sends the token and links to the request', async () => {
    const { calls } = stubApi({ [`POST /api/follow/${path}`]: { status: 200, body: { requestId: ID, message } } });
    renderStaff(<Screen token="tok" />, { path: `/311/updates/${path}?token=tok` });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(calls).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(message);
    });
    expect(calls).toEqual([{ method: 'POST', path: `/api/follow/${path}`, body: { token: 'tok' } }]);
    expect(screen.getByRole('link', { name: 'See the request' })).toHaveAttribute('href', `/311/track/${ID}`);
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });

  it('taking over a press the server already carried out, says it is done and asks nothing', () => {
    const { calls } = stubApi({});
    renderStaff(<Screen done={{ requestId: ID, message }} />, { path: `/311/updates/${path}?done=x&id=${ID}` });
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('link', { name: 'See the request' })).toHaveAttribute('href', `/311/track/${ID}`);
    expect(screen.queryByRole('button', { name: button })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal and keeps the button", async () => {
    stubApi({ [`POST /api/follow/${path}`]: apiError(410, FOLLOW_MESSAGES.expiredLink) });
    renderStaff(<Screen token="tok" />, { path: `/311/updates/${path}?token=tok` });
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(FOLLOW_MESSAGES.expiredLink);
    });
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it('says the link is not valid when it has no token', () => {
    stubApi({});
    renderStaff(<Screen />, { path: `/311/updates/${path}` });
    expect(screen.getByRole('alert')).toHaveTextContent(FOLLOW_MESSAGES.invalidLink);
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });
});
