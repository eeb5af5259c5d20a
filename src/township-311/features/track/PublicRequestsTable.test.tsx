import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaff, stubApi, type FetchCall } from '../../testing/staff-harness.tsx';
import type { PublicRow } from './public-list.ts';
import { PublicRequestsTable } from './PublicRequestsTable.tsx';

const row = (id: string, status: PublicRow['status'] = 'New'): PublicRow => ({
  id,
  category: 'Graffiti',
  status,
  address: `${id} Main St`,
  createdAt: '2025-01-05T20:04:00.000Z',
  lastUpdatedAt: '2025-01-05T20:04:00.000Z',
  location: null,
});

/** The newest page has a next cursor; the older page is the last. */
function reply(call: FetchCall) {
  const search = new URLSearchParams(call.search ?? '');
  if (search.get('after') === 'OLDER') return { status: 200, body: { requests: [row('old1', 'Closed')], next: null } };
  if (search.get('status') === 'Closed') return { status: 200, body: { requests: [], next: null } };
  return { status: 200, body: { requests: [row('new1'), row('new2')], next: 'OLDER' } };
}

const ids = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((tr) => tr.getAttribute('data-request-id'));
const listStatus = () => screen.getByTestId('public-list-status');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicRequestsTable', () => {
  it('shows the newest, pages to older requests and back, focusing the heading', async () => {
    const { calls } = stubApi({ 'GET /api/requests': reply });
    renderStaff(<PublicRequestsTable onView={() => undefined} />, { path: '/311/track' });
    await waitFor(() => {
      expect(listStatus()).toHaveTextContent('Showing the 2 newest requests.');
    });
    expect(ids()).toEqual(['new1', 'new2']);
    expect(screen.queryByRole('button', { name: 'Newest' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Older requests' }));
    await waitFor(() => {
      expect(listStatus()).toHaveTextContent('Showing 1 older request.');
    });
    expect(ids()).toEqual(['old1']);
    expect(screen.getByRole('heading', { name: 'All Public Requests' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Older requests' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    await waitFor(() => {
      expect(ids()).toEqual(['new1', 'new2']);
    });
    // Back to the newest reads it again: it may have changed meanwhile.
    expect(calls.map((call) => call.search ?? '')).toEqual(['', '?after=OLDER', '']);
  });

  it('filters by status and category on Apply, from the newest', async () => {
    const { calls } = stubApi({ 'GET /api/requests': reply });
    renderStaff(<PublicRequestsTable onView={() => undefined} />, { path: '/311/track' });
    await screen.findByText('Showing the 2 newest requests.');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Filter public requests' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'Closed');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Graffiti');
    // Nothing changes until Apply.
    expect(calls).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
    expect(listStatus()).toHaveTextContent('There are no requests with status Closed and category Graffiti.');
    expect(calls.at(-1)?.search).toBe('?status=Closed&category=Graffiti');
  });
});
