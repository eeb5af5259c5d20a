import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toStaffListItem } from '#domain/requests/staff-list-item.ts';
import { useRouter } from '../../../lib/router.tsx';
import type { SessionStaff } from '../session-api.ts';
import {
  ADMIN,
  apiError,
  renderStaff,
  staffRequestFixture,
  stubApi,
  WORKER,
  type FetchCall,
} from '../../../testing/staff-harness.tsx';
import { applyStaffChange } from '../staff-requests-api.ts';
import { RequestListScreen } from './RequestListScreen.tsx';

const MANAGER: SessionStaff = { ...ADMIN, id: 'm1', name: 'Max Manager', role: 'manager' };

const request = staffRequestFixture;
const REQUESTS = [
  request('AAAAbbbb1111cccc2222', {
    reference: 'K7QM3XPA',
    address: '20 Elm Rd',
    priority: 'Emergency',
    createdAt: '2025-01-07T10:00:00.000Z',
  }),
  request('DDDDeeee3333ffff4444', {
    reference: 'NDAP7B5V',
    status: 'Resolved',
    address: '5 Oak Ave',
    createdAt: '2025-01-06T10:00:00.000Z',
    assignedTo: 's2',
    assignedDepartment: 'Parks',
  }),
  request('GGGGhhhh5555iiii6666', {
    reference: 'H2RT9W4C',
    status: 'In Progress',
    assignedTo: 's9',
    assignedDepartment: 'Public Works',
    address: '9 Elm Rd',
    createdAt: '2025-01-05T10:00:00.000Z',
    dueAt: '2099-01-20T04:59:59.000Z',
  }),
];
type Row = (typeof REQUESTS)[number];

const pageOf = (rows: Row[], extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { requests: rows.map(toStaffListItem), total: rows.length, next: null, prev: null, ...extra },
});

/** The list as the app mounts it: its view from the address. */
function ListAtAddress() {
  const { route } = useRouter();
  return route.screen === 'requests' ? <RequestListScreen search={route.search} /> : null;
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.path === '/api/staff/requests').map((call) => call.search ?? '');
const bodyRows = () => screen.getAllByRole('row').slice(1);
/** The phone form of the rows (CSS shows it below 768 px; jsdom renders both forms). */
const cards = () => within(screen.getByRole('list', { name: /^All requests/ })).getAllByRole('listitem');
const table = () => within(screen.getByRole('table'));
const count = () => screen.getByTestId('request-count');

function renderList(
  path = '/311/staff/requests',
  staff = ADMIN,
  reply: Parameters<typeof stubApi>[0][string] = pageOf(REQUESTS),
) {
  const api = stubApi({
    'GET /api/staff/requests': reply,
    'GET /api/staff/users': { status: 200, body: { staff: [{ ...MANAGER, id: 's2', name: 'Pat Parks' }] } },
    'GET /api/staff/saved-views': { status: 200, body: { own: [], shared: [] } },
  });
  return { ...api, ...renderStaff(<ListAtAddress />, { path, staff }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RequestListScreen', () => {
  it('shows the page the server sends, with its total, the spec columns and Manage for an admin', async () => {
    renderList('/311/staff/requests', ADMIN, pageOf(REQUESTS, { total: 12345 }));
    expect(await screen.findByText('12,345 requests')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      // The row checkboxes of the bulk change (BulkBar.test.tsx), for the roles that change requests.
      'Select',
      'Status',
      'Reference',
      'ID',
      'Category',
      'Location',
      'Assigned to',
      'Submitted',
      'Due',
      'Priority',
      'Action',
    ]);
    expect(screen.getByRole('table', { name: 'All requests, newest first' })).toBeInTheDocument();
    const first = within(bodyRows()[0]!);
    expect(first.getByText('K7QM-3XPA')).toBeInTheDocument();
    expect(first.getByText('AAAAbbbb…')).toBeInTheDocument();
    expect(first.getByText('Jan 7, 2025, 5:00 AM')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Manage request K7QM-3XPA' })).toHaveAttribute(
      'href',
      '/311/staff/requests/AAAAbbbb1111cccc2222',
    );
  });

  it('marks a request whose completed work awaits review, in the table and on its card', async () => {
    const [first, ...rest] = REQUESTS;
    renderList('/311/staff/requests', MANAGER, pageOf([{ ...first!, reviewPending: true }, ...rest]));
    await screen.findByText('3 requests');
    expect(bodyRows().map((row) => within(row).queryByText('Awaiting review') !== null)).toEqual([true, false, false]);
    expect(cards().map((card) => within(card).queryByText('Awaiting review') !== null)).toEqual([true, false, false]);
  });

  it.each([
    ['the last second of its due day', '2025-01-20T04:59:59.000Z', false],
    ['the next day', '2025-01-20T05:00:00.000Z', true],
  ])('marks an open request Overdue, in words, only after its due day (%s)', async (_when, now, overdue) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    renderList();
    await screen.findByText('3 requests');
    const [emergency, resolved, later] = bodyRows().map((row) => within(row));
    expect(emergency!.getByText('Jan 19, 2025')).toBeInTheDocument();
    expect(emergency!.queryByText('Overdue') !== null).toBe(overdue);
    // Finished, or not yet due: never.
    expect(resolved!.queryByText('Overdue')).toBeNull();
    expect(later!.getByText('Jan 19, 2099')).toBeInTheDocument();
    expect(later!.queryByText('Overdue')).toBeNull();
  });

  it('names who each request is assigned to: from the staff list for an admin', async () => {
    renderList();
    await screen.findByText('3 requests');
    await waitFor(() => {
      // After the bulk change's checkbox column.
      expect(bodyRows().map((row) => row.querySelectorAll('td')[6]?.textContent)).toEqual([
        'Unassigned',
        'Pat Parks',
        'A staff member (Public Works)',
      ]);
    });
  });

  it('names who each request is assigned to for a worker, who may not read the staff list', async () => {
    const { calls } = renderList(
      '/311/staff/requests',
      WORKER,
      pageOf([{ ...REQUESTS[0]!, assignedTo: 'w1' }, REQUESTS[1]!]),
    );
    await screen.findByText('2 requests');
    expect(bodyRows().map((row) => row.querySelectorAll('td')[5]?.textContent)).toEqual([
      'Wes Worker',
      'A staff member (Parks)',
    ]);
    expect(calls.some((call) => call.path === '/api/staff/users')).toBe(false);
  });

  it('has a card a request for phones, led by the reference, with every column and its action', async () => {
    renderList();
    await screen.findByText('3 requests');
    const list = screen.getByRole('list', { name: 'All requests, newest first' });
    expect(list).toHaveClass('md:hidden');
    expect(screen.getByRole('region', { name: 'All requests, newest first' })).toHaveClass('hidden', 'md:block');
    const [first, second] = cards();
    expect(first).toHaveAttribute('data-request-id', REQUESTS[0]!.id);
    expect(first!.firstElementChild).toHaveTextContent(/^K7QM-3XPA/);
    for (const text of [
      'Status: New',
      'Category: Graffiti',
      'Location: 20 Elm Rd',
      'Assigned to: Unassigned',
      'Submitted: Jan 7, 2025, 5:00 AM',
      'Priority: Emergency',
      'ID: AAAAbbbb…',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first!).getByRole('link', { name: 'Manage request K7QM-3XPA' })).toHaveAttribute(
      'href',
      '/311/staff/requests/AAAAbbbb1111cccc2222',
    );
    await waitFor(() => {
      expect(second).toHaveTextContent('Assigned to: Pat Parks');
    });
  });

  it('labels the action View for a worker and offers no export', async () => {
    renderList('/311/staff/requests', WORKER);
    await screen.findByText('3 requests');
    expect(table().getAllByRole('link', { name: /^View request/ })).toHaveLength(3);
    expect(within(cards()[0]!).getByRole('link', { name: 'View request K7QM-3XPA' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Export CSV/ })).toBeNull();
  });

  it('asks for the view in the address and shows it: checked filters, order, size', async () => {
    const { calls } = renderList('/311/staff/requests?status=New&priority=High&overdue=1&q=elm&sort=due&size=25');
    await screen.findByText('3 requests');
    expect(listCalls(calls)).toEqual(['?status=New&priority=High&overdue=1&q=elm&sort=due&size=25']);
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('(3 on)');
    const status = screen.getByRole('group', { name: 'Status' });
    expect(within(status).getByRole('checkbox', { name: 'New' })).toBeChecked();
    expect(within(status).getByRole('checkbox', { name: 'Closed' })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'High' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    expect(screen.getByLabelText('Filter requests')).toHaveValue('elm');
    expect(screen.getByLabelText('Sort by')).toHaveValue('due');
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('due soonest first');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
    expect(screen.getByRole('table', { name: 'All requests, due soonest first' })).toBeInTheDocument();
  });

  it('falls back to the default view, with a note, on an address it cannot read', async () => {
    const { calls } = renderList('/311/staff/requests?status=Archived');
    await screen.findByText('3 requests');
    expect(screen.getByTestId('view-note')).toHaveTextContent(
      /cannot use, so all requests are shown\. Unknown status "Archived"/,
    );
    expect(listCalls(calls)).toEqual(['']);
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies a filter at once, replacing the address rather than adding to history', async () => {
    const { calls } = renderList('/311/staff/requests?after=MTc2NDg3NjAwMDAwMH5BYkNk');
    await screen.findByText('3 requests');
    const entries = window.history.length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Closed' }));
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'New' }));
    // Offered order, whatever the order of clicks; the cursor is dropped with the old view.
    expect(window.location.search).toBe('?status=New&status=Closed');
    expect(window.history.length).toBe(entries);
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toBe('?status=New&status=Closed');
    });
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('(2 on)');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'priority');
    expect(window.location.search).toBe('?status=New&status=Closed&sort=priority');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('?sort=priority');
  });

  it('offers the staff by name as assignees to a role that may list them', async () => {
    stubApi({
      'GET /api/staff/requests': pageOf(REQUESTS),
      'GET /api/staff/users': { status: 200, body: { staff: [{ ...ADMIN, id: 'u-7', name: 'Sam Lee' }] } },
    });
    renderStaff(<ListAtAddress />, { path: '/311/staff/requests', staff: MANAGER });
    await screen.findByText('3 requests');
    await userEvent.setup().click(screen.getByRole('button', { name: /Filters/ }));
    const select = screen.getByRole('combobox', { name: 'Assigned to' });
    await screen.findByRole('option', { name: 'Sam Lee' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Me', 'Unassigned', 'Sam Lee']);
    await userEvent.setup().selectOptions(select, 'Sam Lee');
    expect(window.location.search).toBe('?assignee=u-7');
  });

  it('tells a role that may not see callers that its search does not reach them', async () => {
    renderList('/311/staff/requests', { ...ADMIN, id: 'd1', name: 'Dee Developer', role: 'developer' });
    await screen.findByText('3 requests');
    expect(screen.getByLabelText('Filter requests')).toHaveAccessibleDescription(
      'Searches the ID, category, address and description for words starting with each word you type (two or more letters or digits).',
    );
  });

  it('searches once typing settles, and keeps the text while the address follows', async () => {
    const { calls } = renderList();
    await screen.findByText('3 requests');
    const box = screen.getByLabelText('Filter requests');
    expect(box).toHaveAccessibleDescription(
      "Searches the ID, category, address and description, or the caller's name, e-mail and phone (any format), for words starting with each word you type (two or more letters or digits).",
    );
    const user = userEvent.setup();
    await user.type(box, 'elm rd ');
    await waitFor(() => {
      expect(window.location.search).toBe('?q=elm+rd');
    });
    expect(box).toHaveValue('elm rd ');
    // Calls for settled text, not one per key: the settled text last. On a quick run that is the
    // only one; a run stalled for longer than the settle time between keys may add one more.
    const searches = listCalls(calls).slice(1);
    expect(listCalls(calls)[0]).toBe('');
    expect(searches.at(-1)).toBe('?q=elm+rd');
    expect(searches.length).toBeLessThanOrEqual(2);
    await user.clear(box);
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
  });

  it('links to the pages before and after, keeping the view', async () => {
    renderList('/311/staff/requests?status=New', ADMIN, pageOf(REQUESTS, { next: 'NEXTcursor', prev: 'PREVcursor' }));
    await screen.findByText('3 requests');
    const pages = screen.getByRole('navigation', { name: 'Pages of requests' });
    expect(within(pages).getByRole('link', { name: /Previous page/ })).toHaveAttribute(
      'href',
      '/311/staff/requests?status=New&before=PREVcursor',
    );
    expect(within(pages).getByRole('link', { name: /Next page/ })).toHaveAttribute(
      'href',
      '/311/staff/requests?status=New&after=NEXTcursor',
    );
  });

  it('hides an optional column from the Columns choice, in the address but not in the API call', async () => {
    const { calls } = renderList('/311/staff/requests?status=New');
    await screen.findByText('3 requests');
    const columns = within(screen.getByRole('group', { name: 'Columns' }));
    await userEvent.click(columns.getByRole('checkbox', { name: 'ID' }));
    await waitFor(() => {
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('ID');
    });
    expect(window.location.search).toBe('?status=New&hide=id');
    expect(listCalls(calls).every((search) => !search.includes('hide'))).toBe(true);
  });

  it('has no page links on a single page', async () => {
    renderList();
    await screen.findByText('3 requests');
    expect(screen.queryByRole('navigation', { name: 'Pages of requests' })).toBeNull();
  });

  it('offers a manager the CSV of the whole view', async () => {
    renderList('/311/staff/requests?category=Graffiti&sort=updated&after=X1&size=100', MANAGER);
    await screen.findByText('3 requests');
    const link = screen.getByRole('link', { name: /^Export CSV/ });
    expect(link).toHaveAttribute('href', '/api/staff/requests/export.csv?category=Graffiti&sort=updated');
    expect(link).toHaveAttribute('download');
  });

  it('says when nothing matches, and when it cannot load', async () => {
    renderList('/311/staff/requests?q=nothing', ADMIN, pageOf([]));
    expect(await screen.findByText('No requests match the filter.')).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 requests');
  });

  it('adds the words of a 400 from the server, since the view is the one to fix', async () => {
    renderList('/311/staff/requests?q=a', ADMIN, apiError(400, 'This filter would need too many requests read.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to load requests\. This filter would need too many requests read\.$/,
    );
  });

  it('shows the spec message when the list cannot be loaded', async () => {
    renderList('/311/staff/requests', ADMIN, apiError(500, 'Something went wrong on our side.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load requests\.$/);
  });
});

describe('RequestListScreen, live', () => {
  const viewer = { staffId: ADMIN.id, now: new Date('2025-02-01T12:00:00.000Z') };

  it('replaces a changed row in place', async () => {
    const { queryClient } = renderList();
    await screen.findByText('3 requests');
    act(() => {
      applyStaffChange(queryClient, { ...REQUESTS[1]!, status: 'Closed', priority: 'High' }, viewer);
    });
    const second = within(bodyRows()[1]!);
    expect(await second.findByText('Closed')).toBeInTheDocument();
    expect(second.getByText('DDDDeeee…')).toBeInTheDocument();
    expect(second.getByText('Closed')).toBeInTheDocument();
    expect(second.getByText('High')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(count()).toHaveTextContent('3 requests');
  });

  it('puts a new matching request on top of the newest page, announces it and counts it', async () => {
    const { queryClient, calls } = renderList();
    await screen.findByText('3 requests');
    const fresh = request('JJJJkkkk7777llll8888', { createdAt: '2025-02-01T10:00:00.000Z' });
    act(() => {
      applyStaffChange(queryClient, fresh, viewer, 'created');
    });
    expect(await screen.findByText('4 requests')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('JJJJkkkk…')).toBeInTheDocument();
    expect(count()).toHaveTextContent('4 requests');
    expect(screen.getByTestId('arrived-status')).toHaveTextContent('1 new request matches this view');
    expect(screen.getByTestId('arrived-status')).toHaveAttribute('role', 'status');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Show/ }));
    await waitFor(() => {
      expect(listCalls(calls)).toEqual(['', '']);
    });
    expect(screen.getByTestId('arrived-status')).toHaveTextContent('');
  });

  it('announces a new matching request on a page in another order without moving rows', async () => {
    const { queryClient, calls } = renderList('/311/staff/requests?status=New&sort=due&after=X1');
    await screen.findByText('3 requests');
    act(() => {
      applyStaffChange(queryClient, request('JJJJkkkk7777llll8888'), viewer, 'created');
    });
    expect(await screen.findByText('4 requests')).toBeInTheDocument();
    expect(bodyRows().map((row) => row.getAttribute('data-request-id'))).toEqual(REQUESTS.map((row) => row.id));
    expect(count()).toHaveTextContent('4 requests');
    expect(screen.getByTestId('arrived-status')).toHaveTextContent('1 new request matches this view');
    // Show goes to the first page of the same view.
    await userEvent.setup().click(screen.getByRole('button', { name: /^Show/ }));
    expect(window.location.search).toBe('?status=New&sort=due');
    await waitFor(() => {
      expect(listCalls(calls).at(-1)).toBe('?status=New&sort=due');
    });
  });

  it('leaves the page alone for a new request outside the view', async () => {
    const { queryClient } = renderList('/311/staff/requests?status=Resolved');
    await screen.findByText('3 requests');
    act(() => {
      applyStaffChange(queryClient, request('JJJJkkkk7777llll8888'), viewer, 'created');
    });
    expect(bodyRows()).toHaveLength(3);
    expect(count()).toHaveTextContent('3 requests');
    expect(screen.getByTestId('arrived-status')).toHaveTextContent('');
  });

  it('keeps a row that left the view in place, marked, announces it, and drops it on "Update list"', async () => {
    let reads = 0;
    const { queryClient, calls } = renderList('/311/staff/requests?status=New', ADMIN, () => {
      reads += 1;
      return reads === 1 ? pageOf(REQUESTS) : pageOf([REQUESTS[1]!, REQUESTS[2]!]);
    });
    await screen.findByText('3 requests');
    expect(screen.getByTestId('left-status')).toHaveTextContent('');
    act(() => {
      applyStaffChange(queryClient, { ...REQUESTS[0]!, status: 'Resolved' }, viewer);
    });
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    const first = bodyRows()[0]!;
    expect(first).toHaveAttribute('data-request-id', REQUESTS[0]!.id);
    expect(within(first).getByText('No longer in this view')).toBeInTheDocument();
    expect(within(first).getByText('Resolved')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[1]!).queryByText('No longer in this view')).toBeNull();
    const status = screen.getByTestId('left-status');
    expect(status).toHaveTextContent('1 request left this view');
    expect(status).toHaveAttribute('role', 'status');

    const update = screen.getByRole('button', { name: 'Update list without the requests that left this view' });
    await userEvent.setup().click(update);
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(2);
    });
    expect(listCalls(calls)).toEqual(['?status=New', '?status=New']);
    expect(screen.queryByText('No longer in this view')).toBeNull();
    expect(screen.getByTestId('left-status')).toHaveTextContent('');
    // The button has gone: focus waits on the total rather than dropping to the page.
    expect(count()).toHaveFocus();
  });

  it('counts a row again, unmarked, when a later change brings it back into the view', async () => {
    const { queryClient } = renderList('/311/staff/requests?status=New');
    await screen.findByText('3 requests');
    act(() => {
      applyStaffChange(queryClient, { ...REQUESTS[0]!, status: 'Closed' }, viewer);
    });
    expect(await screen.findByText('1 request left this view')).toBeInTheDocument();
    act(() => {
      applyStaffChange(queryClient, { ...REQUESTS[0]!, status: 'New' }, viewer);
    });
    expect(await screen.findByText('3 requests')).toBeInTheDocument();
    expect(screen.queryByText('No longer in this view')).toBeNull();
    expect(screen.getByTestId('left-status')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: /^Update list/ })).toBeNull();
  });

  it.each([
    { item: 'row', items: bodyRows, link: /H2RT-9W4C/ },
    { item: 'card (the phone form)', items: cards, link: 'Manage request H2RT-9W4C' },
  ])('moves focus to the $item now in its place when the focused one goes in a new read', async ({ items, link }) => {
    let reads = 0;
    const { queryClient } = renderList('/311/staff/requests', ADMIN, () => {
      reads += 1;
      return reads === 1 ? pageOf(REQUESTS) : pageOf([REQUESTS[0]!, REQUESTS[2]!]);
    });
    await screen.findByText('3 requests');
    within(items()[1]!).getByRole('link').focus();
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => {
      expect(items()).toHaveLength(2);
    });
    expect(within(items()[1]!).getByRole('link', { name: link })).toHaveFocus();
  });

  it('moves focus to the empty-list note when the last focused row goes', async () => {
    let reads = 0;
    const { queryClient } = renderList('/311/staff/requests', ADMIN, () => {
      reads += 1;
      return reads === 1 ? pageOf([REQUESTS[0]!]) : pageOf([]);
    });
    await screen.findByText('1 request');
    within(bodyRows()[0]!).getByRole('link').focus();
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('No requests match the filter.')).toHaveFocus();
  });

  it('hands focus to the total when "Show" goes', async () => {
    const { queryClient } = renderList();
    await screen.findByText('3 requests');
    act(() => {
      applyStaffChange(queryClient, request('JJJJkkkk7777llll8888'), viewer, 'created');
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Show/ }));
    await waitFor(() => {
      expect(count()).toHaveFocus();
    });
  });
});
