import { describe, expect, it } from 'vitest';
import { inTurns } from './bulk-changes.ts';

describe('inTurns', () => {
  it.each([1, 3, 8])('keeps at most %i in flight and answers in the order given', async (limit) => {
    let inFlight = 0;
    let most = 0;
    const items = Array.from({ length: 20 }, (_, i) => i);
    const results = await inTurns(items, limit, async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later items finish sooner, so the order of finishing is not the order given.
      await new Promise((resolve) => setTimeout(resolve, 20 - item));
      inFlight -= 1;
      return item * 10;
    });
    expect(results).toEqual(items.map((item) => item * 10));
    expect(most).toBe(limit);
  });

  it('answers nothing for nothing', async () => {
    expect(await inTurns([], 8, () => Promise.resolve(1))).toEqual([]);
  });
});
