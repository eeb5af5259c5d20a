/**
 * Child process of the durability test: writes requests with their submitter info one after the
 * other and prints each id only after the write returned, the way the submit endpoint replies.
 * Usage: node durability-writer.ts <dataDir> <count>
 */
import { newRequestId } from '#domain/requests/request-id.ts';
import { newRequest } from '#domain/requests/history.ts';
import { openSqliteStores } from '../../storage/sqlite/sqlite-stores.ts';

const [dataDir, count = '100000'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: node durability-writer.ts <dataDir> [count]');

const stores = openSqliteStores({ dataDir });
for (let i = 0; i < Number(count); i++) {
  const id = newRequestId();
  await stores.requests.createWithSubmitterInfo(
    newRequest(
      {
        id,
        category: 'Graffiti',
        description: `Durability request ${i}`,
        address: `${i} Main St`,
        location: { lat: 40.28, lng: -74.59 },
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      new Date(),
    ),
    { name: `Resident ${i}`, email: `resident${i}@example.org`, phone: '', address: '', wantsTextAlerts: false },
  );
  // Pipes are written synchronously on Linux: once this returns, the parent can read the id.
  process.stdout.write(`${id}\n`);
}
await stores.close();
