import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiError, renderStaff, staffRequestFixture, stubApi } from '../../../testing/staff-harness.tsx';
import { firstName } from './dashboard-query.ts';
import { DashboardScreen } from './DashboardScreen.tsx';

const request = (id: string, status = 'New') => staffRequestFixture(id, { status, priority: 'High' });

const DASHBOARD = {
  counts: { new: 4, inProgress: 3, resolved: 2, activeEmergencies: 1 },
  myOpenTasks: [request('TASKtask11112222aaaa', 'In Progress')],
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
  it('greets by first name and shows counts leading to the filtered list', async () => {
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: DASHBOARD } });
    renderStaff(<DashboardScreen />, { staff: ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('link', { name: /Requests|In Progress|Resolved|Emergencies/ });
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual([
      ['New Requests4', '/311/staff/requests?q=New'],
      ['In Progress3', '/311/staff/requests?q=In%20Progress'],
      ['Resolved2', '/311/staff/requests?q=Resolved'],
      ['Active Emergencies1', '/311/staff/requests?q=Emergency'],
    ]);
  });

  it('lists my open tasks and the five newest with their actions', async () => {
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: DASHBOARD } });
    renderStaff(<DashboardScreen />, { staff: { ...ADMIN, role: 'worker' } });
    const tasks = await screen.findByRole('table', { name: 'My Open Tasks' });
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
    stubApi({ 'GET /api/staff/dashboard': { status: 200, body: { ...DASHBOARD, myOpenTasks: [], recent: [] } } });
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
