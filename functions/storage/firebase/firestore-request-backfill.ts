/**
 * Brings requests written before the query-only fields, due dates, references and languages were stored up
 * to date: the lists only find a document by its stored fields (a sort by due date or priority
 * leaves out one without them), though it reads fine without; a reference is reserved
 * (firestore-request-references.ts) before it is written, so the track search finds it. Reads every request in id order, a page at a time,
 * and writes the fields where they differ, each write on the condition that the document is as it
 * was read (a page where one changed meanwhile is read again). lastUpdatedAt stays, so the change
 * feed does not hear it as a change. Run once against a database from before this version (an
 * import with scripts/data-transfer.ts writes them already); running it again writes nothing.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { backfillCollection } from './firestore-backfill.ts';
import { legacyReference, newReference } from '#domain/requests/reference.ts';
import { reserveReference } from './firestore-request-references.ts';
import { fromRequestDocument, REQUESTS } from './request-document.ts';
import { queryFields } from './request-query-fields.ts';

/** The stored reference, due date and query-only fields a document should have. */
function wantedFields(id: string, data: DocumentData): DocumentData {
  const request = fromRequestDocument(id, data);
  return {
    reference: request.reference,
    // Requests from before languages were all English; a list by language finds them once stored.
    language: request.language,
    dueAt: Timestamp.fromDate(new Date(request.dueAt)),
    ...queryFields(request, data.createdAt as Timestamp, data.lastUpdatedAt as Timestamp),
  };
}

const same = (a: unknown, b: unknown) =>
  a instanceof Timestamp ? b instanceof Timestamp && a.isEqual(b) : JSON.stringify(a) === JSON.stringify(b);

/**
 * @example await backfillRequestFields(db) // 1234 documents brought up to date
 */
export async function backfillRequestFields(
  db: Firestore,
  pageSize = 300,
  draw: () => string = newReference,
): Promise<number> {
  return backfillCollection(db, REQUESTS, pageSize, async (doc) => {
    const data = doc.data();
    // A document from before references: reserve the one it reads with (or a fresh one).
    if (typeof data.reference !== 'string') {
      data.reference = await reserveReference(db, doc.id, legacyReference(doc.id), draw);
    }
    const wanted = wantedFields(doc.id, data);
    const changed = Object.fromEntries(Object.entries(wanted).filter(([field, value]) => !same(doc.get(field), value)));
    return Object.keys(changed).length === 0 ? null : changed;
  });
}
