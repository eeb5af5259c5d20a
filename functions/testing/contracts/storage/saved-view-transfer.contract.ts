/**
 * The saved views' transfer contract (scripts/data-transfer.ts): every view read back a page at a
 * time in id order whoever owns it, and restored exactly (owner, name, address, sharing,
 * department, timestamps), replacing the view with the same id; a restored view then counts for
 * its owner as a saved one does.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_VIEWS, type SavedView } from '#domain/requests/saved-views.ts';
import { withStores, type MakeStores } from './fixtures.ts';

const morgan = { id: 'm1', name: 'Morgan Manager' };
const wes = { id: 'w1', name: 'Wes Worker' };

/** A view with times no store would pick itself (years ago, odd milliseconds). */
const view = (id: string, overrides: Partial<SavedView> = {}): SavedView => ({
  id,
  name: `View ${id}`,
  view: '?category=Pothole%2FRoad+Damage&overdue=1&hide=id',
  shared: false,
  department: 'Public Works',
  owner: morgan,
  createdAt: '2023-03-04T05:06:07.089Z',
  updatedAt: '2024-01-02T03:04:05.006Z',
  ...overrides,
});

const uuid = (n: number) => `c0a80101-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function runSavedViewTransferContract(name: string, makeStores: MakeStores): void {
  describe(`saved view transfer contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('restores views exactly, and the store answers them as saved ones', async () => {
      const mine = view(uuid(2), { name: 'Überfällig «Straße» 🚧' });
      const shared = view(uuid(1), { shared: true, owner: wes, department: 'Parks', view: '' });
      await stores().savedViews.restore(mine);
      await stores().savedViews.restore(shared);
      expect(await stores().savedViews.get(mine.id)).toStrictEqual(mine);
      expect(await stores().savedViews.listOwned(morgan.id)).toStrictEqual([mine]);
      expect(await stores().savedViews.listOwned(wes.id)).toStrictEqual([shared]);
      expect(await stores().savedViews.listShared('Parks', 25)).toStrictEqual([shared]);
      expect(await stores().savedViews.listShared('Public Works', 25)).toStrictEqual([]);
    });

    it('reads every owner’s views a page at a time, in id order, each once', async () => {
      const ids = [5, 3, 1, 4, 2].map(uuid);
      for (const [i, id] of ids.entries()) await stores().savedViews.restore(view(id, { owner: i % 2 ? wes : morgan }));
      const first = await stores().savedViews.pageViews(null, 2);
      expect(first.map((one) => one.id)).toEqual([uuid(1), uuid(2)]);
      const second = await stores().savedViews.pageViews(first.at(-1)!.id, 2);
      expect(second.map((one) => one.id)).toEqual([uuid(3), uuid(4)]);
      const last = await stores().savedViews.pageViews(second.at(-1)!.id, 2);
      expect(last).toStrictEqual([view(uuid(5), { owner: morgan })]);
      expect(await stores().savedViews.pageViews(uuid(5), 2)).toEqual([]);
    });

    it('replaces the view with the same id, its owner too, and doubles nothing', async () => {
      const saved = await stores().savedViews.create(
        { name: 'Mine', view: '?status=New', shared: false, department: 'Public Works', owner: morgan },
        MAX_SAVED_VIEWS,
      );
      if (!saved.ok) throw new Error(saved.reason);
      const moved = view(saved.view.id, { owner: wes, shared: true, name: 'Moved' });
      await stores().savedViews.restore(moved);
      await stores().savedViews.restore(moved);
      expect(await stores().savedViews.listOwned(morgan.id)).toEqual([]);
      expect(await stores().savedViews.listOwned(wes.id)).toStrictEqual([moved]);
      expect(await stores().savedViews.pageViews(null, 10)).toStrictEqual([moved]);
    });

    it('counts restored views in their owner’s bound and names', async () => {
      for (let i = 0; i < MAX_SAVED_VIEWS; i++) await stores().savedViews.restore(view(uuid(i), { name: `V${i}` }));
      const draft = { view: '', shared: false, department: 'Public Works', owner: morgan };
      expect(await stores().savedViews.create({ ...draft, name: 'One more' }, MAX_SAVED_VIEWS)).toEqual({
        ok: false,
        reason: 'full',
      });
      expect(await stores().savedViews.create({ ...draft, name: 'v0' }, MAX_SAVED_VIEWS + 1)).toEqual({
        ok: false,
        reason: 'duplicate',
      });
    });
  });
}
