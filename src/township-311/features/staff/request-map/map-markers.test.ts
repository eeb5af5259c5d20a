import { describe, expect, it } from 'vitest';
import { mapCountText, staffMapMarkers } from './map-markers.ts';

describe.each([
  [0, 0, '0 requests on the map.'],
  [1, 1, '1 request on the map.'],
  [12, 12, '12 requests on the map.'],
  [1000, 1200, 'Showing 1,000 of 1,200 requests: the newest with a map point.'],
  [3, 5, 'Showing 3 of 5 requests: the newest with a map point.'],
])('mapCountText(%i, %i)', (shown, total, text) => {
  it(`is "${text}"`, () => {
    expect(mapCountText(shown, total)).toBe(text);
  });
});

describe('staffMapMarkers', () => {
  it('names each marker by what it is', () => {
    expect(
      staffMapMarkers([
        {
          id: 'a',
          category: 'Graffiti',
          address: '',
          status: 'New',
          priority: 'Low',
          location: { lat: 40.1, lng: -74.5 },
        },
      ]),
    ).toEqual([{ id: 'a', lat: 40.1, lng: -74.5, status: 'New', label: 'Graffiti, New, Low priority, no address' }]);
  });
});
