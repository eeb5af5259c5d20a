import { useEffect, useRef } from 'react';
import { embedUrl, type ClipWindow } from '#domain/election/clips.ts';

interface Props {
  videoId: string;
  /** The frame's title (what plays). */
  title: string;
  /** The part to play; the whole video when missing. */
  clip?: ClipWindow | undefined;
}

/**
 * The no-cookie player in a 16:9 box, started at once (the visitor has just asked for it), with
 * focus moved into it so keyboard users can control it.
 */
export default function PlayerFrame({ videoId, title, clip }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    frame.current?.focus();
  }, []);
  return (
    <iframe
      ref={frame}
      src={embedUrl(videoId, clip)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );
}
