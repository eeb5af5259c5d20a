import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedQueue', () => {
  it('runs the tasks of one key one at a time, in order, and other keys alongside', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue('a', task('a1')), queue('a', task('a2')), queue('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('goes on with the next task after one fails, and hands the failure to its caller', async () => {
    const queue = createKeyedQueue();
    const failed = queue('a', () => Promise.reject(new Error('boom')));
    const next = queue('a', () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
