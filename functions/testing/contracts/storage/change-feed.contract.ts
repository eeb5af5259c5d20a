/** The ChangeFeed contract: committed request writes reach every subscriber. */
import { describe, expect, it, vi } from 'vitest';
import type { RequestEvent } from '../../../storage/ports.ts';
import { newRequest, withStores, type MakeStores } from './fixtures.ts';

export function runChangeFeedContract(name: string, makeStores: MakeStores): void {
  describe(`ChangeFeed contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('delivers created and updated requests to every subscriber until it unsubscribes', async () => {
      const first: RequestEvent[] = [];
      const second: RequestEvent[] = [];
      const stopFirst = stores().changes.subscribe((event) => first.push(event));
      stores().changes.subscribe((event) => second.push(event));
      const request = newRequest();
      await stores().requests.create(request);
      await vi.waitFor(() => {
        expect(first).toHaveLength(1);
      });
      expect(first[0]).toMatchObject({ type: 'created', request: { id: request.id, status: request.status } });

      await stores().requests.update(request.id, { set: { status: 'Closed' } });
      await vi.waitFor(() => {
        expect(first).toHaveLength(2);
      });
      expect(first[1]).toMatchObject({ type: 'updated', request: { id: request.id, status: 'Closed' } });

      stopFirst();
      await stores().requests.update(request.id, { set: { status: 'New' } });
      await vi.waitFor(() => {
        expect(second).toHaveLength(3);
      });
      expect(first).toHaveLength(2);
    });

    it('keeps delivering, and keeps the write, when a subscriber throws', async () => {
      const seen: string[] = [];
      stores().changes.subscribe(() => {
        throw new Error('broken subscriber');
      });
      stores().changes.subscribe((event) => seen.push(event.request.id));
      const request = newRequest();
      await expect(stores().requests.create(request)).resolves.toMatchObject({ id: request.id });
      await vi.waitFor(() => {
        expect(seen).toEqual([request.id]);
      });
    });

    it('does not publish a change to an unknown request', async () => {
      const seen: RequestEvent[] = [];
      stores().changes.subscribe((event) => seen.push(event));
      await stores().requests.update(newRequest().id, { set: { status: 'Closed' } });
      expect(seen).toEqual([]);
    });
  });
}
