import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderStaff, stubApi } from '../../testing/staff-harness.tsx';
import { PublicStatsScreen } from './PublicStatsScreen.tsx';
import { statsMessages } from '../../ui/stats/stats.messages.ts';

const STATS = {
  generatedAt: '2026-11-27T17:05:00.000Z',
  months: [{ label: '2026-11', opened: 4, closed: 2 }],
  byCategory: [{ category: 'Graffiti', open: 3, closed: 1 }],
  medianResolveMs: 30 * 3_600_000,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicStatsScreen', () => {
  it('shows the median time to resolve and both charts with their tables', async () => {
    stubApi({ 'GET /api/stats': { status: 200, body: STATS } });
    renderStaff(<PublicStatsScreen />, { path: '/311/stats' });
    expect(screen.getByRole('heading', { level: 1, name: '311 in numbers' })).toBeInTheDocument();
    const median = await screen.findByText('Median time to resolve a request');
    expect(median.nextElementSibling).toHaveTextContent('1 day 6 hours');
    expect(screen.getByRole('img', { name: /^Requests opened and closed by month, Nov 2026\./ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Open and closed requests by category' });
    expect(within(table).getByRole('rowheader', { name: 'Graffiti' }).parentElement).toHaveTextContent('Graffiti31');
    expect(screen.getByRole('link', { name: 'See the requests themselves' })).toHaveAttribute('href', '/311/track');
    expect(screen.getByText(/^Figures as of/)).toHaveTextContent('Nov 27, 2026, 12:05 PM');
  });

  it('says when none is resolved yet', async () => {
    stubApi({ 'GET /api/stats': { status: 200, body: { ...STATS, medianResolveMs: null } } });
    renderStaff(<PublicStatsScreen />, { path: '/311/stats' });
    expect(await screen.findByText('No requests resolved yet')).toBeInTheDocument();
  });

  it('reports a failure to load', async () => {
    stubApi({ 'GET /api/stats': apiError(500, 'Down') });
    renderStaff(<PublicStatsScreen />, { path: '/311/stats' });
    expect(await screen.findByRole('alert')).toHaveTextContent(statsMessages.english.failed);
  });
});
