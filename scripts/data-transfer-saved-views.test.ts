/**
 * Saved views in the data transfer: the import's checks (duplicate ids, owners unknown to the file
 * and the target, owners with too many views or two of one name), each refusing the whole file,
 * a second run that doubles nothing, and files written before saved views moved (version 2).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_VIEWS, type SavedView } from '#domain/requests/saved-views.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { cheapHash } from '#server/testing/fixtures/staff.ts';
import { exportData } from './data-transfer-export.ts';
import { checkExportFile, importData } from './data-transfer-import.ts';
import { FILLED_COUNTS, fillStores } from './data-transfer-test-data.ts';

const root = mkdtempSync(join(tmpdir(), 'data-transfer-views-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const openLocal = () => openSqliteStores({ dataDir: join(root, `store-${n++}`), hashPassword: cheapHash });

const source = openLocal();
await fillStores(source);
const exported = join(root, 'good.jsonl');
await exportData(source, exported, { source: 'local' });
await source.close();
const good = readFileSync(exported, 'utf8').trimEnd().split('\n');

const fileOf = (lines: string[]) => {
  const file = join(root, `case-${n++}.jsonl`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};
type Header = { version: number; counts: Record<string, number> };
const header = () => JSON.parse(good[0]!) as Header;
const withHeader = (change: (old: Header) => Header, lines: string[]) => [JSON.stringify(change(header())), ...lines];
/** The header as version 2 wrote it: no count of saved views. */
const asVersion2 = (old: Header): Header => ({
  version: 2,
  counts: Object.fromEntries(Object.entries(old.counts).filter(([key]) => key !== 'savedViews')),
});
const viewLines = good.filter((line) => line.startsWith('{"kind":"savedView"'));
const viewOf = (line: string) => (JSON.parse(line) as { view: SavedView }).view;
const fileView = (name: string) => viewOf(viewLines.find((line) => viewOf(line).name === name)!);
const lineOf = (name: string) =>
  good.findIndex((line) => line.startsWith('{"kind":"savedView"') && viewOf(line).name === name) + 1;
const manager = fileView('Everything').owner;
const worker = fileView('Mine').owner;

/** A view of the target's own, saved as the API saves one. */
async function saveInTarget(stores: TransferStores, owner: { id: string; name: string }, name: string) {
  const write = await stores.savedViews.create(
    { name, view: '', shared: false, department: 'Public Works', owner },
    MAX_SAVED_VIEWS,
  );
  if (!write.ok) throw new Error(write.reason);
  return write.view;
}

/** Refused with `problem` and nothing written: no request, no view beyond those the target had. */
async function expectRefused(stores: TransferStores, lines: string[], problem: string, before: SavedView[] = []) {
  const result = await importData(stores, fileOf(lines));
  expect(result).toMatchObject({ ok: false, problems: [problem] });
  expect(await stores.requests.list()).toEqual([]);
  expect(await stores.savedViews.pageViews(null, 100)).toEqual(before);
}

describe('saved views in an export', () => {
  it('are written whole, one line each, and counted in the header', () => {
    expect(header().counts.savedViews).toBe(FILLED_COUNTS.savedViews);
    expect(viewLines).toHaveLength(FILLED_COUNTS.savedViews);
    expect(fileView('Overdue «Straße» 🚧')).toMatchObject({
      view: '?status=New&overdue=1&sort=due&hide=id',
      shared: true,
      department: 'Public Works',
      owner: manager,
    });
    // Saved without its page cursor, as the API saves it.
    expect(fileView('Mine').view).toBe('?assignee=me');
  });
});

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

  it.each([
    [
      'an address the list cannot use',
      (view: SavedView) => ({ ...view, view: '?sort=sideways' }),
      'view: This view has a filter',
    ],
    ['a blank name', (view: SavedView) => ({ ...view, name: '  ' }), 'name: Please enter a name for the view.'],
    ['an unknown field', (view: SavedView) => ({ ...view, pinned: true }), 'Unrecognized key: "pinned"'],
    ['no owner', (view: SavedView) => ({ ...view, owner: undefined }), 'owner:'],
  ])('refuses a view with %s', async (_name, change, message) => {
    const index = good.indexOf(viewLines[0]!);
    const lines = good.map((line, i) =>
      i === index ? JSON.stringify({ kind: 'savedView', view: change(viewOf(line)) }) : line,
    );
    const check = await checkExportFile(fileOf(lines));
    expect(check).toMatchObject({ ok: false, problems: [expect.stringContaining(message)] });
    expect(check.ok || check.problems[0]).toMatch(new RegExp(`^line ${index + 1}: `));
  });
});

describe('an export from before saved views moved (version 2)', () => {
  const v2 = withHeader(
    (old) => ({ ...old, ...asVersion2(old) }),
    good.slice(1).filter((line) => !viewLines.includes(line)),
  );

  it('imports, counting no saved views, and leaves the target’s views as they are', async () => {
    const stores = openLocal();
    const own = await saveInTarget(stores, manager, 'Kept here');
    const result = await importData(stores, fileOf(v2));
    expect(result).toMatchObject({
      ok: true,
      header: { version: 2, counts: { ...FILLED_COUNTS, savedViews: 0 } },
      counts: { savedViews: 0, templates: FILLED_COUNTS.templates },
    });
    expect(await stores.savedViews.pageViews(null, 100)).toStrictEqual([own]);
    await stores.close();
  });

  it('is refused with a saved view in it, or a count of them: version 2 had none', async () => {
    const withView = withHeader((old) => ({ ...old, ...asVersion2(old) }), good.slice(1));
    expect(await checkExportFile(fileOf(withView))).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('the header counts 0 savedViews but the file holds 3')],
    });
    const counted = [JSON.stringify({ ...header(), version: 2 }), ...v2.slice(1)];
    expect(await checkExportFile(fileOf(counted))).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('Unrecognized key: "savedViews"')],
    });
  });
});
