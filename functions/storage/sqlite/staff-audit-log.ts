/**
 * StaffAuditLog on SQLite: table staff_audit, keyed by ids that sort by time, read a page at a
 * time. The staff store writes an account change's entries in the change's transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AuditAction, AuditEntry, NewAuditEntry } from '#domain/requests/staff-audit.ts';
import { stampedAuditEntry } from '../audit-id.ts';
import type { StaffAuditLog } from '../ports.ts';
import { transaction } from './database.ts';
import type { StaffAuditTransfer } from '../transfer-ports.ts';

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

const INSERT_COLUMNS = `(id, at, action, actor_id, actor_name, actor_email, subject_id, subject_name,
       subject_email, from_value, to_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

type Statement = ReturnType<DatabaseSync['prepare']>;

function writeRow(statement: Statement, entry: AuditEntry): void {
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
}

/**
 * Writes audit entries stamped with the clock, for a caller's transaction: an account change
 * writes its entries inside its own (staff-store.ts), so both commit or neither does.
 * @example transaction(db, () => { changeAccount(); writeAudit([entry]); });
 */
export function sqliteAuditWriter(
  db: DatabaseSync,
  now: () => Date,
): (entries: readonly NewAuditEntry[]) => AuditEntry[] {
  const insert = db.prepare(`INSERT INTO staff_audit ${INSERT_COLUMNS}`);
  const write = (entry: NewAuditEntry): AuditEntry => {
    const stored = stampedAuditEntry(entry, now());
    writeRow(insert, stored);
    return stored;
  };
  return (entries) => entries.map(write);
}

/** @example const log = createSqliteStaffAuditLog(db, () => new Date()); */
export function createSqliteStaffAuditLog(db: DatabaseSync, now: () => Date): StaffAuditLog & StaffAuditTransfer {
  const write = sqliteAuditWriter(db, now);
  const replace = db.prepare(`INSERT OR REPLACE INTO staff_audit ${INSERT_COLUMNS}`);
  const newest = db.prepare('SELECT * FROM staff_audit ORDER BY id DESC LIMIT ?');
  const before = db.prepare('SELECT * FROM staff_audit WHERE id < ? ORDER BY id DESC LIMIT ?');

  return {
    append(entry) {
      return Promise.resolve(write([entry])[0]!);
    },

    page({ limit, before: cursor }) {
      const rows = cursor === undefined ? newest.all(limit) : before.all(cursor, limit);
      return Promise.resolve((rows as unknown as AuditRow[]).map(fromRow));
    },

    restore(entries) {
      if (entries.length > 0)
        transaction(db, () => {
          for (const entry of entries) writeRow(replace, entry);
        });
      return Promise.resolve();
    },
  };
}
