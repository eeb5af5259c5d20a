/**
 * What the Firebase backend promises beyond the shared contracts: every instance hears every
 * write, the documents have the request's shape (Timestamps, no session tokens), photos are served
 * at the embedded default's URL, and changes from several instances all survive.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatorName, firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { newRequest, withReference } from '../../testing/contracts/storage/fixtures.ts';
import { createDiskPhotoStore } from '../disk-photo-store.ts';
import type { RequestEvent } from '../ports.ts';
import type { TransferStores } from '../transfer-ports.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import type { FirebaseStoresOptions } from './firebase-stores-options.ts';
import { openFirebaseStores } from './firebase-stores.ts';
import { QUERY_FIELDS } from './request-query-fields.ts';
import { createFirestoreRequestStore } from './firestore-request-store.ts';
import { StoreConflictError } from '../ports.ts';
import { newReference } from '#domain/requests/reference.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

/** Two API instances of one project, and a raw Firestore handle on it. */
async function openProject(): Promise<{
  a: TransferStores;
  b: TransferStores;
  raw: FirebaseHandles;
  options: FirebaseStoresOptions;
}> {
  const options = firebaseTestOptions();
  const [a, b] = await Promise.all([openFirebaseStores(options), openFirebaseStores(options)]);
  const raw = openFirebaseApp(options);
  opened.push(a, b, raw);
  return { a, b, raw, options };
}

describe(`Firebase stores (${emulatorName})`, () => {
  it('delivers every write to the subscribers of every instance', async () => {
    const { a, b } = await openProject();
    const heardByB: RequestEvent[] = [];
    b.changes.subscribe((event) => heardByB.push(event));
    const request = newRequest({ status: 'New' });
    await a.requests.create(request);
    await a.requests.update(request.id, { set: { status: 'In Progress' } });
    await vi.waitFor(() => {
      expect(heardByB.map((event) => [event.type, event.request.status])).toEqual([
        ['created', 'New'],
        ['updated', 'In Progress'],
      ]);
    });
  });

  it('does not replay requests last changed before it opened, and hears their next change', async () => {
    const { a } = await openProject();
    const heard: RequestEvent[] = [];
    a.changes.subscribe((event) => heard.push(event));
    const old = {
      ...withReference(newRequest()),
      createdAt: '2024-01-02T03:04:05.678Z',
      lastUpdatedAt: '2024-01-02T03:04:05.678Z',
    };
    await a.requests.restore(old);
    expect(await a.requests.get(old.id)).toEqual(old);
    await a.requests.update(old.id, { set: { status: 'Closed' } });
    await vi.waitFor(() => {
      expect(heard).toHaveLength(1);
    });
    expect(heard[0]).toMatchObject({ type: 'updated', request: { id: old.id, status: 'Closed' } });
  });

  it('keeps a request as the spec shape: server Timestamps, the request fields and the query-only ones', async () => {
    const { a, raw } = await openProject();
    const request = newRequest();
    await a.requests.create({ ...request, submitterEmail: 'leak@example.org' } as typeof request);
    const data = (await raw.db.collection('requests').doc(request.id).get()).data()!;
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    expect(data.dueAt).toEqual(Timestamp.fromDate(new Date(request.dueAt)));
    expect((data.createdAt as Timestamp).isEqual(data.lastUpdatedAt as Timestamp)).toBe(true);
    expect(Object.keys(data).sort()).toEqual(
      [
        ...Object.keys(request).filter((key) => key !== 'id'),
        'reference',
        'createdAt',
        'lastUpdatedAt',
        ...QUERY_FIELDS,
      ].sort(),
    );
  });

  it('reserves each new reference and draws again when one is taken', async () => {
    const { raw } = await openProject();
    const draws = ['TAKEN000', 'TAKEN000', 'FREE0000'];
    const store = createFirestoreRequestStore(
      raw.db,
      () => new Date(),
      () => draws.shift() ?? newReference(),
    );
    const first = await store.create(newRequest());
    const second = await store.create(newRequest());
    expect([first.reference, second.reference]).toEqual(['TAKEN000', 'FREE0000']);
    const reservations = await raw.db.collection('request_references').get();
    expect(Object.fromEntries(reservations.docs.map((doc) => [doc.id, doc.get('requestId')]))).toEqual({
      TAKEN000: first.id,
      FREE0000: second.id,
    });
    expect((await store.getByReference('FREE0000'))?.id).toBe(second.id);
    await expect(store.create(newRequest({ id: first.id }))).rejects.toThrow(StoreConflictError);
  });

  it('keeps a session under its id with only a hash of its token, never the token', async () => {
    const { a, raw } = await openProject();
    const session = await a.sessions.create('u1', new Date(Date.now() + 60_000));
    const docs = (await raw.db.collection('sessions').get()).docs;
    expect(docs.map((doc) => doc.id)).toEqual([session.id]);
    const secret = session.token.split('.')[1]!;
    expect(JSON.stringify(docs.map((doc) => doc.data()))).not.toContain(secret);
    expect(docs[0]!.data()).toMatchObject({
      userId: 'u1',
      tokenHash: createHash('sha256').update(session.token).digest('hex'),
      previousTokenHash: null,
      expiresAt: expect.any(Timestamp) as unknown,
    });
  });

  it('serves photos at the same API path as the embedded default', async () => {
    const { a } = await openProject();
    const disk = createDiskPhotoStore({ root: '/unused' });
    const id = newRequest().id;
    expect(a.photos.urlFor(id, 'photo.jpg')).toBe(disk.urlFor(id, 'photo.jpg'));
    expect(a.photos.urlFor(id, 'photo.jpg')).toBe(`/api/uploads/${id}/photo.jpg`);
  });

  // Across instances only the transaction keeps changes apart, and @firestore-emulator/server
  // does not isolate transactions (it has no locks or conflict checks): official emulator only.
  it.skipIf(emulatorName !== 'official Firestore emulator')(
    'keeps every change when two instances change one request at once',
    async () => {
      const { a, b } = await openProject();
      const request = newRequest({ history: [] });
      await a.requests.create(request);
      const entry = (action: string) => ({ timestamp: new Date().toISOString(), action, user: 'A', userId: 'a' });
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).requests.update(request.id, { history: [entry(`${i}`)] })),
      );
      const actions = (await a.requests.get(request.id))!.history.map((item) => item.action);
      expect(actions.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${i}`).sort());
    },
  );
});
