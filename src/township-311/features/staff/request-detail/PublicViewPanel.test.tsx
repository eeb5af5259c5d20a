/** Moderation on the detail screen (docs/product.md#311-moderation), as each role sees it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#domain/requests/constants.ts';
import type { HiddenMark, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { apiError, renderStaff, stubApi, type FetchCall } from '../../../testing/staff-harness.tsx';
import { RequestDetailScreen } from './RequestDetailScreen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const BASE = `/api/staff/requests/${ID}`;
const mark = (reason: string): HiddenMark => ({
  reason,
  timestamp: '2025-02-01T12:00:00.000Z',
  user: 'Morgan Manager',
  userId: 'm1',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The detail screen for a role, with a server that applies hide and unhide to `request`. */
function open(role: Role, request: ServiceRequest = sampleRequest()) {
  let current = request;
  const reply = (change: Partial<ServiceRequest>) => {
    current = { ...current, ...change };
    return { status: 200, body: { request: current } };
  };
  const api = stubApi({
    [`GET ${BASE}`]: () => ({ status: 200, body: { request: current } }),
    [`GET ${BASE}/submitter`]: { status: 404, body: { error: { message: 'none' } } },
    'GET /api/staff/users': { status: 200, body: { staff: [] } },
    [`POST ${BASE}/hide`]: ({ body }: FetchCall) => {
      const { part, reason } = body as { part: string; reason: string };
      return reply(part === 'photo' ? { hiddenPhoto: mark(reason) } : { hiddenDescription: mark(reason) });
    },
    [`POST ${BASE}/unhide`]: ({ body }: FetchCall) =>
      reply((body as { part: string }).part === 'photo' ? { hiddenPhoto: null } : { hiddenDescription: null }),
  });
  renderStaff(<RequestDetailScreen id={ID} />, {
    path: `/311/staff/requests/${ID}`,
    staff: { id: 'x1', name: 'Me', email: 'me@t.example', department: 'Public Works', role },
  });
  return { ...api, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('Public View panel', () => {
  it('hides the description with a reason, by keyboard, and shows it again', async () => {
    const { calls, user } = open('manager');
    const panel = await screen.findByRole('region', { name: 'Public View' });
    expect(within(panel).getAllByText('Shown to the public.')).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Hide description' }));
    const reason = within(panel).getByRole('textbox', { name: 'Reason for hiding the description' });
    await waitFor(() => {
      expect(reason).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    expect(await within(panel).findByText('Please give a reason for hiding it.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, 'Names a neighbour{Enter}');

    expect(await within(panel).findByText('Description hidden from the public.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${BASE}/hide`).map((call) => call.body)).toEqual([
      { part: 'description', reason: 'Names a neighbour' },
    ]);
    expect(within(panel).getByText('Hidden from the public: Names a neighbour')).toBeInTheDocument();
    const details = region('Details');
    expect(within(details).getByText('Light out on the corner')).toBeInTheDocument();
    expect(within(details).getByText('Hidden from the public: Names a neighbour')).toBeInTheDocument();
    const show = within(panel).getByRole('button', { name: 'Show description to the public' });
    await waitFor(() => {
      expect(show).toHaveFocus();
    });

    await user.keyboard('{Enter}');
    expect(await within(panel).findByText('Description shown to the public again.')).toBeInTheDocument();
    expect(within(details).queryByText(/^Hidden from the public/)).toBeNull();
  });

  it('hides the photo: staff then open it at the staff-only address', async () => {
    const { user } = open('admin');
    const panel = await screen.findByRole('region', { name: 'Public View' });
    await user.click(within(panel).getByRole('button', { name: 'Hide photo' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Reason for hiding the photo' }), 'Shows a face');
    await user.click(within(panel).getByRole('button', { name: 'Hide photo' }));
    expect(await within(panel).findByText('Photo hidden from the public.')).toBeInTheDocument();
    const details = region('Details');
    expect(
      within(details).getByRole('img', { name: 'Photo submitted with the request: open it larger' }),
    ).toHaveAttribute('src', `${BASE}/photo`);
    expect(within(details).getByText('Hidden from the public: Shows a face')).toBeInTheDocument();
  });

  it('closes the reason with Cancel or Escape, focus back on its button, nothing sent', async () => {
    const { calls, user } = open('developer');
    const panel = await screen.findByRole('region', { name: 'Public View' });
    const hide = within(panel).getByRole('button', { name: 'Hide description' });
    await user.click(hide);
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(within(panel).getByRole('button', { name: 'Hide description' })).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('has no photo line for a request without a photo, and says why a change failed', async () => {
    const { user } = open('manager', sampleRequest({ imageUrl: null }));
    const panel = await screen.findByRole('region', { name: 'Public View' });
    expect(within(panel).queryByRole('button', { name: 'Hide photo' })).toBeNull();
    stubApi({
      [`GET ${BASE}`]: { status: 200, body: { request: sampleRequest({ imageUrl: null }) } },
      [`POST ${BASE}/hide`]: apiError(500, 'boom'),
    });
    await user.click(within(panel).getByRole('button', { name: 'Hide description' }));
    await user.type(within(panel).getByRole('textbox'), 'Abuse{Enter}');
    expect(await within(panel).findByRole('alert', {})).toHaveTextContent('Update failed. Please try again.');
    expect(within(panel).getByRole('textbox')).toHaveValue('Abuse');
  });

  it('is not there for a worker, who still sees what is hidden and why', async () => {
    open('worker', sampleRequest({ hiddenDescription: mark('Names a neighbour'), hiddenPhoto: mark('A face') }));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'Public View' })).toBeNull();
    expect(within(details).getByText('Light out on the corner')).toBeInTheDocument();
    expect(within(details).getByText('Hidden from the public: Names a neighbour')).toBeInTheDocument();
    expect(within(details).getByText('Hidden from the public: A face')).toBeInTheDocument();
    expect(
      within(details).getByRole('img', { name: 'Photo submitted with the request: open it larger' }),
    ).toHaveAttribute('src', `${BASE}/photo`);
  });
});
