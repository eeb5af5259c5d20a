/**
 * The resident-facing reads: the public list and the track view, projected by the shared
 * allow-lists (public-view.ts) so nothing private can leave. The list is the hottest endpoint and
 * changes only when a request does, so its serialized body is kept until the change feed reports
 * a write, which every store publishes after committing.
 */
import { PUBLIC_LIST_SIZE, PUBLIC_STAFF_NAME } from '../../src/shared/requests/constants.ts';
import {
  toPublicListItem,
  toPublicRequest,
  type PublicListItem,
  type PublicRequest,
} from '../../src/shared/requests/public-view.ts';
import type { Stores } from '../storage/ports.ts';

/**
 * The spec's history action "Assigned to {name}" names a staff member, and the public view hides
 * staff names (only "Township Staff" is shown), so the assignee is anonymised the same way.
 * Unassigning stays as it is.
 * @example anonymiseAction('Assigned to Sam Lee') // 'Assigned to Township Staff'
 */
export function anonymiseAction(action: string): string {
  return /^Assigned to (?!Unassigned$)/.test(action) ? `Assigned to ${PUBLIC_STAFF_NAME}` : action;
}

/** Body of GET /api/requests. */
export interface PublicList {
  requests: PublicListItem[];
}

export interface PublicRequests {
  /** The newest 50 requests as the JSON text of a PublicList. */
  listJson(): Promise<string>;
  /** The track view of one request, or null for an unknown id. */
  track(id: string): Promise<PublicRequest | null>;
}

/** @example const reads = createPublicRequests(stores); const body = await reads.listJson(); */
export function createPublicRequests(stores: Pick<Stores, 'requests' | 'changes'>): PublicRequests {
  let cached: Promise<string> | null = null;
  stores.changes.subscribe(() => {
    cached = null;
  });
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
    async track(id) {
      const request = await stores.requests.get(id);
      if (!request) return null;
      const view = toPublicRequest(request);
      return { ...view, history: view.history.map((entry) => ({ ...entry, action: anonymiseAction(entry.action) })) };
    },
  };
}
