/**
 * The data transfer at volume: the export reads requests and follow records a page at a time, the
 * import writes them in batches (one transaction each on SQLite), and exports made before due
 * dates existed import with the due date their category's target gives.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareInSort } from '#domain/requests/request-query.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '#server/config/service-levels.ts';
import type { FollowRecord } from '#server/storage/follow-ports.ts';
import { hashFollowToken } from '#server/storage/follow-tokens.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { cheapHash } from '#server/testing/fixtures/staff.ts';
import { EXPORT_PAGE_SIZE, exportData } from './data-transfer-export.ts';
import { emptyCounts } from './data-transfer-format.ts';
import { importData } from './data-transfer-import.ts';
import { BATCH_SIZE, BULK_SIZE } from './data-transfer-writers.ts';
import { SOURCE_PAGE_SIZE } from './data-transfer-export-sources.ts';
import { readRecords } from './data-transfer-test-data.ts';
import { generateRequests } from './generate-requests.ts';

const root = mkdtempSync(join(tmpdir(), 'data-transfer-volume-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const openLocal = () => openSqliteStores({ dataDir: join(root, `store-${n++}`), hashPassword: cheapHash });
const NOW = new Date('2026-11-27T17:00:00Z');
const COUNT = BATCH_SIZE * 2 + 321;

const requests = [...generateRequests({ count: COUNT, seed: 3, now: NOW })];

/** A follow-up link's token hash for every request, and every other submitter stopped. */
const followRecords: FollowRecord[] = requests.flatMap((request, i): FollowRecord[] => [
  {
    kind: 'followToken',
    hash: hashFollowToken(`token-${i}`),
    token: {
      kind: 'follow-up',
      requestId: request.id,
      subscriptionId: null,
      createdAt: request.createdAt,
      expiresAt: null,
    },
  },
  ...(i % 2 === 0 ? [{ kind: 'submitterStop' as const, requestId: request.id, createdAt: request.createdAt }] : []),
]);

/** A store with the requests, every third with submitter info, and the follow records. */
async function filledStore(): Promise<TransferStores> {
  const stores = openLocal();
  await stores.requests.restoreMany!(
    requests.map((request, i) => ({
      request,
      info:
        i % 3 === 0
          ? {
              name: `Resident ${i}`,
              email: `r${i}@example.org`,
              phone: '',
              address: '',
              wantsTextAlerts: false,
              createdAt: request.createdAt,
            }
          : null,
    })),
  );
  await stores.follow.restore(followRecords);
  return stores;
}

const source = await filledStore();
const exportFile = join(root, 'export.jsonl');
const pageCalls: number[] = [];
const followPageCalls: string[] = [];
// The export must page; a list() of everything would hold every request in memory at once.
const watched: TransferStores = {
  ...source,
  follow: {
    ...source.follow,
    pageRecords: (kind, after, limit) => {
      followPageCalls.push(`${kind} ${limit}`);
      return source.follow.pageRecords(kind, after, limit);
    },
  },
  requests: {
    ...source.requests,
    list: () => Promise.reject(new Error('the export must not list every request')),
    page: (query) => {
      pageCalls.push(query.limit);
      return source.requests.page(query);
    },
  },
};
const exported = await exportData(watched, exportFile, { source: 'local' });

describe('export', () => {
  it('reads the requests a page at a time, newest first, every one once', () => {
    expect(exported.header.counts).toMatchObject({ requests: COUNT, submitterInfo: Math.ceil(COUNT / 3) });
    expect(pageCalls).toEqual(Array.from({ length: Math.ceil(COUNT / EXPORT_PAGE_SIZE) }, () => EXPORT_PAGE_SIZE));
    const ids = readRecords(exportFile).flatMap((record) => (record.kind === 'request' ? [record.request.id] : []));
    const newestFirst = [...requests].sort((a, b) => compareInSort(a, b, 'created', 'desc'));
    expect(ids).toEqual(newestFirst.map((request) => request.id));
  });

  it('reads the follow records a page at a time, every one once', () => {
    expect(exported.header.counts).toMatchObject({ followTokens: COUNT, submitterStops: Math.ceil(COUNT / 2) });
    const pages = (kind: string, count: number) =>
      Array.from({ length: Math.floor(count / SOURCE_PAGE_SIZE) + 1 }, () => `${kind} ${SOURCE_PAGE_SIZE}`);
    expect(followPageCalls).toEqual([
      ...pages('subscription', 0),
      ...pages('followToken', COUNT),
      ...pages('submitterStop', Math.ceil(COUNT / 2)),
    ]);
    const hashes = readRecords(exportFile).flatMap((record) => (record.kind === 'followToken' ? [record.hash] : []));
    expect(new Set(hashes).size).toBe(COUNT);
  });
});

describe('import', () => {
  it('writes thousands of requests and their info, and follow records, in batches, losing nothing', async () => {
    const target = openLocal();
    const batches: number[] = [];
    const restore = target.follow.restore.bind(target.follow);
    target.follow.restore = (records) => {
      batches.push(records.length);
      return restore(records);
    };
    const result = await importData(target, exportFile);
    expect(batches).toHaveLength(Math.ceil((COUNT + Math.ceil(COUNT / 2)) / BULK_SIZE));
    expect(Math.max(...batches)).toBe(BULK_SIZE);
    expect(result).toMatchObject({ ok: true, counts: exported.header.counts });
    const again = join(root, 'again.jsonl');
    await exportData(target, again, { source: 'local' });
    expect(readRecords(again)).toStrictEqual(readRecords(exportFile));
    expect(await target.requests.count({})).toBe(COUNT);
    await target.close();
  });

  it('writes submitter info whose request went in an earlier batch', async () => {
    const lines = readFileSync(exportFile, 'utf8').trimEnd().split('\n');
    const infos = lines.filter((line) => line.startsWith('{"kind":"submitterInfo"'));
    const reordered = [lines[0]!, ...lines.slice(1).filter((line) => !infos.includes(line)), ...infos];
    const file = join(root, 'infos-last.jsonl');
    writeFileSync(file, `${reordered.join('\n')}\n`);
    const target = openLocal();
    expect(await importData(target, file)).toMatchObject({ ok: true, counts: exported.header.counts });
    const first = JSON.parse(infos[0]!) as { requestId: string; info: unknown };
    expect(await target.submitterInfo.get(first.requestId)).toEqual(first.info);
    await target.close();
  });

  it("gives requests exported without a due date their category's due date", async () => {
    const lines = readFileSync(exportFile, 'utf8').trimEnd().split('\n').slice(0, 40);
    const requests = lines.filter((line) => line.startsWith('{"kind":"request"'));
    const undated = requests.map((line) => line.replace(/"dueAt":"[^"]+",/, ''));
    expect(undated[0]).not.toContain('dueAt');
    const counts = { ...emptyCounts(), requests: requests.length };
    const file = join(root, 'undated.jsonl');
    writeFileSync(file, `${[JSON.stringify({ ...JSON.parse(lines[0]!), counts }), ...undated].join('\n')}\n`);
    const target = openLocal();
    expect(await importData(target, file)).toMatchObject({ ok: true, counts });
    const levels = loadServiceLevels();
    for (const line of requests) {
      const { request } = JSON.parse(line) as { request: { id: string; createdAt: string; category: 'Graffiti' } };
      expect((await target.requests.get(request.id))?.dueAt).toBe(
        dueAt(new Date(request.createdAt), request.category, levels).toISOString(),
      );
    }
    await target.close();
  });
});
