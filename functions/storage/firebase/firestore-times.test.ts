/** Millisecond buckets of microsecond timestamps, on both sides of each edge. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firstInstantOf, lastInstantOf, msOf } from './firestore-times.ts';

describe('firestore times', () => {
  it('reads a timestamp with the milliseconds toIso gives it (half a millisecond rounds up)', () => {
    expect(msOf(new Timestamp(1, 123_499_999))).toBe(1123);
    expect(msOf(new Timestamp(1, 123_500_000))).toBe(1124);
    expect(new Date(msOf(new Timestamp(1, 123_600_000))).toISOString()).toBe(
      new Timestamp(1, 123_600_000).toDate().toISOString(),
    );
  });

  it('bounds the instants that read as one millisecond, across a second', () => {
    for (const ms of [1000, 1999, 1_764_876_000_000]) {
      const first = firstInstantOf(ms);
      const last = lastInstantOf(ms);
      expect(msOf(first)).toBe(ms);
      expect(msOf(last)).toBe(ms);
      const before = new Timestamp(first.seconds, first.nanoseconds - 1);
      expect(msOf(before.nanoseconds < 0 ? new Timestamp(first.seconds - 1, 999_999_999) : before)).toBe(ms - 1);
      const after =
        last.nanoseconds === 999_999_999
          ? new Timestamp(last.seconds + 1, 0)
          : new Timestamp(last.seconds, last.nanoseconds + 1);
      expect(msOf(after)).toBe(ms + 1);
    }
    expect(firstInstantOf(1000)).toEqual(new Timestamp(0, 999_500_000));
    expect(lastInstantOf(1999)).toEqual(new Timestamp(1, 999_499_999));
  });
});
