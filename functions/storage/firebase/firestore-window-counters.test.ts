/**
 * What the Firestore window counters promise beyond the shared contract: a document per limit and
 * key whose id and fields hold no address or e-mail in clear, with the `expiresAt` Timestamp the
 * TTL policy deletes it by.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, expect, it } from 'vitest';
import { firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';
import { createFirestoreWindowCounters } from './firestore-window-counters.ts';

let handles: FirebaseHandles | undefined;
afterEach(async () => {
  await handles?.close();
  handles = undefined;
});

it('keeps one document per limit and key, its id a hash, with the window end for the TTL policy', async () => {
  handles = openFirebaseApp(firebaseTestOptions());
  const counters = createFirestoreWindowCounters(handles.db);
  const now = () => Date.UTC(2025, 0, 5, 20);
  const perEmail = counters.open({ name: 'forgot-password-email', windowMs: 3_600_000, now });
  const perClient = counters.open({ name: 'forgot-password', windowMs: 3_600_000, now });
  await perEmail.add('ada/lovelace@example.org');
  await perEmail.add('ada/lovelace@example.org');
  await perClient.add('203.0.113.9');

  const docs = (await handles.db.collection('rate_limits').get()).docs;
  expect(docs).toHaveLength(2);
  for (const doc of docs) {
    expect(doc.id).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(doc.data())).not.toMatch(/lovelace|203\.0\.113/);
  }
  const counts = docs.map((doc) => doc.data()).sort((a, b) => Number(a.count) - Number(b.count));
  expect(counts).toEqual([
    { count: 1, expiresAt: Timestamp.fromMillis(now() + 3_600_000) },
    { count: 2, expiresAt: Timestamp.fromMillis(now() + 3_600_000) },
  ]);
});
