import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStaff } from '../session.ts';
import { ADMIN, apiError, renderStaff, staffRequestFixture, stubApi } from '../../../testing/staff-harness.tsx';
import { RequestListScreen, requestCountText } from './RequestListScreen.tsx';

const WORKER: SessionStaff = { ...ADMIN, id: 'w1', name: 'Wes Worker', role: 'worker' };

const request = staffRequestFixture;

const REQUESTS = [
  request('AAAAbbbb1111cccc2222', { category: 'Pothole/Road Damage', address: '20 Elm Rd', priority: 'Emergency' }),
  request('DDDDeeee3333ffff4444', { status: 'Resolved', address: '5 Oak Ave' }),
  request('GGGGhhhh5555iiii6666', { status: 'In Progress', address: '9 Elm Rd' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('RequestListScreen', () => {
  it('lists every request with the spec columns, short ids and Manage for an admin', async () => {
    stubApi({ 'GET /api/staff/requests': { status: 200, body: { requests: REQUESTS } } });
    renderStaff(<RequestListScreen />, { path: '/311/staff/requests', staff: ADMIN });
    expect(await screen.findByText('3 requests')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Status',
      'ID',
      'Category',
      'Location',
      'Submitted',
      'Priority',
      'Action',
    ]);
    const first = within(bodyRows()[0]!);
    expect(first.getByText('AAAAbbbb…')).toBeInTheDocument();
    expect(first.getByText('Jan 5, 2025, 3:04 PM')).toBeInTheDocument();
    const action = first.getByRole('link', { name: 'Manage request AAAAbbbb…' });
    expect(action).toHaveTextContent('Manage');
    expect(action).toHaveAttribute('href', '/311/staff/requests/AAAAbbbb1111cccc2222');
  });

  it('labels the action View for a worker', async () => {
    stubApi({ 'GET /api/staff/requests': { status: 200, body: { requests: REQUESTS } } });
    renderStaff(<RequestListScreen />, { path: '/311/staff/requests', staff: WORKER });
    await screen.findByText('3 requests');
    expect(screen.getAllByRole('link', { name: /^View request/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^Manage/ })).toBeNull();
  });

  it.each([
    ['elm', 2],
    ['RESOLVED', 1],
    ['emergency', 1],
    ['gggghhhh', 1],
    ['pothole', 1],
    ['nothing', 0],
  ])('filters on %j to %i rows', async (text, count) => {
    stubApi({ 'GET /api/staff/requests': { status: 200, body: { requests: REQUESTS } } });
    renderStaff(<RequestListScreen />, { path: '/311/staff/requests', staff: ADMIN });
    await screen.findByText('3 requests');
    await userEvent.setup().type(screen.getByLabelText('Filter requests'), text);
    expect(screen.getByRole('status')).toHaveTextContent(requestCountText(count));
    if (count === 0) expect(screen.getByText('No requests match the filter.')).toBeInTheDocument();
    else expect(bodyRows()).toHaveLength(count);
  });

  it('starts from the filter in the address and keeps the address in step', async () => {
    stubApi({ 'GET /api/staff/requests': { status: 200, body: { requests: REQUESTS } } });
    renderStaff(<RequestListScreen filter="Resolved" />, { path: '/311/staff/requests?q=Resolved', staff: ADMIN });
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    const box = screen.getByLabelText('Filter requests');
    expect(box).toHaveValue('Resolved');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'Elm');
    await waitFor(() => {
      expect(window.location.search).toBe('?q=Elm');
    });
    await user.clear(box);
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(window.location.pathname).toBe('/311/staff/requests');
  });

  it('shows the spec message when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/staff/requests': apiError(500, 'Something went wrong on our side.') });
    renderStaff(<RequestListScreen />, { path: '/311/staff/requests', staff: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load requests\.$/);
  });

  it('shows a request that arrives later', async () => {
    stubApi({ 'GET /api/staff/requests': { status: 200, body: { requests: REQUESTS } } });
    const { queryClient } = renderStaff(<RequestListScreen />, { path: '/311/staff/requests', staff: ADMIN });
    await screen.findByText('3 requests');
    const { applyStaffChange } = await import('../staff-requests.ts');
    act(() => {
      applyStaffChange(queryClient, request('JJJJkkkk7777llll8888', { createdAt: '2025-02-01T10:00:00.000Z' }));
    });
    expect(await screen.findByText('4 requests')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('JJJJkkkk…')).toBeInTheDocument();
  });
});
