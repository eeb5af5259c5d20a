/**
 * Saved views in the export file: their lines (whole, counted, checked with the API's schemas),
 * read from the store a page at a time, and files written before saved views moved (version 2),
 * which still import.
 */
import { describe, expect, it } from 'vitest';
import type { SavedView } from '#domain/requests/saved-views.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { exportData } from './data-transfer-export.ts';
import { SOURCE_PAGE_SIZE } from './data-transfer-export-sources.ts';
import { emptyCounts } from './data-transfer-format.ts';
import { checkExportFile, importData } from './data-transfer-import.ts';
import { FILLED_COUNTS, readRecords } from './data-transfer-test-data.ts';
import { saveInTarget, viewExportFixture, viewOf, type Header } from './data-transfer-view-fixture.ts';

const { good, viewLines, openLocal, header, fileOf, newFile, withHeader, fileView, manager } =
  await viewExportFixture();

/** The header as version 2 wrote it: no count of saved views. */
const asVersion2 = (old: Header): Header => ({
  ...old,
  version: 2,
  counts: Object.fromEntries(Object.entries(old.counts).filter(([key]) => key !== 'savedViews')),
});

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

  it.each([
    [
      'an address that is not the list’s',
      (view: SavedView) => ({ ...view, view: 'https://example.org/?status=New' }),
      'view: must be the list\'s address from "?", or empty',
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

  it('keep a filter the profile has dropped since, as the stores do', async () => {
    const stores = openLocal();
    const target = openLocal();
    const removed = { ...fileView('Mine'), view: '?category=Removed+since&sort=sideways' };
    await stores.savedViews.restore(removed);
    const file = newFile();
    await exportData(stores, file, { source: 'local' });
    // Its owner is a member of the target.
    await target.staff.restore(
      { id: removed.owner.id, name: 'Z', email: 'z@township.test', department: 'Roads', role: 'worker' },
      null,
    );
    expect(await importData(target, file)).toMatchObject({ ok: true, counts: { ...emptyCounts(), savedViews: 1 } });
    expect(await target.savedViews.get(removed.id)).toStrictEqual(removed);
    await Promise.all([stores.close(), target.close()]);
  });

  it('are read a page at a time, every one once, in id order', async () => {
    const stores = openLocal();
    const count = SOURCE_PAGE_SIZE * 2 + 3;
    const views = Array.from({ length: count }, (_, i) => ({
      ...fileView('Mine'),
      id: `c0a80101-0000-4000-8000-${String(count - i).padStart(12, '0')}`,
      name: `View ${i}`,
    }));
    for (const view of views) await stores.savedViews.restore(view);
    const calls: string[] = [];
    const watched: TransferStores = {
      ...stores,
      savedViews: {
        ...stores.savedViews,
        pageViews: (after, limit) => {
          calls.push(`${after} ${limit}`);
          return stores.savedViews.pageViews(after, limit);
        },
      },
    };
    const file = newFile();
    const exported = await exportData(watched, file, { source: 'local' });
    expect(exported.header.counts.savedViews).toBe(count);
    const byId = views.map((view) => view.id).sort();
    expect(calls).toEqual(
      [null, byId[SOURCE_PAGE_SIZE - 1], byId[SOURCE_PAGE_SIZE * 2 - 1]].map((after) => `${after} ${SOURCE_PAGE_SIZE}`),
    );
    const inFile = readRecords(file).flatMap((record) => (record.kind === 'savedView' ? [record.view] : []));
    expect(inFile).toStrictEqual([...views].sort((a, b) => (a.id < b.id ? -1 : 1)));
    await stores.close();
  });
});

describe('an export from before saved views moved (version 2)', () => {
  const v2 = withHeader(
    asVersion2,
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
    const withView = withHeader(asVersion2, good.slice(1));
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
