import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCallerSearchContract } from '../../testing/contracts/storage/caller-search.contract.ts';
import { runRequestNearbyContract } from '../../testing/contracts/storage/request-nearby.contract.ts';
import { runRequestQueryContract } from '../../testing/contracts/storage/request-query.contract.ts';
import { runRequestStoreContract } from '../../testing/contracts/storage/request-store.contract.ts';
import { runStoreContracts } from '../../testing/contracts/storage/all-stores.contract.ts';
import { newRequest } from '../../testing/contracts/storage/fixtures.ts';
import { runRestoreContract } from '../../testing/contracts/storage/restore.contract.ts';
import type { RequestEvent, Stores } from '../ports.ts';
import { cheapHash } from '../../testing/fixtures/staff.ts';
import { openSqliteStores } from './sqlite-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'sqlite-contract-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
/** A fresh data dir (database file and uploads) for every test, on the real clock or a test's. */
const makeStores = (now?: () => Date) =>
  Promise.resolve(
    openSqliteStores({ dataDir: join(root, String(n++)), hashPassword: cheapHash, ...(now ? { now } : {}) }),
  );

/** Two connections to one fresh database file, as two processes would have. */
const makePair = () => {
  const dataDir = join(root, String(n++));
  const open = () => openSqliteStores({ dataDir, hashPassword: cheapHash });
  return Promise.resolve([open(), open()] as [Stores, Stores]);
};

runRequestStoreContract('sqlite', makeStores, { makePair });
runRequestQueryContract('sqlite', makeStores);
runRequestNearbyContract('sqlite', makeStores);
runCallerSearchContract('sqlite', makeStores);
runStoreContracts('sqlite', makeStores);
runRestoreContract('sqlite', makeStores);

// Not in the shared contract: a Firestore change feed comes from snapshot listeners, which see
// every write, restores included. The SQLite store publishes only what its own create/update do.
describe('SQLite restore', () => {
  it('publishes nothing to the change feed', async () => {
    const stores = await makeStores();
    const seen: RequestEvent[] = [];
    stores.changes.subscribe((event) => seen.push(event));
    const request = await stores.requests.create(newRequest());
    await stores.requests.restore({ ...request, status: 'Closed' });
    expect(seen.map((event) => event.type)).toEqual(['created']);
    expect(await stores.requests.get(request.id)).toMatchObject({ status: 'Closed' });
    await stores.close();
  });
});
