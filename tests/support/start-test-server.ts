/**
 * The browser tests' server: an empty 311 store in DATA_DIR (wiped first, so every run starts
 * alike), the first admin created the documented way (scripts/create-admin.ts), then the real
 * server (functions/entry-node.ts) with the environment it was given.
 */
import { rmSync } from 'node:fs';
import { createAdmin } from '../../scripts/create-admin.ts';
import { parseEnv } from '#server/config/env.ts';
import { createStores } from '#server/storage/create-stores.ts';
import { TEST_ADMIN } from './staff-accounts.ts';

const env = parseEnv(process.env);
rmSync(env.DATA_DIR, { recursive: true, force: true });
const stores = await createStores({ dataDir: env.DATA_DIR });
const created = await createAdmin(stores, {
  email: TEST_ADMIN.email,
  name: TEST_ADMIN.name,
  department: 'Administration',
  password: TEST_ADMIN.password,
});
await stores.close();
if (!created.ok) throw new Error(created.message);
await import('#server/entry-node.ts');
