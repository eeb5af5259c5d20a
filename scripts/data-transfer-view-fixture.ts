/**
 * What the saved view tests of the data transfer share: a temporary folder, the export of a filled
 * store (data-transfer-test-data.ts) as lines to change, and ways to find its saved views.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { MAX_SAVED_VIEWS, type SavedView } from '#domain/requests/saved-views.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { cheapHash } from '#server/testing/fixtures/staff.ts';
import { exportData } from './data-transfer-export.ts';
import { fillStores } from './data-transfer-test-data.ts';

export type Header = { version: number; counts: Record<string, number> };

const isView = (line: string) => line.startsWith('{"kind":"savedView"');
/** @example viewOf(line).owner.id */
export const viewOf = (line: string) => (JSON.parse(line) as { view: SavedView }).view;

/**
 * Fills and exports a store in a temporary folder removed after the file's tests.
 * @example const { good, fileOf, fileView } = await viewExportFixture();
 */
export async function viewExportFixture() {
  const root = mkdtempSync(join(tmpdir(), 'data-transfer-views-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });
  let n = 0;
  /** A path in the folder nothing has written yet. */
  const newFile = () => join(root, `case-${n++}.jsonl`);
  const openLocal = () => openSqliteStores({ dataDir: join(root, `store-${n++}`), hashPassword: cheapHash });
  const source = openLocal();
  await fillStores(source);
  const exported = join(root, 'good.jsonl');
  await exportData(source, exported, { source: 'local' });
  await source.close();
  const good = readFileSync(exported, 'utf8').trimEnd().split('\n');
  const viewLines = good.filter(isView);
  const header = () => JSON.parse(good[0]!) as Header;
  const fileView = (name: string) => viewOf(viewLines.find((line) => viewOf(line).name === name)!);

  return {
    good,
    viewLines,
    openLocal,
    header,
    fileView,
    /** The line number of the file's view with this name. */
    lineOf: (name: string) => good.findIndex((line) => isView(line) && viewOf(line).name === name) + 1,
    /** Writes the lines as a file of their own. */
    fileOf: (lines: string[]) => {
      const file = newFile();
      writeFileSync(file, `${lines.join('\n')}\n`);
      return file;
    },
    newFile,
    /** The export with its header changed and `lines` after it. */
    withHeader: (change: (old: Header) => Header, lines: string[]) => [JSON.stringify(change(header())), ...lines],
    manager: fileView('Everything').owner,
    worker: fileView('Mine').owner,
  };
}

/**
 * A view of the target's own, saved as the API saves one.
 * @example await saveInTarget(stores, manager, 'Kept here')
 */
export async function saveInTarget(stores: TransferStores, owner: { id: string; name: string }, name: string) {
  const write = await stores.savedViews.create(
    { name, view: '', shared: false, department: 'Public Works', owner },
    MAX_SAVED_VIEWS,
  );
  if (!write.ok) throw new Error(write.reason);
  return write.view;
}
