/**
 * The account audit log as services write and admins read it (docs/product.md#311-account-audit-log).
 * Every change to an account goes through `recordAccountChange`; the log screen reads `auditPage`.
 */
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditPerson } from '#domain/requests/staff-audit.ts';
import type { StaffAuditLog } from '../storage/ports.ts';

export interface AuditDeps {
  stores: { staffAudit: StaffAuditLog };
}

/** The part of a profile an entry keeps. @example auditPerson(profile) // { id, name, email } */
export const auditPerson = (profile: Pick<StaffProfile, 'id' | 'name' | 'email'>): AuditPerson => ({
  id: profile.id,
  name: profile.name,
  email: profile.email,
});

/**
 * @example await recordAccountChange(deps, 'role-changed', admin, worker, { from: 'worker', to: 'manager' });
 */
export async function recordAccountChange(
  deps: AuditDeps,
  action: AuditAction,
  actor: Pick<StaffProfile, 'id' | 'name' | 'email'>,
  subject: Pick<StaffProfile, 'id' | 'name' | 'email'>,
  values: { from?: string | null; to?: string | null } = {},
): Promise<void> {
  await deps.stores.staffAudit.append({
    action,
    actor: auditPerson(actor),
    subject: auditPerson(subject),
    from: values.from ?? null,
    to: values.to ?? null,
  });
}

export interface AuditPage {
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
