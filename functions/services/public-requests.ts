/**
 * The resident-facing reads: the public list and the track view, projected by the shared
 * allow-lists (public-view.ts) so nothing private can leave. The list's first view (the newest
 * 50, unfiltered) is the hottest endpoint and changes only when a request does, so its serialized
 * body is kept until the change feed reports a write, which every store publishes after
 * committing. Filtered views and older pages are read from the store each time.
 */
import { PUBLIC_LIST_SIZE } from '#domain/requests/constants.ts';
import { cursorAfter, encodeCursor, type RequestFilter } from '#domain/requests/request-query.ts';
import {
  toPublicListItem,
  toPublicRequest,
  type PublicListItem,
  type PublicRequest,
} from '#domain/requests/public-view.ts';
import { parseReference } from '#domain/requests/reference.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import type { Stores } from '../storage/ports.ts';
import type { PublicListQuery } from './public-list-query.ts';

/** Body of GET /api/requests. */
export interface PublicList {
  /** At most 50, newest first. */
  requests: PublicListItem[];
  /** `after=` for the next, older page; null on the last. */
  next: string | null;
}

interface PublicRequests {
  /** The first view, the newest 50 requests, as the JSON text of a PublicList. */
  listJson(): Promise<string>;
  /** Any view: filtered by status and category, after a cursor. */
  list(query: PublicListQuery): Promise<PublicList>;
  /** The track view of one request, or null for an unknown id. */
  track(id: string): Promise<PublicRequest | null>;
  /** The track view as JSON text, or null for an unknown id. */
  trackJson(id: string): Promise<string | null>;
  /** The track view of the request with this reference (as stored), or null. */
  trackJsonByReference(reference: string): Promise<string | null>;
  /**
   * The track view for what a resident looked up: a short reference as they may type it (8
   * characters, never an id's length) or an id; null when it is neither or nothing matches.
   */
  trackJsonFor(key: string): Promise<string | null>;
}

/** Track views kept serialized; the oldest is dropped beyond this, so memory stays bounded. */
const TRACK_CACHE_SIZE = 2_000;

/** @example const reads = createPublicRequests(stores); const body = await reads.listJson(); */
export function createPublicRequests(stores: Pick<Stores, 'requests' | 'changes'>): PublicRequests {
  let cached: Promise<string> | null = null;
  // Only found requests are kept: unknown ids (anyone can make up millions) would fill it.
  const tracked = new Map<string, string>();
  stores.changes.subscribe((event) => {
    cached = null;
    tracked.delete(event.request.id);
  });

  const list = async ({ statuses, categories, after }: PublicListQuery): Promise<PublicList> => {
    const filter: RequestFilter = {};
    if (statuses.length) filter.statuses = statuses;
    if (categories.length) filter.categories = categories;
    // One more than shown tells whether there is an older page.
    const rows = await stores.requests.page({
      filter,
      sort: 'created',
      direction: 'desc',
      limit: PUBLIC_LIST_SIZE + 1,
      after,
    });
    const shown = rows.slice(0, PUBLIC_LIST_SIZE);
    return {
      requests: shown.map(toPublicListItem),
      next: rows.length > PUBLIC_LIST_SIZE ? encodeCursor(cursorAfter(shown.at(-1)!, 'created')) : null,
    };
  };

  const track = async (id: string) => {
    const request = await stores.requests.get(id);
    if (!request) return null;
    return toPublicRequest(request);
  };

  return {
    listJson() {
      if (!cached) {
        const body = list({ statuses: [], categories: [], after: null }).then((first) => JSON.stringify(first));
        cached = body;
        // A failed read is not kept: the next caller tries the store again.
        body.catch(() => {
          if (cached === body) cached = null;
        });
      }
      return cached;
    },
    list,
    track,
    trackJsonFor(key) {
      // A plain id check (the one requestIdSchema refines with) instead of a zod parse per request:
      // tracking is the hottest resident read, and malformed and unknown ids answer alike.
      const reference = parseReference(key);
      if (reference) return this.trackJsonByReference(reference);
      return isRequestId(key) ? this.trackJson(key) : Promise.resolve(null);
    },
    async trackJsonByReference(reference) {
      const request = await stores.requests.getByReference(reference);
      return request ? this.trackJson(request.id) : null;
    },
    async trackJson(id) {
      const hit = tracked.get(id);
      if (hit !== undefined) return hit;
      // A change published while the store read was in flight must not leave a stale entry.
      const seen = { changed: false };
      const stop = stores.changes.subscribe((event) => {
        if (event.request.id === id) seen.changed = true;
      });
      try {
        const view = await track(id);
        if (!view) return null;
        const body = JSON.stringify(view);
        if (!seen.changed) {
          if (tracked.size >= TRACK_CACHE_SIZE) tracked.delete(tracked.keys().next().value!);
          tracked.set(id, body);
        }
        return body;
      } finally {
        stop();
      }
    },
  };
}
