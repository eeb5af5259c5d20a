/**
 * RequestStore.pages on SQLite (request-pages.ts): the same requests in the same order as paging
 * through page(), on a connection of its own that sees only what was committed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cursorAfter, type RequestPageQuery } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { newRequestId } from '#domain/requests/request-id.ts';
import { submittedRequest } from '#domain/testing/service-request.ts';
import { openSqliteStores } from './sqlite-stores.ts';

const root = mkdtempSync(join(tmpdir(), 'request-pages-'));
const stores = openSqliteStores({ dataDir: root });
afterAll(async () => {
  await stores.close();
  rmSync(root, { recursive: true, force: true });
});

const PAGE = 3;

it('gives the pages page() gives, in order, the last one short', async () => {
  for (let i = 0; i < PAGE * 2 + 1; i++) {
    const status = i === 2 ? 'Closed' : 'New';
    const createdAt = new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
    await stores.requests.restore(
      submittedRequest({ id: newRequestId(), status, createdAt, lastUpdatedAt: createdAt }),
    );
  }
  const query = { filter: { statuses: ['New' as const] }, sort: 'created' as const, direction: 'asc' as const };
  const expected: string[][] = [];
  let after: RequestPageQuery['after'] = null;
  for (;;) {
    const page: ServiceRequest[] = await stores.requests.page({ ...query, limit: PAGE, after });
    expected.push(page.map((request) => request.id));
    if (page.length < PAGE) break;
    after = cursorAfter(page.at(-1)!, query.sort);
  }

  const pages: string[][] = [];
  for await (const page of stores.requests.pages!(query, PAGE)) pages.push(page.map((request) => request.id));
  expect(pages).toEqual(expected);
  expect(pages.map((page) => page.length)).toEqual([PAGE, PAGE, 0]);
});

it('stops reading when its reader stops, and starts again from the top', async () => {
  const query = { filter: {}, sort: 'created' as const, direction: 'desc' as const };
  const first = stores.requests.pages!(query, PAGE);
  const page = await first.next();
  await first.return(undefined);
  expect(await first.next()).toEqual({ done: true, value: undefined });
  const again = await stores.requests.pages!(query, PAGE).next();
  expect(again.value).toEqual(page.value);
});

it('lets the event loop turn between pages, so other requests are served during an export', async () => {
  let read = 0;
  let readWhenOthersRan = -1;
  setImmediate(() => {
    readWhenOthersRan = read;
  });
  for await (const page of stores.requests.pages!({ filter: {}, sort: 'created', direction: 'desc' }, 1)) {
    read += page.length;
  }
  expect(read).toBe(PAGE * 2 + 1);
  expect(readWhenOthersRan).toBeGreaterThanOrEqual(0);
  expect(readWhenOthersRan).toBeLessThan(read);
});
