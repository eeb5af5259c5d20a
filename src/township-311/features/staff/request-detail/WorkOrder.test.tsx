/**
 * The printed work order's content (docs/product.md#311-work-order); that it fits one page is
 * checked in a browser (tests/311-work-order.spec.ts).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { formatReference } from '#domain/requests/reference.ts';
import { ADMIN, renderStaff, staffRequestFixture } from '../../../testing/staff-harness.tsx';
import type { StaffRequest } from '../staff-requests-api.ts';
import { WorkOrder } from './WorkOrder.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (overrides: Partial<StaffRequest> = {}) => {
  const request: StaffRequest = staffRequestFixture(ID, {
    category: 'Pothole',
    address: '20 Main St',
    location: { lat: 40.28, lng: -74.59 },
    priority: 'High',
    status: 'In Progress',
    dueAt: '2025-01-20T04:59:59.000Z',
    assignedDepartment: 'Public Works',
    imageUrl: `/uploads/${ID}/photo.jpg`,
    ...overrides,
  });
  renderStaff(<WorkOrder request={request} assignee="Sam Lee" />, { staff: ADMIN });
  return { order: screen.getByRole('article', { name: `Work order ${formatReference(request.reference)}` }), request };
};

const row = (order: HTMLElement, label: string) => within(order).getByText(label).nextElementSibling?.textContent;

it('names the reference, the place, the work and who does it', () => {
  const { order, request } = render();
  expect(within(order).getByRole('heading', { level: 2 })).toHaveTextContent(
    `Work order ${formatReference(request.reference)}`,
  );
  expect([
    row(order, 'Category'),
    row(order, 'Address'),
    row(order, 'Coordinates'),
    row(order, 'Priority'),
    row(order, 'Due'),
    row(order, 'Assigned to'),
  ]).toEqual(['Pothole', '20 Main St', '40.28000, -74.59000', 'High', 'Jan 19, 2025', 'Sam Lee (Public Works)']);
  expect(within(order).getByRole('img', { name: 'Photo 1 of the request' })).toHaveAttribute(
    'src',
    `/uploads/${ID}/photo.jpg`,
  );
  expect(within(order).getByRole('heading', { name: 'Crew notes' })).toBeInTheDocument();
});

it('draws the map from the configured tiles, with the pin', () => {
  const { order } = render();
  const map = within(order).getByRole('img', { name: 'Map of the place, 40.28000, -74.59000' });
  // The tiles are decorative (alt ""), so they are out of the accessibility tree.
  const tiles = [...map.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  expect(tiles).toHaveLength(6);
  for (const src of tiles) expect(src).toMatch(/\/17\/\d+\/\d+\.png$/);
  expect(within(order).getByText(/^Map: /)).toBeInTheDocument();
});

it('says there is no map point, and draws no map, for a request without one', () => {
  const { order } = render({ location: null, imageUrl: null });
  expect(row(order, 'Coordinates')).toBe('No map point');
  expect(within(order).queryByRole('img')).toBeNull();
});
