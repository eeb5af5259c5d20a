/**
 * The embedded backend's ChangeLog: the latest events of one process, fed by its change feed and
 * kept in memory. One process writes the one database, so the feed sees every committed change in
 * order and the log is exact; it needs no table and no write of its own. It holds the last
 * `capacity` events: a cursor older than that, or one from before a restart (another epoch), gets
 * a reset, and the client refetches what it shows, as after a reconnection.
 */
import { randomBytes } from 'node:crypto';
import type { ChangeFeed, ChangeLog, ChangePage, RequestEvent } from './ports.ts';

/** Events kept: at 3 s between polls, a poller falls out of the log only above ~300 changes a second. */
export const MEMORY_LOG_CAPACITY = 1_000;

interface Entry {
  seq: number;
  event: RequestEvent;
}

const CURSOR = /^([0-9a-f]{12})_(\d{1,15})$/;

/**
 * @example
 * const log = createMemoryChangeLog(feed);
 * const page = await log.changedSince(await log.current(), 100);
 */
export function createMemoryChangeLog(feed: ChangeFeed, capacity = MEMORY_LOG_CAPACITY): ChangeLog {
  const epoch = randomBytes(6).toString('hex');
  let entries: Entry[] = [];
  let head = 0;
  let seq = 0;
  // Every sequence number at or below this has left the log.
  let floor = 0;
  // Each request's latest entry: older entries of the same request are skipped when read.
  const latest = new Map<string, number>();
  const cursorOf = (n: number) => `${epoch}_${String(n)}`;

  feed.subscribe((event) => {
    seq += 1;
    entries.push({ seq, event });
    latest.set(event.request.id, seq);
    if (entries.length - head > capacity) {
      const gone = entries[head];
      head += 1;
      if (gone) {
        floor = gone.seq;
        if (latest.get(gone.event.request.id) === gone.seq) latest.delete(gone.event.request.id);
      }
      // Drops the evicted entries in one copy now and then instead of shifting on every event.
      if (head >= capacity) {
        entries = entries.slice(head);
        head = 0;
      }
    }
  });

  /** The index of the first entry after sequence number `after` (entries are in order). */
  const firstAfter = (after: number) => {
    let low = head;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((entries[middle]?.seq ?? Infinity) <= after) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const read = (cursor: string, limit: number): ChangePage => {
    const match = CURSOR.exec(cursor);
    if (!match) return { kind: 'invalid' };
    const after = Number(match[2]);
    if (match[1] !== epoch || after < floor) return { kind: 'reset', cursor: cursorOf(seq) };
    if (after > seq) return { kind: 'invalid' };
    const events: RequestEvent[] = [];
    let last = seq;
    for (let index = firstAfter(after); index < entries.length; index++) {
      const entry = entries[index];
      if (!entry || latest.get(entry.event.request.id) !== entry.seq) continue;
      if (events.length === limit) return { kind: 'page', cursor: cursorOf(last), events, more: true };
      events.push(entry.event);
      last = entry.seq;
    }
    return { kind: 'page', cursor: cursorOf(seq), events, more: false };
  };

  return {
    current: () => Promise.resolve(cursorOf(seq)),
    changedSince: (cursor, limit) => Promise.resolve(read(cursor, limit)),
  };
}
