import { embedUrl, type ClipWindow } from '#domain/election/clips.ts';

interface Props {
  videoId: string;
  clip: ClipWindow;
  /** What plays, e.g. 'Eleanor Whitcombe (Mayor) answers: Why are you running?'. */
  title: string;
}

/**
 * An answer's clip as a plain link to the no-cookie player at the answer's start and end: what the
 * server HTML shows, so the clips work without JavaScript (the page loads nothing from the video
 * service until the link is followed).
 */
export default function ClipLink({ videoId, clip, title }: Props) {
  return (
    <a
      href={embedUrl(videoId, clip)}
      aria-label={`Play clip: ${title}`}
      className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
      Play clip
    </a>
  );
}
