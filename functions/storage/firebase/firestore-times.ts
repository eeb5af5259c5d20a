/**
 * Firestore keeps times to the microsecond (server timestamps have them); requests carry them as
 * ISO strings to the millisecond, rounded the way Timestamp.toDate() rounds (to the nearest; a half
 * rounds up). Every comparison the domain makes is on those milliseconds, so queries bound a
 * millisecond by the first and last instants that round to it, and the store compares the rounded
 * values wherever two times can share a millisecond.
 */
import { Timestamp } from 'firebase-admin/firestore';

const NANOS_PER_MS = 1_000_000;
const NANOS_PER_SECOND = 1_000_000_000;

/**
 * A Timestamp's milliseconds as the request read back carries them (toIso).
 * @example msOf(new Timestamp(1, 123_600_000)) // 1124
 */
export function msOf(timestamp: Timestamp): number {
  return timestamp.toDate().getTime();
}

function fromNanos(ms: number, offsetNanos: number): Timestamp {
  let seconds = Math.floor(ms / 1000);
  let nanos = (ms - seconds * 1000) * NANOS_PER_MS + offsetNanos;
  if (nanos < 0) {
    seconds -= 1;
    nanos += NANOS_PER_SECOND;
  } else if (nanos >= NANOS_PER_SECOND) {
    seconds += 1;
    nanos -= NANOS_PER_SECOND;
  }
  return new Timestamp(seconds, nanos);
}

/**
 * The earliest instant whose milliseconds are `ms` or later: `t >= firstInstantOf(ms)` is
 * `msOf(t) >= ms`, and `t < firstInstantOf(ms)` is `msOf(t) < ms`.
 * @example firstInstantOf(1000) // Timestamp(0, 999_500_000)
 */
export function firstInstantOf(ms: number): Timestamp {
  return fromNanos(ms, -NANOS_PER_MS / 2);
}

/**
 * The latest instant whose milliseconds are `ms`: `t <= lastInstantOf(ms)` is `msOf(t) <= ms`.
 * @example lastInstantOf(1000) // Timestamp(1, 499_999)
 */
export function lastInstantOf(ms: number): Timestamp {
  return fromNanos(ms, NANOS_PER_MS / 2 - 1);
}
