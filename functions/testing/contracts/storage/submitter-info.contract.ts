/** The SubmitterInfoStore contract: private submitter details, kept apart from the request. */
import { describe, expect, it } from 'vitest';
import { newRequest, withStores, type MakeStores } from './fixtures.ts';

const submitter = {
  name: 'PRIVATE Ada Lovelace',
  email: 'private-ada@example.org',
  phone: '609-555-0199',
  address: 'PRIVATE 1 Elm St',
  wantsTextAlerts: true,
};

export function runSubmitterInfoStoreContract(name: string, makeStores: MakeStores): void {
  describe(`SubmitterInfoStore contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('writes and reads back the info under the request id', async () => {
      const request = newRequest();
      await stores().requests.create(request);
      const put = await stores().submitterInfo.put(request.id, submitter);
      expect(put).toEqual({ ...submitter, createdAt: put.createdAt });
      expect(Date.parse(put.createdAt)).not.toBeNaN();
      expect(await stores().submitterInfo.get(request.id)).toEqual(put);
    });

    it('answers null for a request without info', async () => {
      const request = newRequest();
      await stores().requests.create(request);
      expect(await stores().submitterInfo.get(request.id)).toBeNull();
      expect(await stores().submitterInfo.get(newRequest().id)).toBeNull();
    });

    it('keeps the info out of the request document and its lists', async () => {
      const request = newRequest();
      await stores().requests.create(request);
      await stores().submitterInfo.put(request.id, submitter);
      const seen = JSON.stringify([
        await stores().requests.get(request.id),
        await stores().requests.list(),
        await stores().requests.counts(),
      ]);
      for (const value of [submitter.name, submitter.email, submitter.phone, submitter.address]) {
        expect(seen).not.toContain(value);
      }
    });

    it('replaces the info when written again', async () => {
      const request = newRequest();
      await stores().requests.create(request);
      await stores().submitterInfo.put(request.id, submitter);
      await stores().submitterInfo.put(request.id, { ...submitter, phone: '', wantsTextAlerts: false });
      expect(await stores().submitterInfo.get(request.id)).toMatchObject({ phone: '', wantsTextAlerts: false });
    });
  });
}
