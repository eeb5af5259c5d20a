/**
 * The merge fields of a request (docs/product.md#311-merging-duplicates): set and cleared by an
 * update like any field, read back whole, and the duplicates of an original listed by an indexed
 * read, bounded, oldest first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceRequestSchema } from '#domain/requests/request-schemas.ts';
import type { TransferStores } from '../../../storage/transfer-ports.ts';
import { newRequest, type MakeStores } from './fixtures.ts';

export function runMergeFieldsContract(name: string, makeStores: MakeStores): void {
  describe(`request merge fields: ${name}`, () => {
    let stores: TransferStores;
    beforeEach(async () => {
      stores = await makeStores();
    });
    afterEach(async () => {
      await stores.close();
    });

    it('sets, reads back and clears mergedInto and the merge record', async () => {
      const original = await stores.requests.create(newRequest());
      const duplicate = await stores.requests.create(newRequest());
      expect(duplicate).toMatchObject({ mergedInto: null, mergeRecord: null });
      const mergeRecord = {
        intoReference: original.reference,
        previousStatus: 'New' as const,
        addedFollowIds: ['sub-a', 'sub-b'],
        mergedAt: '2026-01-02T03:04:05.000Z',
      };
      const merged = await stores.requests.update(duplicate.id, {
        set: { status: 'Closed', mergedInto: original.id, mergeRecord },
      });
      expect(merged).toMatchObject({ status: 'Closed', mergedInto: original.id, mergeRecord });
      expect(serviceRequestSchema.strict().safeParse(merged).success).toBe(true);
      expect(await stores.requests.get(duplicate.id)).toEqual(merged);
      const cleared = await stores.requests.update(duplicate.id, { set: { mergedInto: null, mergeRecord: null } });
      expect(cleared).toMatchObject({ mergedInto: null, mergeRecord: null });
      expect(await stores.requests.listMergedInto(original.id, 10)).toEqual([]);
    });

    it('lists the duplicates of one original only, at most the limit, oldest first', async () => {
      const original = await stores.requests.create(newRequest());
      const other = await stores.requests.create(newRequest());
      const record = (reference: string) => ({
        intoReference: reference,
        previousStatus: 'New' as const,
        addedFollowIds: [],
        mergedAt: '2026-01-02T03:04:05.000Z',
      });
      const created: { id: string; createdAt: string }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const duplicate = await stores.requests.create(newRequest());
        await stores.requests.update(duplicate.id, {
          set: { mergedInto: original.id, mergeRecord: record(original.reference) },
        });
        created.push(duplicate);
      }
      const elsewhere = await stores.requests.create(newRequest());
      await stores.requests.update(elsewhere.id, {
        set: { mergedInto: other.id, mergeRecord: record(other.reference) },
      });
      const ids = created
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map((request) => request.id);
      const all = await stores.requests.listMergedInto(original.id, 10);
      expect(all.map((request) => request.id)).toEqual(ids);
      expect(await stores.requests.listMergedInto(original.id, 2)).toHaveLength(2);
      expect(await stores.requests.listMergedInto(original.id, 0)).toEqual([]);
      expect((await stores.requests.listMergedInto(other.id, 10)).map((request) => request.id)).toEqual([elsewhere.id]);
    });
  });
}
