import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import NearbyPanel from './NearbyPanel.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const item: NearbyItem = {
  id: ID,
  reference: 'K7QM3XPA',
  status: 'In Progress',
  category: 'Graffiti',
  address: '10 Main St',
  distanceMetres: 12,
  alsoReported: 0,
  createdAt: '2026-01-02T03:04:05.006Z',
};
const point = { lat: 10, lng: 20 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () =>
  renderStaff(<NearbyPanel category="Graffiti" point={point} returnFocusId="heading" />, { path: '/311' });

describe('NearbyPanel', () => {
  it('lists the nearby request, counts the resident and follows it by e-mail', async () => {
    const { calls } = stubApi({
      'GET /api/requests/nearby': { status: 200, body: { requests: [item] } },
      [`POST /api/requests/${ID}/also-reported`]: { status: 200, body: { count: 3, counted: true } },
      'POST /api/follow/subscribe': { status: 202, body: { message: FOLLOW_MESSAGES.sent } },
    });
    render();
    const list = await screen.findByTestId('nearby-list');
    expect(screen.getByRole('heading', { name: 'Already reported?' })).toBeVisible();
    expect(list).toHaveTextContent('K7QM-3XPA · In Progress');
    expect(list).toHaveTextContent('About 12 m away');
    expect(calls[0]?.search).toBe('?category=Graffiti&lat=10&lng=20');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I have this problem too: K7QM-3XPA' }));
    await waitFor(() => {
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Thanks. You are counted on K7QM-3XPA.');
    });
    expect(list).toHaveTextContent('3 residents have this problem too');
    const group = screen.getByRole('group', { name: 'Get updates about K7QM-3XPA by e-mail' });
    await user.type(within(group).getByRole('textbox', { name: 'Email' }), 'fay@example.org{Enter}');
    await waitFor(() => {
      expect(screen.getByTestId('nearby-follow-sent')).toHaveTextContent(FOLLOW_MESSAGES.sent);
    });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/follow/subscribe',
      body: { requestId: ID, email: 'fay@example.org' },
    });
  });

  it('closes on "Report it anyway" and moves focus to the given element', async () => {
    stubApi({ 'GET /api/requests/nearby': { status: 200, body: { requests: [item] } } });
    const heading = document.createElement('h2');
    heading.id = 'heading';
    heading.tabIndex = -1;
    document.body.append(heading);
    render();
    await screen.findByTestId('nearby-list');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Report it anyway' }));
    expect(screen.queryByTestId('nearby-list')).toBeNull();
    expect(heading).toHaveFocus();
    heading.remove();
  });

  it('shows nothing when there is nothing nearby or the check fails', async () => {
    const { calls } = stubApi({ 'GET /api/requests/nearby': { status: 500, body: { error: { message: 'x' } } } });
    render();
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(screen.queryByRole('heading', { name: 'Already reported?' })).toBeNull();
  });
});
