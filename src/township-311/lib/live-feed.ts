/**
 * Live updates over server-sent events. The browser's EventSource reconnects by itself after a
 * dropped connection, but gives up for good after an HTTP error (a proxy's 502 or 504 while the API
 * restarts); then a new one is opened after RECONNECT_MS. Since the server does not replay missed
 * events, every (re)connection calls `onOpen`, where a screen invalidates what it shows (by the
 * keys of lib/query-keys.ts). Handlers are effect events, so changing them does not reconnect.
 */
import { useEffect, useEffectEvent } from 'react';

/** The wait before replacing an EventSource that gave up. */
export const RECONNECT_MS = 5_000;

export interface LiveFeedHandlers {
  /** Called on each `created` or `updated` event with its parsed JSON data. */
  onChange: (event: 'created' | 'updated', data: unknown) => void;
  /** Called when the stream (re)opens: refetch, since events are not replayed. */
  onOpen?: () => void;
}

/**
 * @example useLiveFeed('/api/requests/events', { onChange: () => void queryClient.invalidateQueries({ queryKey: queryKeys.requests.public.all }) });
 */
export function useLiveFeed(url: string | null, handlers: LiveFeedHandlers): void {
  const onChange = useEffectEvent(handlers.onChange);
  const onOpen = useEffectEvent(() => handlers.onOpen?.());
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const onReady = () => {
      // The first open follows the screen's own fetch; only reconnections need a refetch.
      if (opened) onOpen();
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
  }, [url]);
}
