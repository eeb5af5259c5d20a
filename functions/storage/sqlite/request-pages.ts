/**
 * RequestStore.pages on SQLite: a whole-list read (the CSV export) on a connection of its own,
 * opened for the read and closed when it ends or its reader stops. The server's connection keeps a
 * 64 MB page cache for the lists' indexes; an export of a million requests walks about a gigabyte
 * of table pages, which filled that cache to the brim (some 70 MB of the server's memory, for
 * pages read once) and pushed the lists' pages out of it. This connection's cache is 2 MB, and it
 * reads only committed data (WAL), as the export did before, and only the columns the export
 * writes (request-export-row.ts).
 */
import { DatabaseSync } from 'node:sqlite';
import { setImmediate } from 'node:timers/promises';
import { cursorAfter, type RequestPageQuery } from '#domain/requests/request-query.ts';
import type { ExportedRequest } from '../ports.ts';
import { attempt } from './database.ts';
import { EXPORT_SHAPE } from './request-export-row.ts';
import { shapedListReader } from './request-list-reader.ts';

/** The export connection's page cache, in KiB (SQLite's own default). */
const EXPORT_CACHE_KIB = 2048;
/** How long the connection waits for a lock another connection holds (a checkpoint's). */
const BUSY_TIMEOUT_MS = 5000;

type PagesQuery = Omit<RequestPageQuery, 'after' | 'limit'>;

/**
 * Pages of `pageSize` requests (the last one shorter, maybe empty) in the query's order.
 * @example for await (const page of requestPages('data/311.sqlite')({ filter: {}, sort: 'created', direction: 'desc' }, 250)) …
 */
export function requestPages(file: string) {
  return async function* pages(query: PagesQuery, pageSize: number): AsyncGenerator<ExportedRequest[], void> {
    const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
    try {
      db.exec(`PRAGMA cache_size = -${String(EXPORT_CACHE_KIB)}`);
      const lists = shapedListReader(db, EXPORT_SHAPE);
      let after: RequestPageQuery['after'] = null;
      for (;;) {
        const page = await attempt(() => lists.page({ ...query, limit: pageSize, after }));
        yield page;
        const last = page.at(-1);
        if (page.length < pageSize || !last) return;
        after = cursorAfter(last, query.sort);
        // Reads here are synchronous, and a socket that takes every write at once never makes its
        // writer wait: without this turn of the event loop, an export would keep every other
        // request (and timer) waiting until its last row.
        await setImmediate();
      }
    } finally {
      db.close();
    }
  };
}
