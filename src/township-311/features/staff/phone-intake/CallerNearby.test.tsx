import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MESSAGES } from '#domain/requests/follow-messages.ts';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { CallerNearby } from './CallerNearby.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const item: NearbyItem = {
  id: ID,
  reference: 'K7QM3XPA',
  status: 'New',
  category: 'Graffiti',
  address: '10 Main St',
  distanceMetres: 9,
  alsoReported: 1,
  createdAt: '2026-01-02T03:04:05.006Z',
};
const staff = { id: 'x1', name: 'Me', email: 'me@t.example', department: 'Public Works', role: 'worker' as const };

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = {
  'GET /api/staff/nearby': { status: 200, body: { requests: [item] } },
  [`POST /api/staff/requests/${ID}/also-reported`]: { status: 200, body: { count: 2, counted: true } },
  'POST /api/follow/subscribe': { status: 202, body: { message: FOLLOW_MESSAGES.sent } },
};

describe('CallerNearby', () => {
  it.each([
    ['carla@example.org', 'A confirmation e-mail went to the caller.', 3],
    ['', 'No e-mail given: read the reference to the caller.', 2],
  ])('adds the caller (e-mail %j) and says what happened', async (email, said, callCount) => {
    const { calls } = stubApi(routes);
    renderStaff(<CallerNearby category="Graffiti" point={{ lat: 1, lng: 2 }} email={email} />, {
      path: '/311/staff/phone',
      staff,
    });
    expect(await screen.findByTestId('caller-nearby')).toHaveTextContent('K7QM-3XPA · New · 9 m away');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add caller to this request: K7QM-3XPA' }));
    await waitFor(() => {
      expect(screen.getByTestId('caller-nearby-status')).toHaveTextContent(
        `Caller added to K7QM-3XPA: 2 residents now. ${said}`,
      );
    });
    expect(calls).toHaveLength(callCount);
  });

  it('closes on "File anyway"', async () => {
    stubApi(routes);
    renderStaff(<CallerNearby category="Graffiti" point={{ lat: 1, lng: 2 }} email="" />, {
      path: '/311/staff/phone',
      staff,
    });
    await screen.findByTestId('caller-nearby');
    await userEvent.setup().click(screen.getByRole('button', { name: 'File anyway' }));
    expect(screen.queryByTestId('caller-nearby')).toBeNull();
    expect(screen.getByTestId('caller-nearby-status')).toHaveTextContent('Filing a new request');
  });
});
