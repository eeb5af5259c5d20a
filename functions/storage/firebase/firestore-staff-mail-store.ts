/**
 * StaffMailStore on Firestore: collection `staff_mail`, one document per member (id: the
 * profile's id) with fields choice, digest (the queued notices), digestMore, digestDay (the last
 * digest's township day) and waitingDay (digestDay while notices wait, absent otherwise); and
 * `staff_mail_sweeps/overdue` with the overdue sweep's cursor.
 *
 * The digest pass queries `waitingDay < day` ordered by it: one range on one field, served by the
 * automatic single-field index, and documents without the field (nothing waiting) are never read.
 * Queuing, taking a digest and moving the cursor are transactions, so Firestore retries a write
 * that raced another.
 */
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { PageCursor } from '#domain/requests/request-query.ts';
import { STAFF_MAIL_CHOICES, type StaffMailChoice, type StaffNotice } from '#domain/requests/staff-mail.ts';
import type { StaffMailStore } from '../staff-mail-ports.ts';

const STAFF_MAIL = 'staff_mail';
const SWEEPS = 'staff_mail_sweeps';

const choiceOf = (value: unknown): StaffMailChoice =>
  STAFF_MAIL_CHOICES.find((choice) => choice === value) ?? 'immediate';

const cursorOf = (data: DocumentData | undefined): PageCursor | null => {
  const cursor = data?.cursor as { key: number[]; id: string } | undefined;
  return cursor ? { key: [...cursor.key], id: cursor.id } : null;
};

/** Ids Firestore could read as a path, or that no profile has. */
const badId = (id: string) => !id || id.includes('/') || id.length > 128;

export function createFirestoreStaffMailStore(db: Firestore): StaffMailStore {
  const members = db.collection(STAFF_MAIL);
  const overdue = db.collection(SWEEPS).doc('overdue');

  return {
    async getChoice(staffId) {
      if (badId(staffId)) return 'immediate';
      return choiceOf((await members.doc(staffId).get()).data()?.choice);
    },

    async setChoice(staffId, choice) {
      await members.doc(staffId).set({ choice }, { merge: true });
    },

    async queueDigest(staffId, notice, max) {
      const ref = members.doc(staffId);
      await db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        const notices = (data?.digest as StaffNotice[] | undefined) ?? [];
        const more = (data?.digestMore as number | undefined) ?? 0;
        const full = notices.length >= max;
        tx.set(
          ref,
          {
            digest: full ? notices : [...notices, { ...notice }],
            digestMore: more + (full ? 1 : 0),
            waitingDay: (data?.digestDay as string | undefined) ?? '',
          },
          { merge: true },
        );
      });
    },

    async dueDigests(day, limit) {
      const found = await members.where('waitingDay', '<', day).orderBy('waitingDay').limit(limit).get();
      return found.docs.map((doc) => doc.id);
    },

    async takeDigest(staffId, day) {
      if (badId(staffId)) return null;
      const ref = members.doc(staffId);
      return db.runTransaction(async (tx) => {
        const data = (await tx.get(ref)).data();
        if (!data || ((data.digestDay as string | undefined) ?? '') >= day) return null;
        const notices = (data.digest as StaffNotice[] | undefined) ?? [];
        const more = (data.digestMore as number | undefined) ?? 0;
        if (notices.length === 0 && more === 0) return null;
        tx.set(ref, { digest: [], digestMore: 0, digestDay: day, waitingDay: FieldValue.delete() }, { merge: true });
        return { notices, more };
      });
    },

    async forget(staffId) {
      if (!badId(staffId)) await members.doc(staffId).delete();
    },

    async overdueCursor() {
      return cursorOf((await overdue.get()).data());
    },

    async moveOverdueCursor(from, to) {
      return db.runTransaction(async (tx) => {
        const current = cursorOf((await tx.get(overdue)).data());
        if (JSON.stringify(current) !== JSON.stringify(from)) return false;
        tx.set(overdue, { cursor: { key: [...to.key], id: to.id } });
        return true;
      });
    },
  };
}
