import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '../../testing/staff-harness.tsx';
import { RequestCard } from './RequestCard.tsx';
import type { PublicRequestView } from './track-api.ts';

const request: PublicRequestView = {
  id: 'q3ZrT0bW8sLkP1mXa9Yc',
  reference: 'K7QM3XPA',
  category: 'Streetlight Outage',
  status: 'In Progress',
  address: '20 Main St, West Windsor',
  createdAt: '2025-01-05T20:04:00.000Z',
  lastUpdatedAt: '2025-01-06T14:30:00.000Z',
  dueAt: '2025-01-14T04:59:59.000Z',
  location: { lat: 40.2809, lng: -74.5912 },
  description: 'The light is out.',
  descriptionHidden: false,
  priority: 'High',
  imageUrl: null,
  photoHidden: false,
  history: [
    { timestamp: '2025-01-06T14:30:00.000Z', action: 'Status changed to In Progress', user: 'Township Staff' },
    { timestamp: '2025-01-05T20:04:00.000Z', action: 'Request Submitted', user: 'Resident' },
  ],
  comments: [],
  mergedInto: null,
};

const field = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The card of `request`, with the fields `changes` gives in place of its own. */
const renderCard = (changes: Partial<PublicRequestView> = {}) =>
  render(<RequestCard request={{ ...request, ...changes }} />);

describe('RequestCard', () => {
  it('shows every public field, dates in the spec format', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Streetlight Outage' })).toBeTruthy();
    expect(screen.getByText('Status:', { exact: false }).parentElement?.textContent).toBe('Status: In Progress');
    expect(field('Location')).toBe('20 Main St, West Windsor');
    expect(field('Priority')).toBe('High');
    expect(field('Request ID')).toBe('q3ZrT0bW8sLkP1mXa9Yc');
    expect(field('Submitted')).toBe('Jan 5, 2025, 3:04 PM');
    expect(field('Last update')).toBe('Jan 6, 2025, 9:30 AM');
    expect(field('Description')).toBe('The light is out.');
  });

  it.each([
    ['New', true],
    ['In Progress', true],
    ['Resolved', false],
    ['Closed', false],
  ] as const)('says when a %s request is expected: %s', (status, shown) => {
    renderCard({ status });
    const expected = screen.queryByTestId('track-expected');
    if (shown) expect(expected?.textContent).toBe('Expected by Jan 13, 2025');
    else expect(expected).toBeNull();
  });

  it('lists the history in the order the API sends (newest first), with time and user', () => {
    renderCard();
    const items = within(screen.getByTestId('track-history')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Status changed to In ProgressJan 6, 2025, 9:30 AM · by Township Staff',
      'Request SubmittedJan 5, 2025, 3:04 PM · by Resident',
    ]);
  });

  it('says when there is no photo and no public comment', () => {
    renderCard();
    expect(screen.getByText('No photo submitted')).toBeTruthy();
    expect(screen.getByText('No public comments yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the photo with alt text and a full-size link, and the comments', () => {
    renderCard({
      imageUrl: '/api/uploads/q3ZrT0bW8sLkP1mXa9Yc/photo-abc.jpg',
      comments: [{ timestamp: '2025-01-06T15:00:00.000Z', text: 'Crew on Tuesday.', user: 'Township Staff' }],
    });
    expect(screen.getByRole('img', { name: 'Photo submitted with the request' }).getAttribute('src')).toBe(
      '/api/uploads/q3ZrT0bW8sLkP1mXa9Yc/photo-abc.jpg',
    );
    const link = screen.getByRole('link', { name: /Open the photo full size/ });
    expect(link.getAttribute('href')).toBe('/api/uploads/q3ZrT0bW8sLkP1mXa9Yc/photo-abc.jpg');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(screen.getByTestId('track-comments')).getByText('Crew on Tuesday.')).toBeTruthy();
    expect(screen.queryByText('No public comments yet.')).toBeNull();
  });

  it('says a description and a photo staff hid are hidden, and shows no photo', () => {
    renderCard({
      description: 'Hidden by township staff',
      descriptionHidden: true,
      imageUrl: null,
      photoHidden: true,
    });
    expect(field('Description')).toBe('Hidden by township staff');
    const photo = screen.getByRole('region', { name: 'Submitted photo' });
    expect(photo.textContent).toBe('Submitted photoHidden by township staff');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('No photo submitted')).toBeNull();
  });

  it('shows N/A for a missing date', () => {
    renderCard({ lastUpdatedAt: '' });
    expect(field('Last update')).toBe('N/A');
  });
});

describe('a merged report', () => {
  it('says which request it was merged into, linking that request’s track page, and names the merge in history', () => {
    // Inside the app's router, as on the track screen: the link is one of its links.
    renderStaff(
      <RequestCard
        request={{
          ...request,
          status: 'Closed',
          mergedInto: { id: 'q3ZrT0bW8sLkP1mXa9Yc', reference: 'K7QM3XPA' },
          history: [{ timestamp: '2025-01-06T14:30:00.000Z', action: 'Merged into K7QM-3XPA', user: 'Township Staff' }],
        }}
      />,
      { path: `/311/track/${request.id}` },
    );
    const notice = screen.getByTestId('track-merged');
    expect(notice).toHaveTextContent('This report was merged into K7QM-3XPA.');
    expect(within(notice).getByRole('link', { name: 'K7QM-3XPA' }).getAttribute('href')).toMatch(
      /\/track\/q3ZrT0bW8sLkP1mXa9Yc$/,
    );
    expect(within(screen.getByTestId('track-history')).getByText('Merged into K7QM-3XPA')).not.toHaveAttribute('lang');
  });

  it('has no notice while not merged', () => {
    renderCard();
    expect(screen.queryByTestId('track-merged')).toBeNull();
  });
});
