import { describe, expect, it } from 'vitest';
import { submittedRequest } from '../testing/service-request.ts';
import { distanceMetres, gridCell, nearbyBox, nearbyCellKeys, nearestOpen, openCellKey } from './nearby.ts';

const home = submittedRequest().location!;
const north = (metres: number) => ({ lat: home.lat + metres / 111_195, lng: home.lng });
const east = (metres: number) => ({
  lat: home.lat,
  lng: home.lng + metres / (111_195 * Math.cos((home.lat * Math.PI) / 180)),
});

describe('nearby', () => {
  it.each([
    ['north', north(40), 40],
    ['east', east(49), 49],
    ['the same point', home, 0],
  ])('measures %s in metres', (_name, point, metres) => {
    expect(distanceMetres(home, point)).toBeCloseTo(metres, 0);
  });

  it.each([north(49), north(-49), east(49), east(-49)])('keeps a point within the radius in the box: %o', (point) => {
    const box = nearbyBox(home);
    expect(point.lat).toBeGreaterThanOrEqual(box.south);
    expect(point.lat).toBeLessThanOrEqual(box.north);
    expect(point.lng).toBeGreaterThanOrEqual(box.west);
    expect(point.lng).toBeLessThanOrEqual(box.east);
  });

  it.each([north(49), north(-49), east(49), east(-49), north(0)])(
    'has the cell of every point within the radius among the 9 around it: %o',
    (point) => {
      expect(nearbyCellKeys({ category: 'Graffiti', ...home })).toContain(`Graffiti|${gridCell(point)}`);
    },
  );

  it.each([
    [{ status: 'New', location: home }, `Graffiti|${gridCell(home)}`],
    [{ status: 'In Progress', location: home }, `Graffiti|${gridCell(home)}`],
    [{ status: 'Resolved', location: home }, null],
    [{ status: 'Closed', location: home }, null],
    [{ status: 'New', location: null }, null],
  ] as const)('keys an open, placed request by category and cell: %o', (request, key) => {
    expect(openCellKey({ category: 'Graffiti', ...request })).toBe(key);
  });

  it('keeps the nearest open ones of the category within the radius, excluded one left out', () => {
    const request = (id: string, point: typeof home, status: 'New' | 'Resolved' = 'New', category = 'Graffiti') =>
      submittedRequest({ id, category, status, location: point });
    const answers = nearestOpen({ category: 'Graffiti', ...home, excludeId: 'self' }, [
      request('far', north(51)),
      request('b', north(20)),
      request('a', east(-5)),
      request('self', home),
      request('done', north(1), 'Resolved'),
      request('other', north(1), 'New', 'Potholes'),
    ]);
    expect(answers.map(({ request: { id }, distanceMetres: metres }) => [id, metres])).toEqual([
      ['a', 5],
      ['b', 20],
    ]);
  });
});
