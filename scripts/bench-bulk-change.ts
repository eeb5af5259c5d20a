/**
 * The 100-request bulk change of bench-scale.ts (docs/benchmarks.md): POST
 * /api/staff/requests/bulk over HTTP on loopback, the status going back and forth so every run
 * changes all 100 requests (each its own atomic write, history entry and live event, as in
 * production), and each request's submitter has an e-mail address, so each change also queues
 * the submitter's e-mail in the outbox, as a real one does.
 * Target at 1,000,000 requests: under 2 s.
 */
import type { DatabaseSync } from 'node:sqlite';
import { MAX_BULK_REQUESTS } from '#domain/requests/bulk-change.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';

export const BULK_TARGET_MS = 2000;
const RUNS = 6;

/**
 * Ids spread over the whole store (ordered by their random id), as a filtered view's page would be.
 * @example const ids = bulkIds(db)
 */
export function bulkIds(db: DatabaseSync): string[] {
  const rows = db.prepare('SELECT id FROM requests ORDER BY id LIMIT ?').all(MAX_BULK_REQUESTS) as { id: string }[];
  return rows.map((row) => row.id);
}

/**
 * Gives each request a submitter with an e-mail address (generated requests have none).
 * @example await giveSubmitters(dataDir, ids)
 */
export async function giveSubmitters(dataDir: string, ids: readonly string[]): Promise<void> {
  const stores = openSqliteStores({ dataDir });
  for (const [index, id] of ids.entries()) {
    await stores.submitterInfo.put(id, {
      name: 'Bench Resident',
      email: `bench.resident.${String(index)}@example.org`,
      phone: '',
      address: '',
      wantsTextAlerts: false,
    });
  }
  await stores.close();
}

/**
 * Median and slowest of RUNS bulk status changes of `ids`, each checked to have changed them all.
 * @example const { p50, max } = await timeBulkChange(url, { cookie, csrf }, ids)
 */
export async function timeBulkChange(
  url: string,
  session: { cookie: string; csrf: string },
  ids: string[],
): Promise<{ p50: number; max: number }> {
  const send = async (status: string) => {
    const started = performance.now();
    const res = await fetch(`${url}/api/staff/requests/bulk`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'X-CSRF-Token': session.csrf,
        'Content-Type': 'application/json',
        Origin: url,
      },
      body: JSON.stringify({ ids, change: { status } }),
    });
    const body = (await res.json()) as { changed?: unknown[] };
    if (res.status !== 200)
      throw new Error(`bulk change answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, changed: body.changed?.length ?? 0 };
  };
  // Unmeasured: brings every request to New (generated ones have every status), so each run
  // after it changes all of them.
  await send('New');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { ms, changed } = await send(run % 2 === 0 ? 'In Progress' : 'New');
    if (changed !== ids.length) throw new Error(`bulk change changed ${changed} of ${ids.length}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}
