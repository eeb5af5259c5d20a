/**
 * The contract of RequestStore.createWithSubmitterInfo: a resident's submission is the request and
 * its submitter info, written together or not at all (docs/product.md#311-what-happens-on-submit).
 */
import { describe, expect, it, vi } from 'vitest';
import type { NewSubmitterInfo } from '#domain/requests/request-schemas.ts';
import { StoreConflictError, type RequestEvent } from '../../../storage/ports.ts';
import { newRequest, withStores, type MakeStores } from './fixtures.ts';

const submitter: NewSubmitterInfo = {
  name: 'Ada Resident',
  email: 'ada@example.org',
  phone: '609-555-0100',
  address: '1 Elm St',
  wantsTextAlerts: true,
};

/**
 * Info whose write fails after the request's has been prepared: no store can encode a function
 * (SQLite cannot bind it, Firestore cannot serialise it). In production the same place is reached
 * by a full disk or a lost connection.
 */
const unwritable = { ...submitter, name: (() => 'Ada') as unknown as string };

export function runSubmissionContract(name: string, makeStores: MakeStores): void {
  describe(`RequestStore.createWithSubmitterInfo contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('writes the request and its submitter info, and publishes the request once', async () => {
      const seen: RequestEvent[] = [];
      stores().changes.subscribe((event) => seen.push(event));
      const input = newRequest();
      const created = await stores().requests.createWithSubmitterInfo(input, submitter);
      expect(created).toEqual({
        ...input,
        reference: created.reference,
        createdAt: created.createdAt,
        lastUpdatedAt: created.createdAt,
      });
      expect(await stores().requests.get(input.id)).toEqual(created);
      const info = await stores().submitterInfo.get(input.id);
      expect(info).toEqual({ ...submitter, createdAt: info?.createdAt });
      expect(Date.parse(info?.createdAt ?? '')).not.toBeNaN();
      await vi.waitFor(() => {
        expect(seen.map((event) => [event.type, event.request.id])).toEqual([['created', input.id]]);
      });
    });

    it('writes a caller who gave no e-mail, phone or address (phone intake) with those fields blank', async () => {
      const caller: NewSubmitterInfo = { name: 'Anonymous', email: '', phone: '', address: '', wantsTextAlerts: false };
      const input = newRequest();
      await stores().requests.createWithSubmitterInfo(input, caller);
      expect(await stores().submitterInfo.get(input.id)).toMatchObject(caller);
    });

    it('writes neither when the submitter info cannot be written', async () => {
      const seen: RequestEvent[] = [];
      stores().changes.subscribe((event) => seen.push(event));
      const input = newRequest();
      await expect(stores().requests.createWithSubmitterInfo(input, unwritable)).rejects.toThrow();
      expect(await stores().requests.get(input.id)).toBeNull();
      expect(await stores().requests.list()).toEqual([]);
      expect(await stores().submitterInfo.get(input.id)).toBeNull();
      // The id is still free: the resident's retry (or the next submission) can take it.
      await stores().requests.createWithSubmitterInfo(input, submitter);
      expect(await stores().submitterInfo.get(input.id)).toMatchObject(submitter);
      await vi.waitFor(() => {
        expect(seen.map((event) => event.type)).toEqual(['created']);
      });
    });

    it('refuses a taken id and changes neither the request nor its submitter info', async () => {
      const input = newRequest();
      await stores().requests.createWithSubmitterInfo(input, submitter);
      await expect(
        stores().requests.createWithSubmitterInfo(
          { ...input, description: 'other' },
          { ...submitter, email: 'someone-else@example.org' },
        ),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect((await stores().requests.get(input.id))?.description).toBe(input.description);
      expect((await stores().submitterInfo.get(input.id))?.email).toBe(submitter.email);
    });
  });
}
