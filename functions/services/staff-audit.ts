/**
 * The account audit log as services write and admins read it (docs/product.md#311-account-audit-log).
 * Every change to an account hands its entries (built here) to the store, which writes them in
 * the same write as the change; the log screen reads `auditPage`.
 */
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditPerson,
  type NewAuditEntry,
} from '#domain/requests/staff-audit.ts';
import type { StaffAuditLog } from '../storage/ports.ts';

export interface AuditDeps {
  stores: { staffAudit: StaffAuditLog };
}

type Person = Pick<StaffProfile, 'id' | 'name' | 'email'>;

/** The part of a profile an entry keeps. @example auditPerson(profile) // { id, name, email } */
export const auditPerson = (profile: Person): AuditPerson => ({
  id: profile.id,
  name: profile.name,
  email: profile.email,
});

/** A profile from before accounts could be deactivated is active. */
const isActive = (profile: StaffProfile) => profile.active !== false;

/**
 * One entry, for a store to write with the change it records (StaffStore's AuditEntries).
 * @example accountEntry('created', admin, worker, { to: 'worker' })
 */
export function accountEntry(
  action: AuditAction,
  actor: Person,
  subject: Person,
  values: { from?: string | null; to?: string | null } = {},
): NewAuditEntry {
  return {
    action,
    actor: auditPerson(actor),
    subject: auditPerson(subject),
    from: values.from ?? null,
    to: values.to ?? null,
  };
}

/**
 * The entries of an admin's change to a profile: one for each of role, department and the active
 * flag that changed, none when nothing did.
 * @example profileEntries(admin, worker, { ...worker, role: 'manager' }) // [role-changed worker → manager]
 */
export function profileEntries(actor: Person, before: StaffProfile, after: StaffProfile): NewAuditEntry[] {
  const entries: NewAuditEntry[] = [];
  if (before.role !== after.role) {
    entries.push(accountEntry('role-changed', actor, after, { from: before.role, to: after.role }));
  }
  if (before.department !== after.department) {
    entries.push(accountEntry('department-changed', actor, after, { from: before.department, to: after.department }));
  }
  if (isActive(before) !== isActive(after)) {
    entries.push(accountEntry(isActive(after) ? 'reactivated' : 'deactivated', actor, after));
  }
  return entries;
}

interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next (older) page, or null on the last one. */
  nextCursor: string | null;
}

/** One page, newest first; one entry more is read to know whether another page follows. */
export async function auditPage(
  deps: AuditDeps,
  query: { limit?: number | undefined; cursor?: string | undefined },
): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const read = await deps.stores.staffAudit.page({ limit: limit + 1, before: query.cursor });
  const entries = read.slice(0, limit);
  return { entries, nextCursor: read.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
