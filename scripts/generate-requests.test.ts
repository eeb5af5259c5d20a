import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STATUSES, PRIORITIES } from '#domain/requests/constants.ts';
import { serviceRequestSchema } from '#domain/requests/request-schemas.ts';
import { finishedAt } from '#domain/requests/request-stats.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '#server/config/service-levels.ts';
import { openDatabase } from '#server/storage/sqlite/database.ts';
import { openSqliteStores } from '#server/storage/sqlite/sqlite-stores.ts';
import { GENERATED_STAFF, generateRequests, insertRequests } from './generate-requests.ts';

const root = mkdtempSync(join(tmpdir(), 'generate-requests-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
const NOW = new Date('2026-11-27T17:00:00.000Z');
const requests = [...generateRequests({ count: 3000, seed: 11, now: NOW, years: 2 })];

describe('generateRequests', () => {
  it('gives the same requests for the same seed, others for another', () => {
    expect([...generateRequests({ count: 3000, seed: 11, now: NOW, years: 2 })]).toEqual(requests);
    expect([...generateRequests({ count: 50, seed: 12, now: NOW, years: 2 })][0]!.id).not.toBe(requests[0]!.id);
  });

  it('gives complete requests, oldest first, over the years before now', () => {
    expect(requests.every((request) => serviceRequestSchema.strict().safeParse(request).success)).toBe(true);
    const created = requests.map((request) => Date.parse(request.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(created[0]).toBeGreaterThanOrEqual(NOW.getTime() - 2 * 365 * 86_400_000);
    expect(created.at(-1)).toBeLessThan(NOW.getTime());
    expect(new Set(requests.map((request) => request.id)).size).toBe(requests.length);
  });

  it("sets each due date from its category's target", () => {
    const levels = loadServiceLevels();
    for (const request of requests.slice(0, 300)) {
      expect(request.dueAt).toBe(dueAt(new Date(request.createdAt), request.category, levels).toISOString());
    }
  });

  it('gives histories that agree with the status, the assignee and the last update, all before now', () => {
    for (const request of requests) {
      const actions = request.history.map((entry) => entry.action);
      expect(request.lastUpdatedAt).toBe(request.history.at(-1)!.timestamp);
      expect(Date.parse(request.lastUpdatedAt)).toBeLessThan(NOW.getTime());
      expect(actions.includes('Status changed to In Progress')).toBe(request.status !== 'New');
      expect(finishedAt(request) !== null).toBe(request.status === 'Resolved' || request.status === 'Closed');
      const staff = GENERATED_STAFF.find((one) => one.id === request.assignedTo);
      expect(staff?.department ?? null).toBe(request.assignedDepartment);
      expect(actions.some((action) => action.startsWith('Assigned to'))).toBe(staff !== undefined);
    }
  });

  it('has every status and priority, mostly finished, some overdue, and snow only in winter', () => {
    const share = (test: (request: (typeof requests)[number]) => boolean) =>
      requests.filter(test).length / requests.length;
    for (const status of STATUSES) expect(share((request) => request.status === status)).toBeGreaterThan(0);
    for (const priority of PRIORITIES) expect(share((request) => request.priority === priority)).toBeGreaterThan(0.01);
    expect(share((request) => request.status === 'Resolved' || request.status === 'Closed')).toBeGreaterThan(0.9);
    const overdue = share(
      (request) =>
        request.status !== 'Resolved' && request.status !== 'Closed' && Date.parse(request.dueAt) < NOW.getTime(),
    );
    expect(overdue).toBeGreaterThan(0.002);
    const snowMonths = new Set(
      requests.filter((r) => r.category === 'Snow Removal').map((r) => new Date(r.createdAt).getUTCMonth()),
    );
    expect([...snowMonths].every((month) => [11, 0, 1, 2].includes(month))).toBe(true);
  });
});

describe('insertRequests', () => {
  it('writes every request, searchable and counted, as the store reads them back', async () => {
    const dataDir = join(root, 'store');
    const db = openDatabase(join(dataDir, '311.sqlite'));
    expect(insertRequests(db, requests, 700)).toBe(requests.length);
    db.close();
    const stores = openSqliteStores({ dataDir });
    expect(await stores.requests.count({})).toBe(requests.length);
    expect(await stores.requests.get(requests[1234]!.id)).toEqual(requests[1234]);
    const word = requests[5]!.id.slice(0, 6).toLowerCase();
    expect(
      (await stores.requests.page({ filter: { words: [word] }, sort: 'created', direction: 'desc', limit: 5 })).map(
        (r) => r.id,
      ),
    ).toContain(requests[5]!.id);
    await stores.close();
  });
});
