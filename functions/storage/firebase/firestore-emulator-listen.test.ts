/**
 * Query listeners as Firestore serves them: a first snapshot of the matching documents, then one
 * snapshot per change holding only what changed, and none for writes elsewhere. Run as is, it checks
 * the in-process emulator's listeners (testing/fakes/firestore-emulator-listen.ts); with
 * FIRESTORE_EMULATOR_HOST set, that these expectations are the official emulator's.
 */
import { FirestoreState } from '@firestore-emulator/server';
import type { DocumentChangeType, QuerySnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorName, firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';

let raw: FirebaseHandles;

beforeAll(() => {
  raw = openFirebaseApp(firebaseTestOptions());
});

afterAll(async () => {
  await raw.close();
});

type Change = [DocumentChangeType, string, number];
const changesOf = (snapshot: QuerySnapshot): Change[] =>
  snapshot.docChanges().map((change) => [change.type, change.doc.id, change.doc.get('n') as number]);

describe(`Firestore query listeners (${emulatorName})`, () => {
  it('sends the matching documents, then only what changed, and nothing for writes elsewhere', async () => {
    const watched = raw.db.collection('listen_watched');
    const elsewhere = raw.db.collection('listen_elsewhere');
    await Promise.all([watched.doc('a').set({ n: 1 }), watched.doc('b').set({ n: 5 }), watched.doc('c').set({ n: 2 })]);
    const snapshots: Change[][] = [];
    const stop = watched.where('n', '<', 4).onSnapshot((snapshot) => snapshots.push(changesOf(snapshot)));
    try {
      await vi.waitFor(() => {
        expect(snapshots).toHaveLength(1);
      });
      expect(snapshots[0]!.sort()).toEqual([
        ['added', 'a', 1],
        ['added', 'c', 2],
      ]);
      await elsewhere.doc('x').set({ n: 1 });
      await watched.doc('b').set({ n: 6 });
      await watched.doc('a').update({ n: 3 });
      await vi.waitFor(() => {
        expect(snapshots).toHaveLength(2);
      });
      expect(snapshots[1]).toEqual([['modified', 'a', 3]]);
      await watched.doc('c').update({ n: 9 });
      await vi.waitFor(() => {
        expect(snapshots).toHaveLength(3);
      });
      expect(snapshots[2]).toEqual([['removed', 'c', 2]]);
      await watched.doc('d').set({ n: 0 });
      await vi.waitFor(() => {
        expect(snapshots).toHaveLength(4);
      });
      expect(snapshots[3]).toEqual([['added', 'd', 0]]);
    } finally {
      stop();
    }
  });

  // What kept a test file's checks from slowing with every document it wrote: a write elsewhere
  // costs a listener nothing, where the emulator's own listener read its collection again.
  it.skipIf(!emulatorName.startsWith('@'))('reads a watched collection again only after a write to it', async () => {
    const watched = raw.db.collection('listen_reads');
    await watched.doc('a').set({ n: 1 });
    const snapshots: Change[][] = [];
    const stop = watched.onSnapshot((snapshot) => snapshots.push(changesOf(snapshot)));
    const queries = vi.spyOn(FirestoreState.prototype, 'v1Query');
    try {
      await vi.waitFor(() => {
        expect(snapshots).toHaveLength(1);
      });
      queries.mockClear();
      for (const name of ['x', 'y', 'z']) await raw.db.collection('listen_other').doc(name).set({ n: 1 });
      await new Promise((wait) => setTimeout(wait, 50));
      expect(queries).not.toHaveBeenCalled();
      await watched.doc('b').set({ n: 2 });
      await vi.waitFor(() => {
        expect(snapshots).toHaveLength(2);
      });
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
      stop();
    }
  });
});
