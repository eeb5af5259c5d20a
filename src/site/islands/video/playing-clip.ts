import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * Which player is playing, shared by every video island on the page (each island is its own React
 * root, but they share this module): starting one puts the others back to their posters, which
 * unloads their players and so stops them. Only one clip plays at a time.
 */
let playing: symbol | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setPlaying(next: symbol | null): void {
  if (playing === next) return;
  playing = next;
  for (const listener of listeners) listener();
}

/**
 * This player's state: whether it is the one playing, and functions to start and stop it.
 * @example const [playing, play, stop] = usePlayingClip();
 */
export function usePlayingClip(): [playing: boolean, play: () => void, stop: () => void] {
  const me = useRef<symbol>(null);
  me.current ??= Symbol('player');
  const self = me.current;
  const isPlaying = useSyncExternalStore(
    subscribe,
    () => playing === self,
    () => false,
  );
  const play = useCallback(() => {
    setPlaying(self);
  }, [self]);
  const stop = useCallback(() => {
    if (playing === self) setPlaying(null);
  }, [self]);
  return [isPlaying, play, stop];
}
