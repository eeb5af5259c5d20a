/**
 * One pass of a Firestore backfill: every document of a collection in id order, a page at a time,
 * each write on the condition that the document is as it was read (a page where one changed
 * meanwhile is read again). What to write is the caller's: nothing for a document that is up to
 * date, so running a backfill again writes nothing.
 */
import {
  FieldPath,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';

/** gRPC's FAILED_PRECONDITION: a document changed after it was read. */
const FAILED_PRECONDITION = 9;

/** The fields to update on one document, or null when it is up to date. */
export type BackfillUpdate = (doc: QueryDocumentSnapshot) => Promise<DocumentData | null> | DocumentData | null;

/**
 * Writes `update`'s fields to each document of `collection` that needs them; answers how many.
 * @example await backfillCollection(db, 'requests', 300, (doc) => (doc.get('x') ? null : { x: 1 })) // 12
 */
export async function backfillCollection(
  db: Firestore,
  collection: string,
  pageSize: number,
  update: BackfillUpdate,
): Promise<number> {
  const ordered = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
  let after: string | null = null;
  let written = 0;
  for (;;) {
    const page: QuerySnapshot = await (after === null ? ordered : ordered.startAfter(after)).get();
    const docs = page.docs;
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      const fields = await update(doc);
      if (fields === null) continue;
      batch.update(doc.ref, fields, { lastUpdateTime: doc.updateTime });
      writes += 1;
    }
    try {
      if (writes) await batch.commit();
    } catch (error) {
      if ((error as { code?: unknown }).code === FAILED_PRECONDITION) continue; // Read this page again.
      throw error;
    }
    written += writes;
    if (docs.length < pageSize) return written;
    after = docs.at(-1)!.id;
  }
}
