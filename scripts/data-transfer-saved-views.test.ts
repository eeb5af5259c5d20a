/**
 * Saved views in the data import: a second run that doubles nothing, and the checks (duplicate
 * ids, owners unknown to the file and the target, owners with too many views or two of one name),
 * each refusing the whole file and writing nothing.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_VIEWS, type SavedView } from '#domain/requests/saved-views.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { checkExportFile, importData } from './data-transfer-import.ts';
import { FILLED_COUNTS } from './data-transfer-test-data.ts';
import { saveInTarget, viewExportFixture, viewOf } from './data-transfer-view-fixture.ts';

const { good, viewLines, openLocal, fileOf, withHeader, fileView, lineOf, manager, worker } = await viewExportFixture();

/** Refused with `problem` and nothing written: no request, no view beyond those the target had. */
async function expectRefused(stores: TransferStores, lines: string[], problem: string, before: SavedView[] = []) {
  const result = await importData(stores, fileOf(lines));
  expect(result).toMatchObject({ ok: false, problems: [problem] });
  expect(await stores.requests.list()).toEqual([]);
  expect(await stores.savedViews.pageViews(null, 100)).toEqual(before);
}

describe('importing saved views', () => {
  it('brings them exactly, and a second run replaces instead of doubling', async () => {
    const stores = openLocal();
    const own = await saveInTarget(stores, manager, 'Kept here');
    expect(await importData(stores, fileOf(good))).toMatchObject({ ok: true, counts: { savedViews: 3 } });
    expect(await importData(stores, fileOf(good))).toMatchObject({ ok: true, counts: { savedViews: 3 } });
    const views = await stores.savedViews.listOwned(manager.id);
    expect(views.map((view) => view.name)).toEqual(['Everything', 'Kept here', 'Overdue «Straße» 🚧']);
    expect(views[0]).toStrictEqual(fileView('Everything'));
    expect(views[1]).toStrictEqual(own);
    expect(await stores.savedViews.listShared('Public Works', 25)).toStrictEqual([fileView('Overdue «Straße» 🚧')]);
    await stores.close();
  });

  it('refuses a view id the file has twice, writing nothing', async () => {
    const line = viewLines[0]!;
    const twice = [...good, line.replace(viewOf(line).name, 'Another name')];
    const problem = `line ${good.length + 1}: saved view ${viewOf(line).id} appears already on line ${good.indexOf(line) + 1}`;
    expect(await checkExportFile(fileOf(twice))).toEqual({ ok: false, problems: [problem] });
    await expectRefused(openLocal(), twice, problem);
  });

  it('refuses a view whose owner is a staff member neither in the file nor in the target', async () => {
    const withoutWorker = withHeader(
      (old) => ({ ...old, counts: { ...old.counts, staff: FILLED_COUNTS.staff - 1 } }),
      good.slice(1).filter((line) => !(line.startsWith('{"kind":"staff"') && line.includes(`"id":"${worker.id}"`))),
    );
    const stores = openLocal();
    await expectRefused(
      stores,
      withoutWorker,
      `line ${lineOf('Mine') - 1}: the saved view "Mine" belongs to Z worker (${worker.id}), who is a staff member neither in the file nor here`,
    );
    // The target has them: then the file may leave them out.
    await stores.staff.restore(
      { id: worker.id, name: 'Z worker', email: 'z@township.test', department: 'Roads', role: 'worker' },
      null,
    );
    expect(await importData(stores, fileOf(withoutWorker))).toMatchObject({ ok: true });
    expect(await stores.savedViews.listOwned(worker.id)).toStrictEqual([fileView('Mine')]);
    await stores.close();
  });

  it('refuses views that would give their owner more than the limit in the target', async () => {
    const stores = openLocal();
    const own = [];
    for (let i = 0; i < MAX_SAVED_VIEWS - 1; i++) own.push(await saveInTarget(stores, manager, `Own ${i}`));
    const before = await stores.savedViews.pageViews(null, 100);
    // The file's views go by id: the second of the manager's two is the one past the limit.
    const [, second] = ['Everything', 'Overdue «Straße» 🚧'].sort((a, b) => lineOf(a) - lineOf(b));
    await expectRefused(
      stores,
      good,
      `line ${lineOf(second!)}: the saved view "${second}" would give Y manager (${manager.id}) more than ${MAX_SAVED_VIEWS} saved views here: delete some there first`,
      before,
    );
    // One fewer of their own, and both fit.
    await stores.savedViews.delete(own[0]!.id);
    expect(await importData(stores, fileOf(good))).toMatchObject({ ok: true });
    expect(await stores.savedViews.listOwned(manager.id)).toHaveLength(MAX_SAVED_VIEWS);
    await stores.close();
  });

  it('refuses a view named as another view of its owner in the target, whatever the case', async () => {
    const stores = openLocal();
    const before = [await saveInTarget(stores, worker, 'MINE')];
    await expectRefused(
      stores,
      good,
      `line ${lineOf('Mine')}: the saved view "Mine" has the name of another saved view of Z worker (${worker.id}) (here or in the file)`,
      before,
    );
    await stores.close();
  });

  it('refuses more views of one owner than a store holds, in the file alone', async () => {
    const line = viewLines.find((one) => viewOf(one).owner.id === worker.id)!;
    const extra = Array.from({ length: MAX_SAVED_VIEWS }, (_, i) => {
      const view = { ...viewOf(line), id: `c0a80101-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `V${i}` };
      return JSON.stringify({ kind: 'savedView', view });
    });
    const lines = withHeader(
      (old) => ({ ...old, counts: { ...old.counts, savedViews: FILLED_COUNTS.savedViews + extra.length } }),
      [...good.slice(1), ...extra],
    );
    const check = await checkExportFile(fileOf(lines));
    expect(check).toEqual({
      ok: false,
      problems: [`line ${lines.length}: more than ${MAX_SAVED_VIEWS} saved views of Z worker (${worker.id})`],
    });
  });
});
