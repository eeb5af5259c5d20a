import PlayerFrame from './video/PlayerFrame.tsx';
import { usePlayingClip } from './video/playing-clip.ts';

interface VideoFacadeProps {
  /** Video id at the video service. */
  videoId: string;
  /** What plays: the player frame's title. */
  title: string;
  /** The play button's accessible name in the page's language, e.g. 'Play: {title}'. */
  label: string;
  /** Poster image served by this site. */
  poster: string;
  /** Clip start in seconds; the whole video when missing. */
  start?: number | undefined;
  /** Clip end in seconds. */
  end?: number | undefined;
  /** Extra classes for the 16:9 frame. */
  className?: string | undefined;
}

/**
 * A click-to-load video: until the visitor presses play it is a button showing a poster from this
 * site, so nothing is requested from the video service. Pressing it swaps in the privacy-enhanced
 * (no-cookie) player, which starts at once, and moves focus into the player so keyboard users can
 * control it. Starting another video on the page puts this one back to its poster (one plays at a time).
 */
export default function VideoFacade({ videoId, title, label, poster, start, end, className = '' }: VideoFacadeProps) {
  const [playing, play] = usePlayingClip();

  const box = `relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900 ${className}`;
  if (playing) {
    return (
      <div className={box}>
        <PlayerFrame
          videoId={videoId}
          title={title}
          clip={start === undefined ? undefined : end === undefined ? { start } : { start, end }}
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      data-video-facade={videoId}
      className={`${box} group block cursor-pointer`}
      onClick={play}
    >
      <img
        src={poster}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
        className="size-full object-cover"
      />
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-700 text-white shadow-lg group-hover:bg-red-800 group-focus-visible:bg-red-800"
      >
        <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
    </button>
  );
}
