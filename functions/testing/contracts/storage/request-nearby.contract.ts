/**
 * The nearby contract (RequestStore.nearby, addAlsoReported, alsoReported;
 * docs/product.md#311-already-reported): open requests of the category within the radius, nearest
 * first, at most NEARBY_LIMIT, the finished, other categories, unplaced and far ones left out; a
 * request that finishes leaves the answers, and the count survives other changes.
 */
import { describe, expect, it } from 'vitest';
import { NEARBY_LIMIT } from '#domain/requests/nearby.ts';
import type { Status } from '#domain/requests/constants.ts';
import { CATEGORIES } from '#domain/testing/sample-township.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { newRequest, withStores, type MakeStores } from './fixtures.ts';

const home = submittedRequest().location!;
const category = CATEGORIES[0]!;
/** A point `north` metres north and `east` metres east of home (small distances: flat enough). */
const at = (north: number, east = 0) => ({
  lat: home.lat + north / 111_195,
  lng: home.lng + east / (111_195 * Math.cos((home.lat * Math.PI) / 180)),
});

export function runRequestNearbyContract(name: string, makeStores: MakeStores): void {
  describe(`RequestStore nearby contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const put = async (north: number, overrides: { status?: Status; category?: string; east?: number } = {}) => {
      const { status = 'New', category: own = category, east = 0 } = overrides;
      const request = newRequest({ category: own, status, location: at(north, east), history: [] });
      await stores().requests.create(request);
      return request.id;
    };

    it('answers open requests of the category within the radius, nearest first, with distances', async () => {
      const far = await put(30, { east: 30 });
      const near = await put(-10);
      const inProgress = await put(0, { status: 'In Progress', east: 20 });
      await put(10, { status: 'Resolved' });
      await put(5, { status: 'Closed' });
      await put(8, { category: CATEGORIES[1]! });
      await put(60);
      await put(0, { east: -80 });
      const answers = await stores().requests.nearby({ category, ...home });
      expect(answers.map(({ request }) => request.id)).toEqual([near, inProgress, far]);
      expect(answers.map(({ distanceMetres }) => distanceMetres)).toEqual([10, 20, 42]);
      expect(answers.every(({ alsoReported }) => alsoReported === 0)).toBe(true);
    });

    it('gives at most the limit and leaves out the excluded request', async () => {
      const ids = [];
      for (let metres = 1; metres <= NEARBY_LIMIT + 2; metres += 1) ids.push(await put(metres));
      const answers = await stores().requests.nearby({ category, ...home, excludeId: ids[0]! });
      expect(answers.map(({ request }) => request.id)).toEqual(ids.slice(1, NEARBY_LIMIT + 1));
    });

    it('drops a request once it is resolved and finds it again once reopened', async () => {
      const id = await put(3);
      await stores().requests.update(id, { set: { status: 'Resolved' } });
      expect(await stores().requests.nearby({ category, ...home })).toEqual([]);
      await stores().requests.update(id, { set: { status: 'In Progress' } });
      expect((await stores().requests.nearby({ category, ...home })).map(({ request }) => request.id)).toEqual([id]);
    });

    it('counts residents with the same problem, kept through other changes, without touching lastUpdatedAt', async () => {
      const id = await put(3);
      const before = await stores().requests.get(id);
      expect(await stores().requests.alsoReported(id)).toBe(0);
      expect(await stores().requests.addAlsoReported(id)).toBe(1);
      expect(await stores().requests.addAlsoReported(id)).toBe(2);
      expect((await stores().requests.get(id))?.lastUpdatedAt).toBe(before?.lastUpdatedAt);
      await stores().requests.update(id, { set: { priority: 'High' } });
      expect(await stores().requests.alsoReported(id)).toBe(2);
      expect((await stores().requests.nearby({ category, ...home }))[0]?.alsoReported).toBe(2);
    });

    it('answers null for an unknown request and creates nothing', async () => {
      expect(await stores().requests.addAlsoReported('NoSuchRequest0000000')).toBeNull();
      expect(await stores().requests.alsoReported('NoSuchRequest0000000')).toBeNull();
      expect(await stores().requests.get('NoSuchRequest0000000')).toBeNull();
    });
  });
}
