import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, DEPARTMENTS } from '#domain/testing/sample-township.ts';
import { ADMIN, apiError, renderStaff, stubApi } from '../../../testing/staff-harness.tsx';
import { StatsScreen } from './StatsScreen.tsx';

const HOUR = 3_600_000;
const NONE = { open: 0, overdue: 0, opened: 0, resolved: 0, medianMs: null, p90Ms: null };
const STATS = {
  generatedAt: '2026-11-27T17:05:00.000Z',
  months: [
    { label: '2026-10', opened: 1500, closed: 3 },
    { label: '2026-11', opened: 7, closed: 9 },
  ],
  byCategory: CATEGORIES.map((category, index) => ({ category, open: index, closed: index === 3 ? 40 : 0 })),
  resolveTime: { count: 52, medianMs: 2 * 24 * HOUR + 5 * HOUR, p90Ms: 9 * 24 * HOUR },
  open: 120,
  overdue: 30,
  workload: {
    byDepartment: [
      ...DEPARTMENTS.map((name, index) =>
        index === 1
          ? { name, open: 1200, overdue: 40, opened: 3000, resolved: 2, medianMs: 5 * HOUR, p90Ms: 26 * HOUR }
          : { name, ...NONE },
      ),
      { name: null, ...NONE, open: 7, overdue: 1, opened: 9 },
    ],
    byAssignee: [
      {
        id: 'u1',
        name: 'Sam Lee',
        open: 3,
        overdue: 2,
        opened: 5,
        resolved: 1,
        medianMs: 20 * 60_000,
        p90Ms: 20 * 60_000,
      },
      { id: 'u2', name: 'Sam Lee', ...NONE, resolved: 1, medianMs: 3 * 24 * HOUR, p90Ms: 3 * 24 * HOUR },
      { id: null, name: null, ...NONE, open: 7, overdue: 1, opened: 9 },
    ],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StatsScreen', () => {
  it('shows the summary figures in words and when they were counted', async () => {
    stubApi({ 'GET /api/staff/stats': { status: 200, body: STATS } });
    renderStaff(<StatsScreen />, { path: '/311/staff/stats', staff: { ...ADMIN, role: 'worker' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(await screen.findByText(/^Figures as of/)).toHaveTextContent('Figures as of Nov 27, 2026, 12:05 PM.');
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Open now')).toBe('120');
    expect(figure('Overdue')).toBe('30 (25% of open)');
    expect(figure('Median time to resolve')).toBe('2 days 5 hours');
    expect(figure('90th percentile time to resolve')).toBe('9 days');
    expect(screen.getByText(/measured over 52 resolved or closed requests/)).toBeInTheDocument();
  });

  it('draws each chart as a named image with a table of every figure', async () => {
    stubApi({ 'GET /api/staff/stats': { status: 200, body: STATS } });
    renderStaff(<StatsScreen />, { path: '/311/staff/stats', staff: ADMIN });
    const byMonth = await screen.findByRole('img', {
      name: /^Requests opened and closed by month, Oct 2026 to Nov 2026\./,
    });
    expect(byMonth).toHaveAccessibleName(
      'Requests opened and closed by month, Oct 2026 to Nov 2026. Opened: 1,507 in all, highest Oct 2026 (1,500). Closed: 12 in all, highest Nov 2026 (9). Every figure is in the table that follows.',
    );
    expect(tableRows('Requests opened and closed by month')).toEqual([
      ['Month', 'Opened', 'Closed'],
      ['Oct 2026', '1,500', '3'],
      ['Nov 2026', '7', '9'],
    ]);
    const byCategory = tableRows('Open and closed requests by category');
    expect(byCategory).toHaveLength(CATEGORIES.length + 1);
    expect(byCategory[4]).toEqual(['Graffiti', '3', '40']);
    expect(screen.getByRole('img', { name: /^Open and closed requests by category/ })).toHaveAccessibleName(
      /Open: 120 in all, highest Other \(15\)\. Closed: 40 in all, highest Graffiti \(40\)\./,
    );
    // Row headers name each row for screen readers.
    expect(screen.getByRole('rowheader', { name: 'Oct 2026' })).toHaveAttribute('scope', 'row');
  });

  it('tables the workload by department and by assignee, unassigned in its own row', async () => {
    stubApi({ 'GET /api/staff/stats': { status: 200, body: STATS } });
    renderStaff(<StatsScreen />, { path: '/311/staff/stats', staff: { ...ADMIN, role: 'worker' } });
    const header = ['Open', 'Overdue', 'Opened in period', 'Resolved in period', 'Median time to resolve'];
    const byDepartment = await screen.findByRole('table', { name: 'Workload by department' });
    expect(byDepartment).toBeInTheDocument();
    const departments = tableRows('Workload by department');
    expect(departments[0]).toEqual(['Department', ...header, '90th percentile time to resolve']);
    expect(departments).toHaveLength(DEPARTMENTS.length + 2);
    expect(departments[2]).toEqual([DEPARTMENTS[1], '1,200', '40', '3,000', '2', '5 hours', '1 day 2 hours']);
    expect(departments.at(-1)).toEqual(['Unassigned', '7', '1', '9', '0', 'None resolved', 'None resolved']);
    expect(tableRows('Workload by assignee')).toEqual([
      ['Assigned to', ...header, '90th percentile time to resolve'],
      ['Sam Lee', '3', '2', '5', '1', 'less than an hour', 'less than an hour'],
      ['Sam Lee', '0', '0', '0', '1', '3 days', '3 days'],
      ['Unassigned', '7', '1', '9', '0', 'None resolved', 'None resolved'],
    ]);
    expect(screen.getByText(/in the period, Oct 2026 to Nov 2026,/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Workload by assignee, Sam Lee to Unassigned\./ })).toHaveAccessibleName(
      /Open: 10 in all, highest Unassigned \(7\)\. Overdue: 3 in all, highest Sam Lee \(2\)\./,
    );
  });

  it('says when nothing is resolved yet, and the share of nothing', async () => {
    stubApi({
      'GET /api/staff/stats': {
        status: 200,
        body: { ...STATS, open: 0, overdue: 0, resolveTime: { count: 0, medianMs: null, p90Ms: null } },
      },
    });
    renderStaff(<StatsScreen />, { path: '/311/staff/stats', staff: ADMIN });
    expect(await screen.findAllByText('No requests resolved yet')).toHaveLength(2);
    expect(screen.getByText('(0% of open)')).toBeInTheDocument();
  });

  it('reports a failure to load', async () => {
    stubApi({ 'GET /api/staff/stats': apiError(500, 'Down') });
    renderStaff(<StatsScreen />, { path: '/311/staff/stats', staff: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the statistics. Please reload the page.',
    );
  });
});
