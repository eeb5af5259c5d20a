import { describe, expect, it } from 'vitest';
import { mapView } from './map-points-api.ts';

describe.each([
  [{}, { statuses: [], priorities: [], categories: [] }],
  [
    { status: 'New', priority: 'High', category: 'Tree Issue' },
    { statuses: ['New'], priorities: ['High'], categories: ['Tree Issue'] },
  ],
  [
    { status: 'Archived', category: 'Trees' },
    { statuses: [], priorities: [], categories: [] },
  ],
])('mapView(%j)', (filters, view) => {
  it('is the list view of the same filters, unknown values left out', () => {
    expect(mapView(filters)).toEqual(view);
  });
});
