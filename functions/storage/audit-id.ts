/**
 * Ids of the account audit log that sort by time: the store's clock in base36 milliseconds, a
 * counter (entries in one millisecond, or under a fixed test clock, keep the order they were
 * written in) and random characters, 19 in all. A page is then read by id alone. Both adapters
 * stamp a new entry with stampedAuditEntry.
 */
import { randomBytes } from 'node:crypto';
import type { AuditEntry, NewAuditEntry } from '#domain/requests/staff-audit.ts';

const COUNTER_SPAN = 36 ** 4;
let counter = 0;

/**
 * @example auditEntryId(new Date('2026-03-01T12:00:00Z')) // 'm7pt2x800000a1b2c3d' (19 characters)
 */
export function auditEntryId(at: Date): string {
  counter = (counter + 1) % COUNTER_SPAN;
  const time = at.getTime().toString(36).padStart(9, '0');
  const random = [...randomBytes(6)].map((byte) => (byte % 36).toString(36)).join('');
  return `${time}${counter.toString(36).padStart(4, '0')}${random}`;
}

/**
 * An entry as a store keeps it: stamped with `at` and an id that sorts by it, unset values null.
 * @example stampedAuditEntry({ action: 'deactivated', actor, subject }, now).from // null
 */
export function stampedAuditEntry(entry: NewAuditEntry, at: Date): AuditEntry {
  return { ...entry, from: entry.from ?? null, to: entry.to ?? null, id: auditEntryId(at), at: at.toISOString() };
}
