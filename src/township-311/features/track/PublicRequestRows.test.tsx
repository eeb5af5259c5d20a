import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicRow } from './public-list.ts';
import { PublicRequestCards, PublicRequestTable } from './PublicRequestRows.tsx';

const rows: PublicRow[] = [
  {
    id: 'q3ZrT0bW8sLkP1mXa9Yc',
    category: 'Graffiti',
    status: 'In Progress',
    address: '20 Main St',
    createdAt: '2025-01-05T20:04:00.000Z',
    lastUpdatedAt: '2025-01-05T20:04:00.000Z',
    location: null,
  },
];

/** Renders the rows under the page's heading, whose id ("heading") they are labelled by. */
const renderUnderHeading = (rowsView: ReactNode) =>
  render(
    <>
      <h2 id="heading">All Public Requests</h2>
      {rowsView}
    </>,
  );

describe('PublicRequestCards', () => {
  it('shows every column of the table as a card, with View named for its request', async () => {
    const onView = vi.fn();
    renderUnderHeading(<PublicRequestCards rows={rows} onView={onView} labelledBy="heading" />);
    const card = within(screen.getByRole('list', { name: 'All Public Requests' })).getByRole('listitem');
    expect(card).toHaveTextContent('Graffiti');
    expect(within(card).getByTestId('public-status')).toHaveTextContent('Status: In Progress');
    expect(card).toHaveTextContent('Location: 20 Main St');
    expect(card).toHaveTextContent('Submitted: Jan 5, 2025, 3:04 PM');
    await userEvent.click(within(card).getByRole('button', { name: 'View request q3ZrT0bW8sLkP1mXa9Yc' }));
    expect(onView).toHaveBeenCalledWith('q3ZrT0bW8sLkP1mXa9Yc');
  });
});

describe('PublicRequestTable', () => {
  it('is a scrollable region named by the heading, with a View button per row', async () => {
    const onView = vi.fn();
    renderUnderHeading(<PublicRequestTable rows={rows} onView={onView} labelledBy="heading" />);
    const region = screen.getByRole('region', { name: 'All Public Requests' });
    expect(region).toHaveAttribute('tabindex', '0');
    const cells = within(region).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'In Progress',
      'Graffiti',
      '20 Main St',
      'Jan 5, 2025, 3:04 PM',
      'View request q3ZrT0bW8sLkP1mXa9Yc',
    ]);
    await userEvent.click(within(region).getByRole('button', { name: 'View request q3ZrT0bW8sLkP1mXa9Yc' }));
    expect(onView).toHaveBeenCalledWith('q3ZrT0bW8sLkP1mXa9Yc');
  });
});
