/** StaffAuditLog on SQLite: table staff_audit, keyed by ids that sort by time, read a page at a time. */
import type { DatabaseSync } from 'node:sqlite';
import type { AuditAction, AuditEntry } from '#domain/requests/staff-audit.ts';
import { auditEntryId } from '../audit-id.ts';
import type { StaffAuditLog } from '../ports.ts';
import { transaction } from './database.ts';

interface AuditRow {
  id: string;
  at: number;
  action: string;
  actor_id: string;
  actor_name: string;
  actor_email: string;
  subject_id: string;
  subject_name: string;
  subject_email: string;
  from_value: string | null;
  to_value: string | null;
}

function fromRow(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action as AuditAction,
    actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
    subject: { id: row.subject_id, name: row.subject_name, email: row.subject_email },
    from: row.from_value,
    to: row.to_value,
  };
}

/** @example const log = createSqliteStaffAuditLog(db, () => new Date()); */
export function createSqliteStaffAuditLog(db: DatabaseSync, now: () => Date): StaffAuditLog {
  const columns = `(id, at, action, actor_id, actor_name, actor_email, subject_id, subject_name,
       subject_email, from_value, to_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  const insert = db.prepare(`INSERT INTO staff_audit ${columns}`);
  const replace = db.prepare(`INSERT OR REPLACE INTO staff_audit ${columns}`);
  const write = (statement: typeof insert, entry: AuditEntry) =>
    statement.run(
      entry.id,
      Date.parse(entry.at),
      entry.action,
      entry.actor.id,
      entry.actor.name,
      entry.actor.email,
      entry.subject.id,
      entry.subject.name,
      entry.subject.email,
      entry.from,
      entry.to,
    );
  const newest = db.prepare('SELECT * FROM staff_audit ORDER BY id DESC LIMIT ?');
  const before = db.prepare('SELECT * FROM staff_audit WHERE id < ? ORDER BY id DESC LIMIT ?');

  return {
    append(entry) {
      const at = now();
      const stored: AuditEntry = {
        ...entry,
        from: entry.from ?? null,
        to: entry.to ?? null,
        id: auditEntryId(at),
        at: at.toISOString(),
      };
      write(insert, stored);
      return Promise.resolve(stored);
    },

    page({ limit, before: cursor }) {
      const rows = cursor === undefined ? newest.all(limit) : before.all(cursor, limit);
      return Promise.resolve((rows as unknown as AuditRow[]).map(fromRow));
    },

    restore(entries) {
      if (entries.length > 0)
        transaction(db, () => {
          for (const entry of entries) write(replace, entry);
        });
      return Promise.resolve();
    },
  };
}
