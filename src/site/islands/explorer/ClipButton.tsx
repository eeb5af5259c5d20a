import { useEffect, useRef } from 'react';
import type { ClipWindow } from '#domain/election/clips.ts';
import PlayerFrame from '../video/PlayerFrame.tsx';
import { usePlayingClip } from '../video/playing-clip.ts';
import type { ExplorerWords } from '#domain/election/explorer-props.ts';
import { clipControlClasses, PlayIcon } from './clip-control.tsx';
import { fill } from './words.ts';

interface Props {
  videoId: string;
  clip: ClipWindow;
  /** What plays, e.g. 'Eleanor Whitcombe (Mayor) answers: Why are you running?'. */
  title: string;
  words: Pick<ExplorerWords, 'playClip' | 'playClipLabel' | 'closeClip' | 'closeClipLabel'>;
}

/**
 * The text view's clip control: a compact "Play clip" button that opens the player in place, and
 * "Close clip" under it. Like every player on the page, starting another closes this one.
 */
export default function ClipButton({ videoId, clip, title, words }: Props) {
  const [playing, play, stop] = usePlayingClip();
  const playButton = useRef<HTMLButtonElement>(null);
  const closedHere = useRef(false);
  // "Close clip" leaves the page, so focus goes back to the button that opened the player.
  useEffect(() => {
    if (!playing && closedHere.current) {
      closedHere.current = false;
      playButton.current?.focus();
    }
  }, [playing]);
  if (!playing) {
    return (
      <button
        ref={playButton}
        type="button"
        aria-label={fill(words.playClipLabel, { title })}
        className={clipControlClasses}
        onClick={play}
      >
        <PlayIcon />
        {words.playClip}
      </button>
    );
  }
  return (
    <div className="mt-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        <PlayerFrame videoId={videoId} title={title} clip={clip} />
      </div>
      <button
        type="button"
        aria-label={fill(words.closeClipLabel, { title })}
        className={clipControlClasses}
        onClick={() => {
          closedHere.current = true;
          stop();
        }}
      >
        {words.closeClip}
      </button>
    </div>
  );
}
