import { embedUrl, type ClipWindow } from '#domain/election/clips.ts';
import type { ExplorerWords } from '#domain/election/explorer-props.ts';
import { clipControlClasses, PlayIcon } from './clip-control.tsx';
import { fill } from './words.ts';

interface Props {
  videoId: string;
  clip: ClipWindow;
  /** What plays, e.g. 'Eleanor Whitcombe (Mayor) answers: Why are you running?'. */
  title: string;
  words: Pick<ExplorerWords, 'playClip' | 'playClipLabel'>;
}

/**
 * An answer's clip as a plain link to the no-cookie player at the answer's start and end: what the
 * server HTML shows, so the clips work without JavaScript (the page loads nothing from the video
 * service until the link is followed).
 */
export default function ClipLink({ videoId, clip, title, words }: Props) {
  return (
    <a href={embedUrl(videoId, clip)} aria-label={fill(words.playClipLabel, { title })} className={clipControlClasses}>
      <PlayIcon />
      {words.playClip}
    </a>
  );
}
