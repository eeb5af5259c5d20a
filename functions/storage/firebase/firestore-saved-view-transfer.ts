/**
 * The Firestore SavedViewStore's side of the data transfer: views read a page at a time in
 * document id order (no index beyond the built-in one), and restored as the store writes them.
 */
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { SavedViewTransfer } from '../transfer-ports.ts';
import {
  OWNER_LOCKS,
  SAVED_VIEWS,
  savedViewDocument,
  savedViewFromDocument,
} from './firestore-saved-view-documents.ts';

/** @example const transfer = firestoreSavedViewTransfer(db); await transfer.pageViews(null, 500); */
export function firestoreSavedViewTransfer(db: Firestore): SavedViewTransfer {
  const views = db.collection(SAVED_VIEWS);
  return {
    async pageViews(after, limit) {
      let query = views.orderBy(FieldPath.documentId());
      if (after !== null) query = query.startAfter(after);
      const found = await query.limit(limit).get();
      return found.docs.map((doc) => savedViewFromDocument(doc.id, doc.data()));
    },

    async restore(view) {
      const at = (iso: string) => Timestamp.fromDate(new Date(iso));
      const batch = db.batch();
      batch.set(views.doc(view.id), savedViewDocument(view, at(view.createdAt), at(view.updatedAt)));
      // The owner's lock, as their own writes change it: a save racing the import is retried.
      batch.set(db.collection(OWNER_LOCKS).doc(encodeURIComponent(view.owner.id)), { changedAt: Timestamp.now() });
      await batch.commit();
    },
  };
}
