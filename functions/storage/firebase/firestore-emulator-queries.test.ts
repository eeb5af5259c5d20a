/**
 * The query features the request lists rely on, with Firestore's answers: document-id order,
 * cursors over several values, offset, == null and != null, `in` and array-contains, and counts.
 * Run as is, it checks the in-process emulator's additions (testing/fakes/firestore-emulator-queries.ts);
 * with FIRESTORE_EMULATOR_HOST set, that these expectations are the official emulator's answers.
 */
import { FieldPath, type CollectionReference, type Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorName, firebaseTestOptions } from '../../testing/helpers/firebase-test-stores.ts';
import { openFirebaseApp, type FirebaseHandles } from './firebase-app.ts';

let raw: FirebaseHandles;
let docs: CollectionReference;
const id = FieldPath.documentId();

beforeAll(async () => {
  raw = openFirebaseApp(firebaseTestOptions());
  docs = raw.db.collection('probe');
  await Promise.all(
    [
      { id: 'b', n: 1, s: 'x', t: null, w: ['a', 'ab'], r: null },
      { id: 'a', n: 1, s: 'y', t: 'u1', w: ['a'], r: 5 },
      { id: 'c', n: 2, s: 'x', t: null, w: ['ab'], r: 3 },
      { id: 'd', n: 0, s: 'z', t: 'u2', w: [], r: 10 },
      { id: 'e', s: 'x', w: [] },
    ].map(({ id: name, ...data }) => docs.doc(name).set(data)),
  );
});

afterAll(async () => {
  await raw.close();
});

const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);
const count = async (query: Query) => (await query.count().get()).data().count;

describe(`Firestore query features (${emulatorName})`, () => {
  it('orders by a field, then the document id, leaving out documents without the field', async () => {
    expect(await ids(docs.orderBy('n').orderBy(id))).toEqual(['d', 'a', 'b', 'c']);
    expect(await ids(docs.orderBy('n', 'desc').orderBy(id, 'desc'))).toEqual(['c', 'b', 'a', 'd']);
    // Ties end in document-id order even when the query does not name it.
    expect(await ids(docs.orderBy('n', 'desc'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('starts after, starts at and ends at cursors of several values, in either direction', async () => {
    expect(await ids(docs.orderBy('n').orderBy(id).startAfter(1, 'a'))).toEqual(['b', 'c']);
    expect(await ids(docs.orderBy('n', 'desc').orderBy(id, 'desc').startAfter(1, 'b'))).toEqual(['a', 'd']);
    expect(await ids(docs.orderBy('n').orderBy(id).startAt(1))).toEqual(['a', 'b', 'c']);
    expect(await ids(docs.orderBy('n').orderBy(id).startAfter(0, 'd').endAt(1))).toEqual(['a', 'b']);
    expect(await ids(docs.orderBy('n').orderBy(id).limit(2))).toEqual(['d', 'a']);
  });

  it('filters on == null and != null, alone and with other filters', async () => {
    expect(await ids(docs.where('t', '==', null).orderBy(id))).toEqual(['b', 'c']);
    expect(await ids(docs.where('t', '==', null).where('s', '==', 'x').orderBy(id))).toEqual(['b', 'c']);
    expect(await ids(docs.where('r', '!=', null).orderBy('r'))).toEqual(['c', 'a', 'd']);
    expect(await count(docs.where('t', '==', null))).toBe(2);
  });

  it('skips an offset, nulls first in an ascending order', async () => {
    expect(await ids(docs.orderBy('r').offset(1).limit(1))).toEqual(['c']);
    expect(await ids(docs.where('r', '!=', null).orderBy('r').offset(1).limit(1))).toEqual(['a']);
  });

  it('filters with in and array-contains, together and with a range, and counts them', async () => {
    expect(await ids(docs.where('s', 'in', ['x', 'z']).orderBy(id))).toEqual(['b', 'c', 'd', 'e']);
    expect(await ids(docs.where('w', 'array-contains', 'a').where('s', 'in', ['x', 'y']).orderBy(id))).toEqual([
      'a',
      'b',
    ]);
    const ranged = docs.where('n', '>=', 1).orderBy('n', 'desc').orderBy(id, 'desc');
    expect(await ids(ranged.startAfter(2, 'c'))).toEqual(['b', 'a']);
    expect(await count(docs.where('s', 'in', ['x', 'y']))).toBe(4);
  });
});
