import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NearbyItem } from '#domain/requests/nearby-input.ts';
import { renderStaff, staffRequestFixture, stubApi } from '../../../testing/staff-harness.tsx';
import { LikelyDuplicatesPanel } from './LikelyDuplicatesPanel.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const TWIN = 'ZyXwVuTsRqPoNmLkJiHg';
const twin: NearbyItem = {
  id: TWIN,
  reference: 'K7QM3XPA',
  status: 'New',
  category: 'Graffiti',
  address: '12 Main St',
  distanceMetres: 18,
  alsoReported: 0,
  createdAt: '2026-01-02T03:04:05.006Z',
};
const request = staffRequestFixture(ID);
const staff = { id: 'x1', name: 'Me', email: 'me@t.example', department: 'Public Works', role: 'worker' as const };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LikelyDuplicatesPanel', () => {
  it('links each likely duplicate, says how many residents reported it too, and shows the actions slot', async () => {
    stubApi({
      [`GET /api/staff/requests/${ID}/duplicates`]: { status: 200, body: { requests: [twin] } },
      [`GET /api/requests/${ID}/also-reported`]: { status: 200, body: { count: 2 } },
    });
    renderStaff(<LikelyDuplicatesPanel request={request} actions={(item) => <span>Merge {item.reference}</span>} />, {
      path: `/311/staff/requests/${ID}`,
      staff,
    });
    const list = await screen.findByTestId('likely-duplicates');
    expect(within(list).getByRole('link', { name: 'K7QM-3XPA' })).toHaveAttribute(
      'href',
      `/311/staff/requests/${TWIN}`,
    );
    expect(list).toHaveTextContent('New · 18 m away');
    expect(list).toHaveTextContent('Merge K7QM3XPA');
    expect(screen.getByTestId('staff-also-reported')).toHaveTextContent('2 residents have reported this too');
  });

  it('says when there are none', async () => {
    stubApi({
      [`GET /api/staff/requests/${ID}/duplicates`]: { status: 200, body: { requests: [] } },
      [`GET /api/requests/${ID}/also-reported`]: { status: 200, body: { count: 0 } },
    });
    renderStaff(<LikelyDuplicatesPanel request={request} />, { path: `/311/staff/requests/${ID}`, staff });
    expect(await screen.findByText('No likely duplicates nearby.')).toBeVisible();
    expect(screen.queryByTestId('staff-also-reported')).toBeNull();
  });
});
