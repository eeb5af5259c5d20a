import { describe, expect, it } from 'vitest';
import { sampleRequest } from '#domain/testing/service-request.ts';
import { createMemoryChangeFeed } from './memory-change-feed.ts';
import type { RequestEvent } from './ports.ts';

const event: RequestEvent = { type: 'created', request: sampleRequest() };

describe('createMemoryChangeFeed', () => {
  it('reports a throwing listener and still reaches the others', () => {
    const errors: unknown[] = [];
    const feed = createMemoryChangeFeed((error) => errors.push(error));
    const seen: RequestEvent[] = [];
    feed.subscribe(() => {
      throw new Error('boom');
    });
    feed.subscribe((e) => seen.push(e));
    feed.publish(event);
    expect(seen).toEqual([event]);
    expect(errors).toHaveLength(1);
  });

  it('serves thousands of subscribers without a leak warning, and lets them go', () => {
    const feed = createMemoryChangeFeed();
    let count = 0;
    const stops = Array.from({ length: 2000 }, () => feed.subscribe(() => count++));
    feed.publish(event);
    expect(count).toBe(2000);
    for (const stop of stops) stop();
    feed.publish(event);
    expect(count).toBe(2000);
  });
});
