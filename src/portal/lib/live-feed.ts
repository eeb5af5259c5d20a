/**
 * Live updates over server-sent events. The browser's EventSource reconnects by itself; since the
 * server does not replay missed events, every (re)connection calls `onOpen`, where a screen
 * refetches what it shows. Handlers are effect events, so changing them does not reconnect.
 */
import { useEffect, useEffectEvent } from 'react';

export interface LiveFeedHandlers {
  /** Called on each `created` or `updated` event with its parsed JSON data. */
  onChange: (event: 'created' | 'updated', data: unknown) => void;
  /** Called when the stream (re)opens: refetch, since events are not replayed. */
  onOpen?: () => void;
}

/**
 * @example useLiveFeed('/api/requests/events', { onChange: () => void queryClient.invalidateQueries(...) });
 */
export function useLiveFeed(url: string | null, handlers: LiveFeedHandlers): void {
  const onChange = useEffectEvent(handlers.onChange);
  const onOpen = useEffectEvent(() => handlers.onOpen?.());
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
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
    source.addEventListener('ready', onReady);
    source.addEventListener('created', onCreated);
    source.addEventListener('updated', onUpdated);
    return () => {
      source.close();
    };
  }, [url]);
}
