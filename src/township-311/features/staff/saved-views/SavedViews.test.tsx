import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SessionStaff } from '../session-api.ts';
import { ADMIN, apiError, renderStaff, stubApi, WORKER } from '../../../testing/staff-harness.tsx';
import { scheduleCountsRefresh } from './saved-views-api.ts';
import { SaveViewForm } from './SaveViewForm.tsx';
import { ManageSavedViews } from './ManageSavedViews.tsx';
import { SidebarSavedViews } from './SidebarSavedViews.tsx';

const MANAGER: SessionStaff = { ...ADMIN, id: 'm1', name: 'Max Manager', role: 'manager' };
const view = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  view: '?overdue=1',
  shared: false,
  department: MANAGER.department,
  owner: { id: MANAGER.id, name: MANAGER.name },
  createdAt: '2026-11-21T14:00:00.000Z',
  updatedAt: '2026-11-21T14:00:00.000Z',
  ...extra,
});
const MINE = view('v1', 'Overdue potholes');
const THEIRS = view('v2', 'Parks backlog', { shared: true, view: '', owner: { id: 'o9', name: 'Olga Other' } });
const LISTED = { status: 200, body: { own: [MINE], shared: [THEIRS] } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SidebarSavedViews', () => {
  it('links each view to the list with its count, and the shared ones apart', async () => {
    stubApi({
      'GET /api/staff/saved-views': LISTED,
      'GET /api/staff/saved-views/counts': { status: 200, body: { counts: { v1: 1234, v2: null } } },
    });
    renderStaff(<SidebarSavedViews currentId="v1" />, { staff: MANAGER });
    const mine = await screen.findByRole('link', { name: /^Overdue potholes ?, 1,234 requests$/ });
    expect(mine).toHaveAttribute('href', '/311/staff/requests?overdue=1');
    expect(mine).toHaveAttribute('aria-current', 'page');
    const theirs = await screen.findByRole('link', { name: /^Parks backlog ?, count not available$/ });
    expect(theirs).toHaveAttribute('href', '/311/staff/requests');
    expect(screen.getByText('Shared with my department')).toBeInTheDocument();
  });

  it('says how to save the first view', async () => {
    stubApi({
      'GET /api/staff/saved-views': { status: 200, body: { own: [], shared: [] } },
      'GET /api/staff/saved-views/counts': { status: 200, body: { counts: {} } },
    });
    renderStaff(<SidebarSavedViews currentId={null} />, { staff: WORKER });
    expect(await screen.findByText('None yet. Use Save view on All Requests.')).toBeInTheDocument();
  });
});

describe('SaveViewForm', () => {
  it('saves the view under its name, shared when a manager asks, and says so', async () => {
    const { calls } = stubApi({ 'POST /api/staff/saved-views': { status: 201, body: { view: MINE } } });
    renderStaff(<SaveViewForm search="?overdue=1&hide=id" />, { staff: MANAGER });
    await userEvent.click(screen.getByRole('button', { name: 'Save view', expanded: false }));
    await userEvent.type(screen.getByLabelText('Name'), 'Overdue potholes');
    await userEvent.click(screen.getByRole('checkbox', { name: `Share with my department (${MANAGER.department})` }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Save this view' })).getByRole('button', { name: 'Save view' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Overdue potholes”.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Overdue potholes',
      view: '?overdue=1&hide=id',
      shared: true,
    });
  });

  it('offers a worker no sharing, checks the name, and shows the server’s refusal', async () => {
    stubApi({ 'POST /api/staff/saved-views': apiError(409, 'You already have a saved view with that name.') });
    renderStaff(<SaveViewForm search="" />, { staff: WORKER });
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    const form = within(screen.getByRole('region', { name: 'Save this view' }));
    await userEvent.click(form.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('Please enter a name for the view.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Mine');
    await userEvent.click(form.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a saved view with that name.');
  });
});

describe('ManageSavedViews', () => {
  it('renames and shares the member’s own views only', async () => {
    const { calls } = stubApi({
      'GET /api/staff/saved-views': LISTED,
      'POST /api/staff/saved-views/v1': (call) => ({
        status: 200,
        body: { view: { ...MINE, ...(call.body as object) } },
      }),
    });
    renderStaff(<ManageSavedViews />, { staff: MANAGER });
    await userEvent.click(screen.getByRole('button', { name: /Manage saved views/ }));
    const rows = await screen.findAllByTestId('manage-saved-view');
    expect(rows).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Rename “Overdue potholes”' }));
    const name = screen.getByLabelText('New name for “Overdue potholes”');
    await userEvent.clear(name);
    await userEvent.type(name, 'Late potholes');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Renamed “Late potholes”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Share with my department/ }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { name: 'Late potholes' },
        { shared: true },
      ]);
    });
  });

  it('lets an admin stop sharing another member’s view', async () => {
    stubApi({ 'GET /api/staff/saved-views': LISTED });
    renderStaff(<ManageSavedViews />, { staff: ADMIN });
    await userEvent.click(screen.getByRole('button', { name: /Manage saved views/ }));
    expect(await screen.findByRole('button', { name: 'Stop sharing “Parks backlog”' })).toBeInTheDocument();
    expect(screen.getByText('by Olga Other')).toBeInTheDocument();
  });
});

describe('scheduleCountsRefresh', () => {
  it('reads the counts again once per window, however many changes arrive', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    for (let n = 0; n < 50; n++) scheduleCountsRefresh(queryClient, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.savedViews.counts() });
    scheduleCountsRefresh(queryClient, 10_000);
    vi.advanceTimersByTime(10_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
