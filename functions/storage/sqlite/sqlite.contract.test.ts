import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { runRequestStoreContract } from '../contract/request-store.contract.ts';
import { runStoreContracts } from '../contract/all-stores.contract.ts';
import { cheapHash } from '../../test-support/staff.ts';
import { openSqliteStores } from './sqlite-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'sqlite-contract-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
/** A fresh data dir (database file and uploads) for every test. */
const makeStores = () =>
  Promise.resolve(openSqliteStores({ dataDir: join(root, String(n++)), hashPassword: cheapHash }));

runRequestStoreContract('sqlite', makeStores);
runStoreContracts('sqlite', makeStores);
