/**
 * The account audit log (docs/product.md#311-account-audit-log): one entry for every change to a
 * staff account, saying who did what to whom and when. Admins read it newest first, a page at a
 * time; the cursor is the last entry's id, as ids sort by time.
 */
import * as z from 'zod/mini';
import { ROLE_LABELS, type Role } from './constants.ts';

export const AUDIT_ACTIONS = [
  'created',
  'deleted',
  'role-changed',
  'department-changed',
  'deactivated',
  'reactivated',
  'password-changed',
  'password-reset-issued',
  'password-reset-used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Someone named in an entry, as they were then: names survive the account's deletion. */
export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

export interface NewAuditEntry {
  action: AuditAction;
  /** Who made the change; the member themselves for their own password. */
  actor: AuditPerson;
  /** Whose account changed. */
  subject: AuditPerson;
  /** Before and after, for a role or department; the reset method; the new account's role. */
  from?: string | null;
  to?: string | null;
}

export interface AuditEntry extends Required<NewAuditEntry> {
  id: string;
  /** ISO 8601, stamped by the store. */
  at: string;
}

export const AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;

/** GET /api/admin/audit: a page size and the cursor of the page before, if any. */
export const auditPageQuerySchema = z.object({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.pipe(
        z.transform((text: string) => Number(text)),
        z.number().check(z.gte(1), z.lte(MAX_AUDIT_PAGE_SIZE)),
      ),
    ),
  ),
  cursor: z.optional(z.string().check(z.refine(isAuditId, 'That page cursor is not valid.'))),
});

/**
 * Whether text can be an entry id, and so a page cursor: ids sort by time (auditEntryId), so a
 * page is the entries with smaller ids.
 * @example isAuditId('0lqzk3b2w0001x7k2ab') // true
 */
export function isAuditId(text: string): boolean {
  return /^[0-9a-z]{19}$/.test(text);
}

const roleName = (value: string | null) => (value && value in ROLE_LABELS ? ROLE_LABELS[value as Role] : value);

/**
 * What happened, in words for the log screen.
 * @example auditSummary({ action: 'role-changed', from: 'worker', to: 'manager' }) // 'Role changed from Worker to Manager'
 */
export function auditSummary(entry: Pick<AuditEntry, 'action' | 'from' | 'to'>): string {
  switch (entry.action) {
    case 'created':
      return `Account created as ${roleName(entry.to) ?? 'staff'}`;
    case 'deleted':
      return 'Account deleted';
    case 'role-changed':
      return `Role changed from ${roleName(entry.from) ?? '?'} to ${roleName(entry.to) ?? '?'}`;
    case 'department-changed':
      return `Department changed from ${entry.from ?? '?'} to ${entry.to ?? '?'}`;
    case 'deactivated':
      return 'Account deactivated';
    case 'reactivated':
      return 'Account reactivated';
    case 'password-changed':
      return 'Password changed';
    case 'password-reset-issued':
      if (entry.to === 'email') return 'Password link e-mailed on request';
      return entry.to === 'link' ? 'Password reset link issued' : 'Temporary password issued';
    case 'password-reset-used':
      return 'Password set with a reset link';
  }
}
