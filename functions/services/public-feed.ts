/**
 * The public live feed: one subscription to the store's change feed, fanned out to every open
 * resident event stream. Each change is projected and serialized once, whatever the number of
 * listeners, and only the public list projection ever reaches a listener.
 */
import { toPublicListItem } from '#domain/requests/public-view.ts';
import type { ChangeFeed, RequestEvent } from '../storage/ports.ts';

interface PublicFeedMessage {
  /** Increasing per process, for the SSE `id:` field. */
  id: string;
  event: RequestEvent['type'];
  /** JSON of a PublicListItem. */
  data: string;
}

interface PublicFeed {
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: PublicFeedMessage) => void): () => void;
  /** Open listeners, for tests and the log. */
  size(): number;
}

/**
 * @example const feed = createPublicFeed(stores.changes); const stop = feed.subscribe(send);
 */
export function createPublicFeed(
  changes: ChangeFeed,
  onListenerError: (error: unknown) => void = () => {},
): PublicFeed {
  const listeners = new Set<(message: PublicFeedMessage) => void>();
  let sequence = 0;
  let unsubscribe: (() => void) | null = null;

  const broadcast = (event: RequestEvent) => {
    sequence += 1;
    const message: PublicFeedMessage = {
      id: String(sequence),
      event: event.type,
      data: JSON.stringify(toPublicListItem(event.request)),
    };
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        onListenerError(error);
      }
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      // Subscribed only while someone listens, so an idle server does no projection work.
      unsubscribe ??= changes.subscribe(broadcast);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
    size: () => listeners.size,
  };
}
