import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStores } from './create-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'create-stores-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

it('opens the embedded stores in the data dir by default', async () => {
  const dataDir = join(root, 'data');
  const stores = await createStores({ dataDir });
  expect(existsSync(join(dataDir, '311.sqlite'))).toBe(true);
  expect(await stores.requests.list()).toEqual([]);
  await stores.close();
  await stores.close();
});
