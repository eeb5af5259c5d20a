/**
 * StaffAuditLog on Firestore: `staff_audit/{id}`, with the id also in the field `key`. Ids sort by
 * time (audit-id.ts), so a page is `orderBy('key', 'desc')` after the cursor: one single-field
 * index, no composite one, and never the whole collection. The staff store commits an account
 * change's entries with the change (firestoreAuditWriter).
 */
import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { AuditAction, AuditEntry, NewAuditEntry } from '#domain/requests/staff-audit.ts';
import { stampedAuditEntry } from '../audit-id.ts';
import type { StaffAuditLog } from '../ports.ts';
import type { StaffAuditTransfer } from '../transfer-ports.ts';

const STAFF_AUDIT = 'staff_audit';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const person = (value: unknown) => {
  const data = (value ?? {}) as Record<string, unknown>;
  return { id: text(data.id), name: text(data.name), email: text(data.email) };
};

function fromDocument(id: string, data: DocumentData): AuditEntry {
  return {
    id,
    at: (data.at as Timestamp).toDate().toISOString(),
    action: data.action as AuditAction,
    actor: person(data.actor),
    subject: person(data.subject),
    from: (data.from as string | null | undefined) ?? null,
    to: (data.to as string | null | undefined) ?? null,
  };
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

/** The document of an entry: its fields, the id again as `key`, the time as a Timestamp. */
function toDocument({ id, ...fields }: AuditEntry): DocumentData {
  return { ...fields, key: id, at: Timestamp.fromDate(new Date(fields.at)) };
}

/** Anything that creates documents as part of one commit: a transaction or a batch. */
interface DocumentCreator {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Adds audit entries, stamped with the clock, to a caller's transaction or batch: an account
 * change commits its entries with itself (firebase-staff-accounts.ts), so both land or neither.
 * @example await db.runTransaction(async (tx) => { tx.update(profile, fields); writeAudit(tx, entries); });
 */
export function firestoreAuditWriter(db: Firestore, now: () => Date) {
  const entries = db.collection(STAFF_AUDIT);
  return (writer: DocumentCreator, list: readonly NewAuditEntry[]): AuditEntry[] =>
    list.map((entry) => {
      const stored = stampedAuditEntry(entry, now());
      writer.create(entries.doc(stored.id), toDocument(stored));
      return stored;
    });
}

/** @example const log = createFirestoreStaffAuditLog(db, () => new Date()); */
export function createFirestoreStaffAuditLog(db: Firestore, now: () => Date): StaffAuditLog & StaffAuditTransfer {
  const entries = db.collection(STAFF_AUDIT);
  const write = firestoreAuditWriter(db, now);
  return {
    async append(entry) {
      const batch = db.batch();
      const [stored] = write(batch, [entry]);
      await batch.commit();
      return stored!;
    },

    async page({ limit, before }) {
      let query = entries.orderBy('key', 'desc');
      if (before !== undefined) query = query.startAfter(before);
      const snapshot = await query.limit(limit).get();
      return snapshot.docs.map((doc) => fromDocument(doc.id, doc.data()));
    },

    async restore(list) {
      for (let start = 0; start < list.length; start += BATCH_LIMIT) {
        const batch = db.batch();
        for (const entry of list.slice(start, start + BATCH_LIMIT)) batch.set(entries.doc(entry.id), toDocument(entry));
        await batch.commit();
      }
    },
  };
}
