import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MESSAGES } from '#domain/requests/email-check.ts';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import { apiError, renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { FollowForm } from './FollowForm.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FollowForm', () => {
  it('sends the address and says to check the e-mail, emptying the field', async () => {
    const { calls } = stubApi({
      'POST /api/follow/subscribe': { status: 202, body: { message: FOLLOW_MESSAGES.sent } },
    });
    renderStaff(<FollowForm requestId={ID} />, { path: `/311/track/${ID}` });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' fay@example.org ');
    await user.click(screen.getByRole('button', { name: 'Get updates' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(FOLLOW_MESSAGES.sent);
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/follow/subscribe', body: { requestId: ID, email: 'fay@example.org' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it.each([
    ['', EMAIL_MESSAGES.noEmail],
    ['fay-at-example', EMAIL_MESSAGES.badEmail],
  ])('refuses %j in the browser with its message', async (typed, message) => {
    const { calls } = stubApi({});
    renderStaff(<FollowForm requestId={ID} />, { path: `/311/track/${ID}` });
    const user = userEvent.setup();
    if (typed) await user.type(screen.getByRole('textbox', { name: 'Email' }), typed);
    await user.click(screen.getByRole('button', { name: 'Get updates' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    stubApi({ 'POST /api/follow/subscribe': apiError(409, FOLLOW_MESSAGES.full) });
    renderStaff(<FollowForm requestId={ID} />, { path: `/311/track/${ID}` });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'fay@example.org{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(FOLLOW_MESSAGES.full);
    });
  });
});
