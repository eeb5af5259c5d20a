/**
 * SavedViewStore on Firestore: collection `saved_views`, document id a random UUID, fields name,
 * view, shared, department, owner {id, name}, ownerId (for the query), createdAt and updatedAt
 * (Timestamps).
 *
 * An owner's views are read with an equality query on `ownerId`; a department's shared ones with
 * equalities on `department` and `shared`, in document id order (Firestore's implicit order) and a
 * limit. Equalities alone are served by the automatic single-field indexes (no composite index).
 * Writes read the owner's views in a transaction after the owner's lock document
 * (`saved_view_owners/{ownerId}`), which every write of theirs writes, so Firestore retries a
 * write that raced another and an owner never holds more than the bound or two equal names.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { compareSavedViews, savedViewConflict } from '#domain/requests/saved-views.ts';
import type { SavedViewStore, SavedViewWrite } from '../ports.ts';
import type { SavedViewTransfer } from '../transfer-ports.ts';
import {
  OWNER_LOCKS,
  SAVED_VIEWS,
  savedViewDocument,
  savedViewFromDocument,
} from './firestore-saved-view-documents.ts';
import { firestoreSavedViewTransfer } from './firestore-saved-view-transfer.ts';

/** Ids Firestore could read as a path, or that no view can have. */
const badId = (id: string) => !id || id.includes('/') || id.length > 128;

export function createFirestoreSavedViewStore(db: Firestore, now: () => Date): SavedViewStore & SavedViewTransfer {
  const views = db.collection(SAVED_VIEWS);
  const ownedQuery = (ownerId: string) => views.where('ownerId', '==', ownerId);
  const all = (docs: { id: string; data(): DocumentData }[]) =>
    docs.map((doc) => savedViewFromDocument(doc.id, doc.data()));

  /** The owner's views as the transaction reads them, after their lock (see the file's comment). */
  const readOwned = async (tx: Transaction, ownerId: string) => {
    const lock = db.collection(OWNER_LOCKS).doc(encodeURIComponent(ownerId));
    await tx.get(lock);
    return { lock, owned: all((await tx.get(ownedQuery(ownerId))).docs) };
  };

  return {
    ...firestoreSavedViewTransfer(db),

    async listOwned(ownerId) {
      return all((await ownedQuery(ownerId).get()).docs).sort(compareSavedViews);
    },

    async listShared(department, limit) {
      const found = await views.where('department', '==', department).where('shared', '==', true).limit(limit).get();
      return all(found.docs).sort(compareSavedViews);
    },

    async get(id) {
      if (badId(id)) return null;
      const data = (await views.doc(id).get()).data();
      return data ? savedViewFromDocument(id, data) : null;
    },

    create(view, max) {
      const ref = views.doc(randomUUID());
      return db.runTransaction(async (tx): Promise<SavedViewWrite> => {
        const { lock, owned } = await readOwned(tx, view.owner.id);
        const conflict = savedViewConflict(owned, view, max);
        if (conflict) return { ok: false, reason: conflict };
        const at = Timestamp.fromDate(now());
        const data = savedViewDocument(view, at, at);
        tx.create(ref, data);
        tx.set(lock, { changedAt: at });
        return { ok: true, view: savedViewFromDocument(ref.id, data) };
      });
    },

    update(id, { name, shared, department }) {
      if (badId(id)) return Promise.resolve({ ok: false, reason: 'not-found' });
      const ref = views.doc(id);
      return db.runTransaction(async (tx): Promise<SavedViewWrite> => {
        // Every read of a transaction comes before its writes.
        const data = (await tx.get(ref)).data();
        if (!data) return { ok: false, reason: 'not-found' };
        const current = savedViewFromDocument(id, data);
        const { lock, owned } = await readOwned(tx, current.owner.id);
        const next = { name: name ?? current.name, shared: shared ?? current.shared };
        // A rename never adds a view, so only the name can conflict.
        const conflict = savedViewConflict(owned, next, Number.MAX_SAFE_INTEGER, id);
        if (conflict) return { ok: false, reason: conflict };
        const at = Timestamp.fromDate(now());
        const changed = { ...data, ...next, department: department ?? current.department, updatedAt: at };
        tx.set(ref, changed);
        tx.set(lock, { changedAt: at });
        return { ok: true, view: savedViewFromDocument(id, changed) };
      });
    },

    async delete(id) {
      if (badId(id)) return false;
      const ref = views.doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      });
    },

    deleteOwned(ownerId) {
      // Under the owner's lock, as their writes are: a view saved meanwhile is deleted too or retried.
      return db.runTransaction(async (tx) => {
        const { lock, owned } = await readOwned(tx, ownerId);
        for (const view of owned) tx.delete(views.doc(view.id));
        tx.delete(lock);
        return owned.length;
      });
    },
  };
}
