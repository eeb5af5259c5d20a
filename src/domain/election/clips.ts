import { parseTimeString } from '../time/time-string.ts';

/** The part of a video that answers one question, in whole seconds. */
export interface ClipWindow {
  start: number;
  /** Where playback stops; missing means "play to the end". */
  end?: number;
}

/** Seconds the clip runs past the next answer's start, so the last words are not cut off. */
const CLIP_END_PADDING_SECONDS = 2;

/**
 * Every answer's clip window in one video. A clip starts at its answer's time and ends at the time
 * of the next answer in the same video (next in the fixed question order, skipping questions this
 * video has no answer for) plus 2 s. The last answer ends at the video's duration when one is given
 * (no padding: there is nothing after it), otherwise it plays to the end. An end that would not come
 * after the start (timestamps out of order) is left out rather than giving an empty clip.
 * @example clipWindows({ a: { time: '1:00' }, b: { time: '2:30' } }, ['a', 'b'], '3:00').get('a') // { start: 60, end: 152 }
 */
export function clipWindows(
  answers: Readonly<Record<string, { time: string }>>,
  questionOrder: readonly string[],
  duration?: string,
): Map<string, ClipWindow> {
  const answered = questionOrder.filter((id) => Object.hasOwn(answers, id));
  const starts = answered.map((id) => parseTimeString(answers[id]!.time));
  const videoEnd = duration === undefined ? undefined : parseTimeString(duration);
  const windows = new Map<string, ClipWindow>();
  answered.forEach((id, index) => {
    const start = starts[index]!;
    const next = starts[index + 1];
    const end = next === undefined ? videoEnd : next + CLIP_END_PADDING_SECONDS;
    windows.set(id, end !== undefined && end > start ? { start, end } : { start });
  });
  return windows;
}

/** The privacy-enhanced embed host: no cookies until the visitor plays the video. */
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The no-cookie embed address for a video, optionally cut to a clip. The player starts at once
 * (the visitor has just clicked) and suggests only videos from the same channel at the end.
 * @example embedUrl('kQ7vR2mXa9L', { start: 60, end: 152 }) // 'https://www.youtube-nocookie.com/embed/kQ7vR2mXa9L?start=60&end=152&autoplay=1&rel=0&playsinline=1'
 */
export function embedUrl(videoId: string, clip?: ClipWindow): string {
  const params = new URLSearchParams();
  if (clip) {
    params.set('start', String(Math.floor(clip.start)));
    if (clip.end !== undefined) params.set('end', String(Math.ceil(clip.end)));
  }
  params.set('autoplay', '1');
  params.set('rel', '0');
  params.set('playsinline', '1');
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}
