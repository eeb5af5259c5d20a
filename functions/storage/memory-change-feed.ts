/** ChangeFeed within one process, for the embedded default (one server process, one database). */
import { EventEmitter } from 'node:events';
import type { ChangeFeed, RequestEvent } from './ports.ts';

/**
 * @example
 * const feed = createMemoryChangeFeed();
 * const stop = feed.subscribe((event) => console.log(event.type, event.request.id));
 */
export function createMemoryChangeFeed(onListenerError: (error: unknown) => void = () => {}): ChangeFeed {
  const emitter = new EventEmitter();
  // Every open live-feed connection is one listener; there may be thousands.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit('change', event);
    },
    subscribe(listener) {
      // A failing subscriber must not stop the others, nor fail the write that published.
      const safe = (event: RequestEvent) => {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      };
      emitter.on('change', safe);
      return () => emitter.off('change', safe);
    },
  };
}
