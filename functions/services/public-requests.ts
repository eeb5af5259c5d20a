/**
 * The resident-facing reads: the public list and the track view, projected by the shared
 * allow-lists (public-view.ts) so nothing private can leave. The list is the hottest endpoint and
 * changes only when a request does, so its serialized body is kept until the change feed reports
 * a write, which every store publishes after committing.
 */
import { PUBLIC_LIST_SIZE } from '#domain/requests/constants.ts';
import {
  toPublicListItem,
  toPublicRequest,
  type PublicListItem,
  type PublicRequest,
} from '#domain/requests/public-view.ts';
import type { Stores } from '../storage/ports.ts';

/** Body of GET /api/requests. */
export interface PublicList {
  requests: PublicListItem[];
}

interface PublicRequests {
  /** The newest 50 requests as the JSON text of a PublicList. */
  listJson(): Promise<string>;
  /** The track view of one request, or null for an unknown id. */
  track(id: string): Promise<PublicRequest | null>;
  /** The track view as JSON text, or null for an unknown id. */
  trackJson(id: string): Promise<string | null>;
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

  const track = async (id: string) => {
    const request = await stores.requests.get(id);
    if (!request) return null;
    return toPublicRequest(request);
  };

  return {
    listJson() {
      if (!cached) {
        const body = stores.requests
          .list({ limit: PUBLIC_LIST_SIZE })
          .then((requests) => JSON.stringify({ requests: requests.map(toPublicListItem) } satisfies PublicList));
        cached = body;
        // A failed read is not kept: the next caller tries the store again.
        body.catch(() => {
          if (cached === body) cached = null;
        });
      }
      return cached;
    },
    track,
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
