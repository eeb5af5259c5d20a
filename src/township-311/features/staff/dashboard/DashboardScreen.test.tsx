import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatReference, legacyReference } from '#domain/requests/reference.ts';
import { ADMIN, apiError, renderStaff, staffRequestFixture, stubApi } from '../../../testing/staff-harness.tsx';
import { firstName } from './first-name.ts';
import { DashboardScreen } from './DashboardScreen.tsx';

const request = (id: string, status = 'New') =>
  staffRequestFixture(id, { status, priority: 'High', address: `${id.slice(0, 2)} Mill Rd` });

const DASHBOARD = {
  counts: { new: 4, inProgress: 3, resolved: 2, activeEmergencies: 1, overdue: 1234, awaitingReview: 7 },
  myOpenTasks: [request('TASKtask11112222aaaa', 'In Progress')],
  myOpenTotal: 1,
  recent: ['R1', 'R2', 'R3', 'R4', 'R5'].map((prefix) => request(`${prefix}xxxxxx11112222bbbb`)),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

it.each([
  ['Avery Admin', 'Avery'],
  ['  Sam  Q. Public ', 'Sam'],
  ['Cher', 'Cher'],
])('firstName(%j) is %s', (name, expected) => {
  expect(firstName(name)).toBe(expected);
});

describe('DashboardScreen', () => {
  it('greets by first name and shows six counts, each leading to the list of exactly its view', async () => {
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: DASHBOARD } });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeInTheDocument();
    const counts = await screen.findByRole('region', { name: 'Request counts' });
    const cards = within(counts).getAllByRole('link');
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual([
      ['New Requests4', '/311/staff/requests?status=New'],
      ['In Progress3', '/311/staff/requests?status=In+Progress'],
      ['Resolved2', '/311/staff/requests?status=Resolved'],
      ['Active Emergencies1', '/311/staff/requests?status=New&status=In+Progress&priority=Emergency'],
      ['Overdue1,234', '/311/staff/requests?overdue=1&sort=due'],
      ['Awaiting review7', '/311/staff/requests?review=pending&sort=due'],
    ]);
  });

  it('counts all my open tasks and links to them when not all are shown', async () => {
    const tasks = ['T1', 'T2'].map((prefix) => request(`${prefix}xxxxxx11112222cccc`, 'In Progress'));
    stubApi({
      'GET /api/staff/dashboard': { status: 200, body: { ...DASHBOARD, myOpenTasks: tasks, myOpenTotal: 25 } },
    });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    expect(await screen.findByTestId('open-task-total')).toHaveTextContent('25 open tasks');
    expect(screen.getByRole('link', { name: 'Show all 25 open tasks' })).toHaveAttribute(
      'href',
      '/311/staff/requests?status=New&status=In+Progress&assignee=me&sort=due',
    );
  });

  it('has no link to more tasks when all are shown', async () => {
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: DASHBOARD } });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    expect(await screen.findByTestId('open-task-total')).toHaveTextContent('1 open task');
    expect(screen.queryByRole('link', { name: /^Show all/ })).toBeNull();
  });

  it('lists my open tasks and the five newest with their actions', async () => {
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: DASHBOARD } });
    renderStaff(<DashboardScreen />, { staff: { ...ADMIN, role: 'worker' } });
    const tasks = await screen.findByRole('table', { name: 'My Open Tasks, due soonest first' });
    expect(
      within(tasks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Reference', 'Category', 'Location', 'Submitted', 'Due', 'Priority', 'Action']);
    expect(within(tasks).getAllByRole('row')).toHaveLength(2);
    const task = formatReference(legacyReference('TASKtask11112222aaaa'));
    expect(within(tasks).getByText(task)).toBeInTheDocument();
    expect(within(tasks).getByText('TA Mill Rd')).toBeInTheDocument();
    expect(within(tasks).queryByText('TASKtask…')).toBeNull();
    const recent = screen.getByRole('table', { name: 'Recent Submissions' });
    expect(within(recent).getAllByRole('row')).toHaveLength(6);
    const newest = formatReference(legacyReference('R1xxxxxx11112222bbbb'));
    expect(within(recent).getByText('R1 Mill Rd')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: `View request ${newest}` })).toHaveAttribute(
      'href',
      '/311/staff/requests/R1xxxxxx11112222bbbb',
    );
  });

  it('has a card a request for phones in both lists, led by the reference, with location and action', async () => {
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: DASHBOARD } });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    const recent = await screen.findByRole('list', { name: 'Recent Submissions' });
    const cards = within(recent).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const newest = formatReference(legacyReference('R1xxxxxx11112222bbbb'));
    expect(cards[0]!.firstElementChild).toHaveTextContent(new RegExp(`^${newest}`));
    expect(cards[0]).toHaveTextContent('Location: R1 Mill Rd');
    expect(within(cards[0]!).getByRole('link', { name: `Manage request ${newest}` })).toBeInTheDocument();
    const tasks = screen.getByRole('list', { name: 'My Open Tasks, due soonest first' });
    expect(within(tasks).getByRole('listitem')).toHaveTextContent('Location: TA Mill Rd');
  });

  it('says when there are no open tasks', async () => {
    stubApi({
      'GET /api/staff/dashboard': { status: 200, body: { ...DASHBOARD, myOpenTasks: [], myOpenTotal: 0, recent: [] } },
    });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    expect(await screen.findByText('You have no open tasks assigned to you.')).toBeInTheDocument();
    expect(screen.getByText('No requests have been submitted yet.')).toBeInTheDocument();
  });

  it('reports a failure to load', async () => {
    stubApi({ 'GET /api/staff/dashboard': apiError(500, 'Down') });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard.');
  });
});
