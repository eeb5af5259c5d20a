import { describe, expect, it } from 'vitest';
import { createKeyedQueue, mapOrdered } from './data-transfer-parallel.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapOrdered', () => {
  it('yields in input order while running at most `limit` at once', async () => {
    let active = 0;
    let most = 0;
    const results: number[] = [];
    const delays = [30, 5, 20, 1, 10, 2, 15];
    for await (const value of mapOrdered(delays, 3, async (ms) => {
      active++;
      most = Math.max(most, active);
      await sleep(ms);
      active--;
      return ms;
    })) {
      results.push(value);
    }
    expect(results).toEqual(delays);
    expect(most).toBe(3);
  });

  it('rethrows a failure when its turn comes, without an unhandled rejection', async () => {
    const seen: number[] = [];
    const run = async () => {
      for await (const value of mapOrdered([1, 2, 3], 3, async (n) => {
        if (n === 3) throw new Error('third failed');
        await sleep(10);
        return n;
      })) {
        seen.push(value);
      }
    };
    await expect(run()).rejects.toThrow('third failed');
    expect(seen).toEqual([1, 2]);
  });
});

describe('createKeyedQueue', () => {
  it('runs tasks of one key in order and different keys side by side, within the limit', async () => {
    const queue = createKeyedQueue(4);
    const log: string[] = [];
    let active = 0;
    let most = 0;
    const task = (name: string, ms: number) => async () => {
      active++;
      most = Math.max(most, active);
      await sleep(ms);
      log.push(name);
      active--;
    };
    await queue.add('a', task('a1', 30));
    await queue.add('a', task('a2', 1));
    await queue.add('b', task('b1', 5));
    for (let i = 0; i < 6; i++) await queue.add(`k${i}`, task(`k${i}`, 5));
    await queue.drain();
    expect(log.indexOf('a1')).toBeLessThan(log.indexOf('a2'));
    expect(log.indexOf('b1')).toBeLessThan(log.indexOf('a1'));
    expect(log).toHaveLength(9);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);
  });

  it('stops taking tasks after a failure and reports it', async () => {
    const queue = createKeyedQueue(2);
    const done: string[] = [];
    await queue.add('a', () => Promise.reject(new Error('write failed')));
    await sleep(1);
    await expect(queue.add('b', () => Promise.resolve().then(() => void done.push('b')))).rejects.toThrow(
      'write failed',
    );
    await expect(queue.drain()).rejects.toThrow('write failed');
    expect(done).toEqual([]);
  });
});
