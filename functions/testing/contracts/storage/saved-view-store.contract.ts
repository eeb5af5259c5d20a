/**
 * The SavedViewStore contract: an owner's views read by name, a department's shared views read in
 * a bounded page, the owner's bound and unique names checked in the write, renames and sharing
 * keeping createdAt, deletes, and two writes racing for an owner's last place.
 */
import { describe, expect, it } from 'vitest';
import type { NewSavedView, Stores } from '../../../storage/ports.ts';
import { withClockedStores, type MakeClockedStores, type TestClock } from './fixtures.ts';

const morgan = { id: 'm1', name: 'Morgan Manager' };
const wes = { id: 'w1', name: 'Wes Worker' };

const draft = (overrides: Partial<NewSavedView> = {}): NewSavedView => ({
  name: 'Overdue potholes',
  view: '?category=Pothole%2FRoad+Damage&overdue=1',
  shared: false,
  department: 'Public Works',
  owner: morgan,
  ...overrides,
});

/** `isolated`: whether the backend isolates transactions (see the response template contract). */
export function runSavedViewStoreContract(
  name: string,
  makeStores: MakeClockedStores,
  { isolated = true }: { isolated?: boolean } = {},
): void {
  describe(`SavedViewStore contract: ${name}`, () => {
    const withClock = (fn: (stores: Stores, clock: TestClock) => Promise<void>) => withClockedStores(makeStores, fn);
    const created = async (stores: Stores, overrides: Partial<NewSavedView> = {}) => {
      const write = await stores.savedViews.create(draft(overrides), 25);
      if (!write.ok) throw new Error(`create refused: ${write.reason}`);
      return write.view;
    };

    it('creates a view, stamped and owned', () =>
      withClock(async (stores) => {
        const view = await created(stores);
        expect(view).toEqual({
          id: expect.any(String) as string,
          name: 'Overdue potholes',
          view: '?category=Pothole%2FRoad+Damage&overdue=1',
          shared: false,
          department: 'Public Works',
          owner: morgan,
          createdAt: '2026-11-21T14:00:00.000Z',
          updatedAt: '2026-11-21T14:00:00.000Z',
        });
        expect(await stores.savedViews.get(view.id)).toEqual(view);
        expect(await stores.savedViews.get('no-such-view')).toBeNull();
        expect(await stores.savedViews.get('a/b')).toBeNull();
      }));

    it('lists an owner’s views by name whatever the case, and nobody else’s', () =>
      withClock(async (stores) => {
        expect(await stores.savedViews.listOwned(morgan.id)).toEqual([]);
        const b = await created(stores, { name: 'beta' });
        const a = await created(stores, { name: 'Alpha', shared: true });
        const other = await created(stores, { owner: wes });
        expect(await stores.savedViews.listOwned(morgan.id)).toEqual([a, b]);
        expect(await stores.savedViews.listOwned(wes.id)).toEqual([other]);
      }));

    it('lists a department’s shared views only, at most the limit, the first saved first', () =>
      withClock(async (stores) => {
        const shared = [
          await created(stores, { name: 'One', shared: true }),
          await created(stores, { name: 'Two', shared: true, owner: wes }),
          await created(stores, { name: 'Three', shared: true }),
        ];
        await created(stores, { name: 'Private' });
        await created(stores, { name: 'Parks', shared: true, department: 'Parks' });
        const all = await stores.savedViews.listShared('Public Works', 25);
        expect(all.map((view) => view.name)).toEqual(['One', 'Three', 'Two']);
        const firstTwo = shared
          .map((view) => view.id)
          .sort()
          .slice(0, 2);
        const limited = await stores.savedViews.listShared('Public Works', 2);
        expect(limited.map((view) => view.id).sort()).toEqual(firstTwo);
        expect(await stores.savedViews.listShared('Police', 25)).toEqual([]);
      }));

    it('refuses a name the owner uses (any case), but not one another owner uses', () =>
      withClock(async (stores) => {
        await created(stores);
        expect(await stores.savedViews.create(draft({ name: 'OVERDUE POTHOLES' }), 25)).toEqual({
          ok: false,
          reason: 'duplicate',
        });
        expect((await stores.savedViews.create(draft({ owner: wes }), 25)).ok).toBe(true);
        expect(await stores.savedViews.listOwned(morgan.id)).toHaveLength(1);
      }));

    it('refuses a view past the owner’s bound', () =>
      withClock(async (stores) => {
        await created(stores, { name: 'One' });
        await created(stores, { name: 'Two' });
        expect(await stores.savedViews.create(draft({ name: 'Three' }), 2)).toEqual({ ok: false, reason: 'full' });
        expect((await stores.savedViews.create(draft({ name: 'Three', owner: wes }), 2)).ok).toBe(true);
        expect(await stores.savedViews.listOwned(morgan.id)).toHaveLength(2);
      }));

    it('renames and shares a view: the same id and createdAt, a new updatedAt', () =>
      withClock(async (stores, clock) => {
        const view = await created(stores);
        clock.at = new Date('2026-11-22T09:30:00.000Z');
        const renamed = await stores.savedViews.update(view.id, { name: 'Late potholes' });
        const expected = { ...view, name: 'Late potholes', updatedAt: '2026-11-22T09:30:00.000Z' };
        expect(renamed).toEqual({ ok: true, view: expected });
        const shared = await stores.savedViews.update(view.id, { shared: true, department: 'Roads' });
        const sharedView = { ...expected, shared: true, department: 'Roads' };
        expect(shared).toEqual({ ok: true, view: sharedView });
        expect(await stores.savedViews.get(view.id)).toEqual(sharedView);
        expect(await stores.savedViews.listShared('Roads', 25)).toEqual([sharedView]);
      }));

    it('checks a rename among the owner’s other views, not against itself', () =>
      withClock(async (stores) => {
        const mine = await created(stores, { name: 'Mine' });
        await created(stores, { name: 'Taken' });
        const keep = await stores.savedViews.update(mine.id, { name: 'MINE' });
        expect(keep.ok && keep.view.name).toBe('MINE');
        expect(await stores.savedViews.update(mine.id, { name: 'taken' })).toEqual({ ok: false, reason: 'duplicate' });
        expect((await stores.savedViews.get(mine.id))?.name).toBe('MINE');
      }));

    it('answers not-found for changing an unknown view', () =>
      withClock(async (stores) => {
        expect(await stores.savedViews.update('no-such-view', { name: 'X' })).toEqual({
          ok: false,
          reason: 'not-found',
        });
        expect(await stores.savedViews.update('a/b', { shared: true })).toEqual({ ok: false, reason: 'not-found' });
      }));

    it('deletes a view once', () =>
      withClock(async (stores) => {
        const view = await created(stores, { shared: true });
        expect(await stores.savedViews.delete(view.id)).toBe(true);
        expect(await stores.savedViews.delete(view.id)).toBe(false);
        expect(await stores.savedViews.delete('a/b')).toBe(false);
        expect(await stores.savedViews.get(view.id)).toBeNull();
        expect(await stores.savedViews.listShared('Public Works', 25)).toEqual([]);
      }));

    it('deletes every view of an owner, shared ones too, and nobody else’s', () =>
      withClock(async (stores) => {
        await created(stores, { name: 'Mine' });
        await created(stores, { name: 'Shared', shared: true });
        const other = await created(stores, { owner: wes, shared: true });
        expect(await stores.savedViews.deleteOwned(morgan.id)).toBe(2);
        expect(await stores.savedViews.deleteOwned(morgan.id)).toBe(0);
        expect(await stores.savedViews.listOwned(morgan.id)).toEqual([]);
        expect(await stores.savedViews.listShared('Public Works', 25)).toEqual([other]);
      }));

    it.skipIf(!isolated)('lets only one of two writes racing for an owner’s last place in', () =>
      withClock(async (stores) => {
        await created(stores, { name: 'One' });
        const writes = await Promise.all([
          stores.savedViews.create(draft({ name: 'Two' }), 2),
          stores.savedViews.create(draft({ name: 'Three' }), 2),
        ]);
        expect(writes.filter((write) => write.ok)).toHaveLength(1);
        expect(writes.filter((write) => !write.ok)).toEqual([{ ok: false, reason: 'full' }]);
        expect(await stores.savedViews.listOwned(morgan.id)).toHaveLength(2);
      }),
    );
  });
}
