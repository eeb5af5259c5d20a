import { describe, expect, it } from 'vitest';
import { createWindowCounter } from './window-counter.ts';

describe('createWindowCounter', () => {
  it('counts per key in a window that starts at the first failure', () => {
    let now = 0;
    const counter = createWindowCounter({ windowMs: 60_000, now: () => now });
    expect(counter.get('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
    counter.add('a');
    now = 15_000;
    counter.add('a');
    expect(counter.get('a')).toEqual({ count: 2, retryAfterSeconds: 45 });
    expect(counter.get('b').count).toBe(0);
    now = 60_000;
    expect(counter.get('a')).toEqual({ count: 0, retryAfterSeconds: 0 });
  });

  it('takes back one failure, but only in the window it was counted in', () => {
    let now = 0;
    const counter = createWindowCounter({ windowMs: 1000, now: () => now });
    const first = counter.add('a');
    counter.add('a');
    first();
    expect(counter.get('a').count).toBe(1);
    const stale = counter.add('a');
    now = 1000;
    counter.add('a');
    stale();
    expect(counter.get('a').count).toBe(1);
  });

  it('forgets a key on clear', () => {
    const counter = createWindowCounter({ windowMs: 1000, now: () => 0 });
    counter.add('a');
    counter.clear('a');
    expect(counter.get('a').count).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the oldest', () => {
    const counter = createWindowCounter({ windowMs: 60_000, now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) counter.add(`k${i}`);
    expect(counter.get('k0').count).toBe(0);
    expect(counter.get('k9999').count).toBe(1);
  });
});
