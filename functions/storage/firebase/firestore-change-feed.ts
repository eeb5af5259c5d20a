/**
 * The Firebase change feed: one snapshot listener per stores instance on requests changed since it
 * opened, fanned out to in-memory subscribers, so every instance sees every committed write and
 * publish() does nothing. A request is "created" when createdAt equals lastUpdatedAt (both are
 * commit timestamps; a snapshot's 'added' also fires for old requests entering the query). A failed
 * listener reopens with backoff from the newest lastUpdatedAt it delivered (late, never lost), and
 * it is reopened every half hour to drop what it has accumulated. A write that leaves a request's
 * lastUpdatedAt as it was (the request store completing a query-only field after a commit,
 * firestore-request-write.ts) is not a change to the request and is not delivered again.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Logger } from '../../logger.ts';
import type { ChangeFeed, RequestEvent } from '../ports.ts';
import { requestEvent } from './firestore-change-log.ts';
import { REQUESTS } from './request-document.ts';

interface FirestoreChangeFeed extends ChangeFeed {
  /** Settles when the first snapshot has arrived (rejects if the first listen fails). */
  ready: Promise<void>;
  close(): void;
}

interface FirestoreChangeFeedOptions {
  logger?: Pick<Logger, 'error'>;
  /** Waits before reopening a failed listener, by attempt; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** How often the listener is reopened to shed accumulated documents. */
  reanchorMs?: number;
  /** How long `ready` waits for the first snapshot (the SDK retries an unreachable backend silently). */
  readyTimeoutMs?: number;
}

/** Starts this far back, for clock skew between this instance and Firestore's commit times. */
const START_MARGIN_MS = 60_000;
const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];

/**
 * @example
 * const feed = createFirestoreChangeFeed(db);
 * await feed.ready;
 * const stop = feed.subscribe((event) => console.log(event.type, event.request.id));
 */
export function createFirestoreChangeFeed(
  db: Firestore,
  options: FirestoreChangeFeedOptions = {},
): FirestoreChangeFeed {
  const logger = options.logger ?? {
    error: (message, error) => {
      console.error(message, error);
    },
  };
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const subscribers = new Set<(event: RequestEvent) => void>();
  // The newest lastUpdatedAt seen, and the documents seen at exactly that time.
  let highWater: Timestamp | null = null;
  let seenAtHighWater = new Set<string>();
  let stopListening: (() => void) | null = null;
  let failures = 0;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (event: RequestEvent) => {
    for (const subscriber of [...subscribers]) {
      try {
        subscriber(event);
      } catch (error) {
        logger.error('A change feed subscriber failed', error);
      }
    }
  };

  /** Records a document as seen; true when it was not seen before (newer than the high-water mark). */
  const advance = (id: string, updatedAt: Timestamp) => {
    if (highWater === null || updatedAt.valueOf() > highWater.valueOf()) {
      highWater = updatedAt;
      seenAtHighWater = new Set([id]);
      return true;
    }
    if (updatedAt.isEqual(highWater) && !seenAtHighWater.has(id)) {
      seenAtHighWater.add(id);
      return true;
    }
    return false;
  };

  /**
   * Opens the listener. The first snapshot of the first listen only sets the high-water mark (those
   * writes happened before anyone could subscribe); the first snapshot of a reopened listen
   * delivers what was missed; every later snapshot delivers all its changes.
   */
  const listen = (deliverMissed: boolean) =>
    new Promise<void>((resolve, reject) => {
      let initial = true;
      const from = highWater ?? new Date(Date.now() - START_MARGIN_MS);
      // The lastUpdatedAt each document had in this listener's last snapshot that held it.
      const lastSeen = new Map<string, Timestamp>();
      stopListening = db
        .collection(REQUESTS)
        .where('lastUpdatedAt', '>=', from)
        .onSnapshot(
          (snapshot) => {
            failures = 0;
            for (const change of snapshot.docChanges()) {
              if (change.type === 'removed') continue;
              const data = change.doc.data();
              const updatedAt = data.lastUpdatedAt as Timestamp | undefined;
              if (!updatedAt || !data.createdAt) continue;
              const before = lastSeen.get(change.doc.id);
              lastSeen.set(change.doc.id, updatedAt);
              if (before?.isEqual(updatedAt)) continue;
              const fresh = advance(change.doc.id, updatedAt);
              if (!initial || (deliverMissed && fresh)) deliver(requestEvent(change.doc.id, data));
            }
            if (initial) {
              initial = false;
              resolve();
            }
          },
          (error) => {
            stopListening = null;
            if (initial) {
              initial = false;
              reject(error instanceof Error ? error : new Error(String(error)));
            } else if (!closed) {
              reopenLater(error);
            }
          },
        );
    });

  const reopenLater = (error: unknown) => {
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 60_000;
    failures++;
    logger.error(`The requests snapshot listener failed; listening again in ${delay} ms`, error);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(reopen, delay);
    retryTimer.unref();
  };

  const reopen = () => {
    if (closed) return;
    stopListening?.();
    listen(true).catch((error: unknown) => {
      if (!closed) reopenLater(error);
    });
  };

  let readyTimer: NodeJS.Timeout | undefined;
  const ready = Promise.race([
    listen(false),
    new Promise<never>((_, reject) => {
      const ms = options.readyTimeoutMs ?? 30_000;
      readyTimer = setTimeout(() => {
        reject(new Error(`No snapshot of ${REQUESTS} within ${ms} ms: is Firestore reachable?`));
      }, ms);
      readyTimer.unref();
    }),
  ]).finally(() => {
    clearTimeout(readyTimer);
  });
  const reanchor = setInterval(reopen, options.reanchorMs ?? 30 * 60_000);
  reanchor.unref();

  return {
    ready,
    publish() {
      // Writes reach subscribers through the snapshot listener.
    },
    subscribe(listener) {
      // Wrapped, so the same function subscribed twice is two subscriptions.
      const subscription = (event: RequestEvent) => {
        listener(event);
      };
      subscribers.add(subscription);
      return () => {
        subscribers.delete(subscription);
      };
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(reanchor);
      stopListening?.();
      stopListening = null;
      subscribers.clear();
    },
  };
}
