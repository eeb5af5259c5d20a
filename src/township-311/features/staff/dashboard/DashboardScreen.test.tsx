import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiError, renderStaff, staffRequestFixture, stubApi } from '../../../testing/staff-harness.tsx';
import { firstName } from './dashboard-query.ts';
import { DashboardScreen } from './DashboardScreen.tsx';

const request = (id: string, status = 'New') => staffRequestFixture(id, { status, priority: 'High' });

const DASHBOARD = {
  counts: { new: 4, inProgress: 3, resolved: 2, activeEmergencies: 1, overdue: 1234 },
  myOpenTasks: [request('TASKtask11112222aaaa', 'In Progress')],
  myOpenTotal: 1,
  recent: ['R1', 'R2', 'R3', 'R4', 'R5'].map((prefix) => request(`${prefix}xxxxxx11112222bbbb`)),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['Avery Admin', 'Avery'],
  ['  Sam  Q. Public ', 'Sam'],
  ['Cher', 'Cher'],
])('firstName(%j)', (name, expected) => {
  it(`is ${expected}`, () => {
    expect(firstName(name)).toBe(expected);
  });
});

describe('DashboardScreen', () => {
  it('greets by first name and shows five counts, each leading to the list of exactly its view', async () => {
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
    expect(within(tasks).getAllByRole('row')).toHaveLength(2);
    expect(within(tasks).getByText('TASKtask…')).toBeInTheDocument();
    const recent = screen.getByRole('table', { name: 'Recent Submissions' });
    expect(within(recent).getAllByRole('row')).toHaveLength(6);
    expect(within(recent).getByRole('link', { name: 'View request R1xxxxxx…' })).toHaveAttribute(
      'href',
      '/311/staff/requests/R1xxxxxx11112222bbbb',
    );
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
