/**
 * What staff e-mails need from a store (docs/product.md#311-staff-e-mails): each member's choice,
 * their bounded digest queue, and the overdue sweep's position. Both adapters keep one record per
 * member with the queue on it (a SQLite row, a Firestore document), so a queue is read and
 * emptied in one write, and held to testing/contracts/storage/staff-mail-store.contract.ts.
 */
import type { PageCursor } from '#domain/requests/request-query.ts';
import type { StaffMailChoice, StaffNotice } from '#domain/requests/staff-mail.ts';

/** One member's digest: the notices kept, and how many more came past the bound. */
export interface StaffDigest {
  notices: StaffNotice[];
  more: number;
}

export interface StaffMailStore {
  /** A member's choice; 'immediate' for one who never chose. */
  getChoice(staffId: string): Promise<StaffMailChoice>;
  setChoice(staffId: string, choice: StaffMailChoice): Promise<void>;
  /** Adds a notice to the member's next digest; past `max` notices it only counts one more. */
  queueDigest(staffId: string, notice: StaffNotice, max: number): Promise<void>;
  /**
   * Up to `limit` members with queued notices whose last digest was on a day before `day`
   * (YYYY-MM-DD, the township's), read by an index of the waiting queues only.
   */
  dueDigests(day: string, limit: number): Promise<string[]>;
  /**
   * Empties the member's queue as `day`'s digest, once: null, changing nothing, when it is empty
   * or that day's digest was already taken (two passes at once send one digest).
   */
  takeDigest(staffId: string, day: string): Promise<StaffDigest | null>;
  /** Deletes a member's setting and queue (their account was deleted). */
  forget(staffId: string): Promise<void>;
  /** Where the overdue sweep stopped, in the staff list's due order; null before the first sweep. */
  overdueCursor(): Promise<PageCursor | null>;
  /**
   * Moves the overdue sweep on to `to` if it still stands at `from`, in one write: false when
   * another sweep moved it first, so each batch is announced by one sweep only.
   */
  moveOverdueCursor(from: PageCursor | null, to: PageCursor): Promise<boolean>;
}
