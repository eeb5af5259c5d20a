/**
 * Contracts of the smaller ports: submitter info, staff, sessions, photos, outbox and the change
 * feed. Like the request store's, every adapter runs them with fresh, empty stores.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreConflictError, type RequestEvent, type Stores } from '../ports.ts';
import { newRequest, type MakeStores } from './fixtures.ts';

function withStores(makeStores: MakeStores): () => Stores {
  let stores: Stores | undefined;
  beforeEach(async () => {
    stores = await makeStores();
  });
  afterEach(async () => {
    await stores?.close();
  });
  return () => stores!;
}

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

const staff = (email: string, name = 'Sam Lee') => ({
  name,
  email,
  department: 'Public Works',
  role: 'worker' as const,
  passwordHash: `hash-of-${email}`,
});

export function runStaffStoreContract(name: string, makeStores: MakeStores): void {
  describe(`StaffStore contract: ${name}`, () => {
    const stores = withStores(makeStores);

    it('creates a login and a profile with the same id', async () => {
      const profile = await stores().staff.create(staff('Sam@Example.org'));
      expect(profile).toEqual({
        id: profile.id,
        name: 'Sam Lee',
        email: 'sam@example.org',
        department: 'Public Works',
        role: 'worker',
      });
      expect(await stores().staff.getProfile(profile.id)).toEqual(profile);
      expect(await stores().staff.findLogin('SAM@example.ORG')).toEqual({
        userId: profile.id,
        email: 'sam@example.org',
        passwordHash: 'hash-of-Sam@Example.org',
      });
    });

    it('refuses a second account with the same e-mail in any case', async () => {
      await stores().staff.create(staff('sam@example.org'));
      await expect(stores().staff.create(staff('SAM@example.org', 'Other'))).rejects.toBeInstanceOf(StoreConflictError);
      expect(await stores().staff.listProfiles()).toHaveLength(1);
    });

    it('lists profiles by name', async () => {
      await stores().staff.create(staff('c@example.org', 'carla'));
      await stores().staff.create(staff('a@example.org', 'Alma'));
      await stores().staff.create(staff('b@example.org', 'Bea'));
      expect((await stores().staff.listProfiles()).map((p) => p.name)).toEqual(['Alma', 'Bea', 'carla']);
    });

    it('deletes the login and the profile together', async () => {
      const kept = await stores().staff.create(staff('keep@example.org'));
      const gone = await stores().staff.create(staff('gone@example.org'));
      expect(await stores().staff.delete(gone.id)).toBe(true);
      expect(await stores().staff.getProfile(gone.id)).toBeNull();
      expect(await stores().staff.findLogin('gone@example.org')).toBeNull();
      expect(await stores().staff.delete(gone.id)).toBe(false);
      expect(await stores().staff.getProfile(kept.id)).toEqual(kept);
      // The e-mail is free again.
      await expect(stores().staff.create(staff('gone@example.org'))).resolves.toMatchObject({
        email: 'gone@example.org',
      });
    });

    it('answers null for unknown ids and e-mails', async () => {
      expect(await stores().staff.getProfile('nobody')).toBeNull();
      expect(await stores().staff.findLogin('nobody@example.org')).toBeNull();
    });
  });
}

export function runSessionStoreContract(name: string, makeStores: MakeStores): void {
  describe(`SessionStore contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const inAnHour = () => new Date(Date.now() + 3_600_000);

    it('creates a session with a long random token and finds it by that token', async () => {
      const session = await stores().sessions.create('u1', inAnHour());
      expect(session.token).toMatch(/^[\w-]{40,}$/);
      expect(await stores().sessions.get(session.token)).toEqual(session);
      const other = await stores().sessions.create('u1', inAnHour());
      expect(other.token).not.toBe(session.token);
    });

    it('does not return an expired session', async () => {
      const session = await stores().sessions.create('u1', new Date(Date.now() - 1000));
      expect(await stores().sessions.get(session.token)).toBeNull();
    });

    it('answers null for an unknown token', async () => {
      expect(await stores().sessions.get('not-a-token')).toBeNull();
      expect(await stores().sessions.get('')).toBeNull();
    });

    it('deletes one session, or all of a user', async () => {
      const a1 = await stores().sessions.create('a', inAnHour());
      const a2 = await stores().sessions.create('a', inAnHour());
      const b1 = await stores().sessions.create('b', inAnHour());
      await stores().sessions.delete(a1.token);
      expect(await stores().sessions.get(a1.token)).toBeNull();
      expect(await stores().sessions.get(a2.token)).not.toBeNull();
      await stores().sessions.deleteAllForUser('a');
      expect(await stores().sessions.get(a2.token)).toBeNull();
      expect(await stores().sessions.get(b1.token)).toEqual(b1);
    });
  });
}

export function runPhotoStoreContract(name: string, makeStores: MakeStores): void {
  describe(`PhotoStore contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);

    it('stores bytes under uploads/{requestId}/{fileName} and reads them back', async () => {
      const id = newRequest().id;
      const stored = await stores().photos.put(id, 'photo.jpg', bytes, 'image/jpeg');
      expect(stored.path).toBe(`uploads/${id}/photo.jpg`);
      expect(stored.url).toBe(stores().photos.urlFor(id, 'photo.jpg'));
      expect(stored.url).toContain(id);
      const read = await stores().photos.get(id, 'photo.jpg');
      expect(read?.contentType).toBe('image/jpeg');
      expect([...read!.bytes]).toEqual([...bytes]);
    });

    it('replaces a photo of the same name', async () => {
      const id = newRequest().id;
      await stores().photos.put(id, 'photo.png', bytes, 'image/png');
      await stores().photos.put(id, 'photo.png', new Uint8Array([9]), 'image/png');
      expect([...(await stores().photos.get(id, 'photo.png'))!.bytes]).toEqual([9]);
    });

    it('answers null for a missing photo', async () => {
      expect(await stores().photos.get(newRequest().id, 'photo.jpg')).toBeNull();
    });

    it.each([
      ['../escape.jpg', 'photo'],
      ['photo.jpg', '../../etc'],
      ['.hidden.jpg', 'photo'],
      ['photo.exe', 'photo'],
      ['a/b.jpg', 'photo'],
    ])('refuses the unsafe name %j / %j', async (fileName, which) => {
      const id = which === 'photo' ? newRequest().id : which;
      await expect(stores().photos.put(id, fileName, bytes, 'image/jpeg')).rejects.toThrow();
      expect(await stores().photos.get(id, fileName)).toBeNull();
    });

    it('refuses a type that is not an image', async () => {
      await expect(stores().photos.put(newRequest().id, 'photo.jpg', bytes, 'text/html')).rejects.toThrow();
    });
  });
}

export function runOutboxContract(name: string, makeStores: MakeStores): void {
  describe(`Outbox contract: ${name}`, () => {
    const stores = withStores(makeStores);
    const email = { channel: 'email' as const, to: 'ada@example.org', subject: 'Request Submitted: x', body: 'Hi' };

    it('enqueues a pending message with no attempts', async () => {
      const message = await stores().outbox.enqueue({ ...email, requestId: 'r1' });
      expect(message).toMatchObject({ ...email, requestId: 'r1', status: 'pending', attempts: 0, lastError: null });
      expect(await stores().outbox.get(message.id)).toEqual(message);
      const sms = await stores().outbox.enqueue({ channel: 'sms', to: '+16095550100', body: 'Hello' });
      expect(sms).toMatchObject({ subject: null, requestId: null });
    });

    it('lists due messages oldest first, with a limit', async () => {
      const first = await stores().outbox.enqueue(email);
      const second = await stores().outbox.enqueue({ ...email, to: 'b@example.org' });
      const soon = new Date(Date.now() + 1000);
      expect((await stores().outbox.listPending(soon)).map((m) => m.id)).toEqual([first.id, second.id]);
      expect((await stores().outbox.listPending(soon, { limit: 1 })).map((m) => m.id)).toEqual([first.id]);
    });

    it('retries a failed message later and counts attempts', async () => {
      const message = await stores().outbox.enqueue(email);
      const retryAt = new Date(Date.now() + 60_000);
      await stores().outbox.markFailed(message.id, 'SMTP 451', retryAt);
      expect(await stores().outbox.get(message.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMTP 451',
        nextAttemptAt: retryAt.toISOString(),
      });
      expect(await stores().outbox.listPending(new Date())).toEqual([]);
      expect(await stores().outbox.listPending(new Date(retryAt.getTime() + 1))).toHaveLength(1);
      await stores().outbox.markSent(message.id);
      const sent = await stores().outbox.get(message.id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sent?.sentAt).not.toBeNull();
      expect(await stores().outbox.listPending(new Date(retryAt.getTime() + 1))).toEqual([]);
    });

    it('gives up a message marked failed without a retry time', async () => {
      const message = await stores().outbox.enqueue(email);
      await stores().outbox.markFailed(message.id, 'bad address', null);
      expect(await stores().outbox.get(message.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await stores().outbox.listPending(new Date(Date.now() + 1e9))).toEqual([]);
    });

    it('answers null for an unknown id', async () => {
      expect(await stores().outbox.get('999999')).toBeNull();
      expect(await stores().outbox.get('not-an-id')).toBeNull();
    });
  });
}

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

/** Every storage contract, for an adapter's test file. */
export function runStoreContracts(name: string, makeStores: MakeStores): void {
  runSubmitterInfoStoreContract(name, makeStores);
  runStaffStoreContract(name, makeStores);
  runSessionStoreContract(name, makeStores);
  runPhotoStoreContract(name, makeStores);
  runOutboxContract(name, makeStores);
  runChangeFeedContract(name, makeStores);
}
