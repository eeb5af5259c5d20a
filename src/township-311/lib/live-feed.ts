/**
 * Live updates. The hook first asks the feed's changes endpoint (one small request): its answer
 * says whether this server's event streams reach the browser in time (`transport`). With
 * `stream`, an EventSource: the browser reconnects by itself after a dropped connection, but gives
 * up for good after an HTTP error (a proxy's 502 or 504 while the API restarts); then a new one
 * is opened after RECONNECT_MS. With `poll` (Firebase Hosting buffers streams), live-poll.ts asks
 * for the changes since the last answer every few seconds. A stream does not replay missed events:
 * when it first opens, the changes since the first answer are asked once and passed on as events
 * (a request submitted while the stream was connecting is not lost), and every reconnection (and
 * a poll's reset) calls `onOpen`, where a screen invalidates what it shows (by the keys of
 * lib/query-keys.ts). Handlers are effect events, so changing them does not reconnect.
 *
 * The hook returns whether the feed has started: its first answer has come (every change after it
 * will be passed on), or the first ask failed (`onOpen` then runs when an ask succeeds). A read made
 * before that may miss a change made between the read and the first answer, so a screen that must
 * not miss one (the staff portal's) reads only once the feed has started.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { readChanges, startPolling } from './live-poll.ts';

/** The wait before replacing an EventSource that gave up, or asking again after a failed first ask. */
export const RECONNECT_MS = 5_000;

/** A live feed's two addresses (docs/api.md#live-changes). */
export interface LiveFeedUrls {
  /** The server-sent event stream. */
  stream: string;
  /** The changes endpoint, asked first, and polled where streams arrive late. */
  changes: string;
}

export const PUBLIC_LIVE_FEED: LiveFeedUrls = { stream: '/api/requests/events', changes: '/api/requests/changes' };
export const STAFF_LIVE_FEED: LiveFeedUrls = { stream: '/api/staff/events', changes: '/api/staff/changes' };

export interface LiveFeedHandlers {
  /** Called on each `created` or `updated` event with its parsed JSON data. */
  onChange: (event: 'created' | 'updated', data: unknown) => void;
  /** Called when the stream (re)opens or a poll resets: refetch, since events are not replayed. */
  onOpen?: () => void;
}

type Handlers = Required<LiveFeedHandlers>;

/**
 * Passes on the changes after `cursor` (those made while the stream connected) as events; a reset,
 * a page with more behind it, or a failed ask refetches instead, as after a reconnection.
 */
async function catchUp(changes: string, cursor: string, { onChange, onOpen }: Handlers): Promise<void> {
  try {
    const answer = await readChanges(`${changes}?since=${encodeURIComponent(cursor)}`);
    if (answer === 'unchanged') return;
    if (answer.reset || answer.more) onOpen();
    else for (const event of answer.events) onChange(event.type, event.data);
  } catch {
    onOpen();
  }
}

/** Opens the event stream; `onFirstOpen` runs when it is first ready. Returns what closes it. */
function openStream(url: string, { onChange, onOpen }: Handlers, onFirstOpen: () => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  const onReady = () => {
    // The first open needs only what changed while it connected; a reconnection may have missed anything.
    if (opened) onOpen();
    else onFirstOpen();
    opened = true;
  };
  const on = (name: 'created' | 'updated') => (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    onChange(name, data);
  };
  const onCreated = on('created');
  const onUpdated = on('updated');
  const connect = () => {
    const current = new EventSource(url, { withCredentials: true });
    source = current;
    current.addEventListener('ready', onReady);
    current.addEventListener('created', onCreated);
    current.addEventListener('updated', onUpdated);
    current.addEventListener('error', () => {
      if (current.readyState === EventSource.CLOSED) retry = setTimeout(connect, RECONNECT_MS);
    });
  };
  connect();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}

/**
 * Returns whether the feed has started (true at once without a feed).
 * @example const started = useLiveFeed(STAFF_LIVE_FEED, { onChange: () => void queryClient.invalidateQueries({ queryKey: queryKeys.requests.staff.all }) });
 */
export function useLiveFeed(feed: LiveFeedUrls | null, handlers: LiveFeedHandlers): boolean {
  const onChange = useEffectEvent(handlers.onChange);
  const onOpen = useEffectEvent(() => handlers.onOpen?.());
  const stream = feed?.stream;
  const changes = feed?.changes;
  // The changes address of the feed that has started, so a different feed starts afresh.
  const [startedFeed, setStarted] = useState<string | null>(null);
  useEffect(() => {
    if (!stream || !changes) return;
    const live: Handlers = { onChange, onOpen };
    let stop = () => {};
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const begin = (late: boolean) => {
      readChanges(changes).then(
        (first) => {
          if (stopped) return;
          setStarted(changes);
          if (first === 'unchanged') return;
          // After a failed first ask, changes may have been missed meanwhile.
          if (late) onOpen();
          if (first.transport === 'stream' && typeof EventSource !== 'undefined') {
            stop = openStream(stream, live, () => {
              if (!stopped) void catchUp(changes, first.cursor, live);
            });
          } else
            stop = startPolling({ url: changes, cursor: first.cursor, pollMs: first.pollMs, ...live, onReset: onOpen });
        },
        () => {
          if (!stopped) {
            setStarted(changes);
            retry = setTimeout(() => {
              begin(true);
            }, RECONNECT_MS);
          }
        },
      );
    };
    begin(false);
    return () => {
      stopped = true;
      clearTimeout(retry);
      stop();
    };
  }, [stream, changes]);
  return !stream || !changes || startedFeed === changes;
}
