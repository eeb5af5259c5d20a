/**
 * A live event stream (text/event-stream) as both live feeds send it, the public one of
 * routes/requests.ts and the staff one of routes/staff-requests.ts: a `ready` event first, writes
 * in order, a keep-alive comment at an interval so proxies and browsers do not drop an idle
 * stream, and an end for a reader gone, a reader too far behind, a failed write or the server
 * shutting down. Clients reconnect and refetch, so ending a stream never loses anything.
 */
import type { Context } from 'hono';
import { streamSSE, type SSEMessage } from 'hono/streaming';

/** A comment line this often keeps proxies and browsers from dropping an idle event stream. */
export const HEARTBEAT_MS = 25_000;
/** Messages a slow reader may have waiting before its stream is closed (it reconnects and refetches). */
export const MAX_PENDING_EVENTS = 256;
/** The keep-alive comment, ignored by EventSource. */
export const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/** What a stream is fed from, as `open` returns it. */
interface EventFeed {
  /** Stops the feed: called once, when the stream ends. */
  stop(): void;
  /** Asked before each write, keep-alives included; a write is skipped while it answers false. */
  alive?: () => Promise<boolean>;
}

export interface EventStreamOptions {
  /** Milliseconds between keep-alive comments; HEARTBEAT_MS when left out. */
  heartbeatMs?: number | undefined;
  /** Aborted at server shutdown: the stream ends so its connection can close. */
  shutdown?: AbortSignal | undefined;
  /** The reconnection delay the `ready` event tells EventSource, when not its default. */
  retryMs?: number;
  /** Told of a write that failed (a client gone mid-write, a store shutting down); the stream then ends. */
  onWriteError: (error: unknown) => void;
  /**
   * Starts the feed: `send` queues an event, `end` closes the stream.
   * @example open: (send) => ({ stop: feed.subscribe((event) => send({ event: event.type, data: '{}' })) })
   */
  open: (send: (message: SSEMessage) => void, end: () => void) => EventFeed;
}

/**
 * The stream's response, for a route to return.
 * @example .get('/events', (c) => eventStream(c, { onWriteError, open: (send) => ({ stop: feed.subscribe(send) }) }))
 */
export function eventStream(c: Context, options: EventStreamOptions): Response {
  // Nginx-style proxies would otherwise hold events back until a buffer fills.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    let pending = 0;
    let queue: Promise<unknown> = Promise.resolve();
    /** Writes in order, each only while the feed is alive; a reader too far behind is dropped. */
    const enqueue = (write: () => Promise<unknown>) => {
      if (pending >= MAX_PENDING_EVENTS) {
        end();
        return;
      }
      pending += 1;
      queue = queue
        .then(async () => {
          // The feed is open by the time a queued write runs (writes run after `open` returns).
          if (!feed.alive || (await feed.alive())) await write();
        })
        .catch((error: unknown) => {
          options.onWriteError(error);
          end();
        })
        .finally(() => (pending -= 1));
    };
    const { shutdown } = options;
    stream.onAbort(end);
    shutdown?.addEventListener('abort', end, { once: true });
    const feed = options.open((message) => {
      enqueue(() => stream.writeSSE(message));
    }, end);
    const heartbeat = setInterval(() => {
      enqueue(() => stream.write(KEEP_ALIVE_COMMENT));
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    try {
      const ready: SSEMessage = { event: 'ready', data: '{}' };
      enqueue(() => stream.writeSSE(options.retryMs === undefined ? ready : { ...ready, retry: options.retryMs }));
      if (shutdown?.aborted) end();
      await ended;
    } finally {
      clearInterval(heartbeat);
      feed.stop();
      shutdown?.removeEventListener('abort', end);
    }
  });
}
