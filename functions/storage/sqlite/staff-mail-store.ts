/**
 * StaffMailStore on SQLite: table staff_mail (migration 21), one row per member with their digest
 * queue as JSON, and staff_mail_sweeps for the overdue sweep's cursor. Every write that reads
 * first runs in one write transaction (BEGIN IMMEDIATE), so two passes cannot both take a digest
 * or move the cursor from the same place.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { PageCursor } from '#domain/requests/request-query.ts';
import { STAFF_MAIL_CHOICES, type StaffMailChoice, type StaffNotice } from '#domain/requests/staff-mail.ts';
import type { StaffMailStore } from '../staff-mail-ports.ts';
import { transaction } from './database.ts';

interface StaffMailRow {
  choice: string;
  digest: string;
  digest_more: number;
  digest_day: string;
}

const OVERDUE = 'overdue';

const choiceOf = (value: string | undefined): StaffMailChoice =>
  STAFF_MAIL_CHOICES.find((choice) => choice === value) ?? 'immediate';

export function createSqliteStaffMailStore(db: DatabaseSync): StaffMailStore {
  const select = db.prepare('SELECT choice, digest, digest_more, digest_day FROM staff_mail WHERE staff_id = ?');
  const upsertChoice = db.prepare(
    'INSERT INTO staff_mail (staff_id, choice) VALUES (?, ?) ON CONFLICT (staff_id) DO UPDATE SET choice = excluded.choice',
  );
  const ensure = db.prepare('INSERT INTO staff_mail (staff_id) VALUES (?) ON CONFLICT (staff_id) DO NOTHING');
  const writeQueue = db.prepare(
    'UPDATE staff_mail SET digest = ?, digest_more = ?, waiting_day = digest_day WHERE staff_id = ?',
  );
  const empty = db.prepare(
    "UPDATE staff_mail SET digest = '[]', digest_more = 0, digest_day = ?, waiting_day = NULL WHERE staff_id = ?",
  );
  const waiting = db.prepare(
    'SELECT staff_id FROM staff_mail WHERE waiting_day IS NOT NULL AND waiting_day < ? ORDER BY waiting_day, staff_id LIMIT ?',
  );
  const remove = db.prepare('DELETE FROM staff_mail WHERE staff_id = ?');
  const selectCursor = db.prepare('SELECT cursor FROM staff_mail_sweeps WHERE name = ?');
  const writeCursor = db.prepare(
    'INSERT INTO staff_mail_sweeps (name, cursor) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET cursor = excluded.cursor',
  );

  const row = (staffId: string) => select.get(staffId) as StaffMailRow | undefined;
  const cursor = () => {
    const found = selectCursor.get(OVERDUE) as { cursor: string } | undefined;
    return found ? (JSON.parse(found.cursor) as PageCursor) : null;
  };

  return {
    getChoice(staffId) {
      return Promise.resolve(choiceOf(row(staffId)?.choice));
    },

    setChoice(staffId, choice) {
      upsertChoice.run(staffId, choice);
      return Promise.resolve();
    },

    queueDigest(staffId, notice, max) {
      transaction(db, () => {
        ensure.run(staffId);
        const current = row(staffId)!;
        const notices = JSON.parse(current.digest) as StaffNotice[];
        const full = notices.length >= max;
        writeQueue.run(
          JSON.stringify(full ? notices : [...notices, notice]),
          current.digest_more + (full ? 1 : 0),
          staffId,
        );
      });
      return Promise.resolve();
    },

    dueDigests(day, limit) {
      return Promise.resolve((waiting.all(day, limit) as { staff_id: string }[]).map((found) => found.staff_id));
    },

    takeDigest(staffId, day) {
      return Promise.resolve(
        transaction(db, () => {
          const current = row(staffId);
          if (!current || current.digest_day >= day) return null;
          const notices = JSON.parse(current.digest) as StaffNotice[];
          if (notices.length === 0 && current.digest_more === 0) return null;
          empty.run(day, staffId);
          return { notices, more: current.digest_more };
        }),
      );
    },

    forget(staffId) {
      remove.run(staffId);
      return Promise.resolve();
    },

    overdueCursor() {
      return Promise.resolve(cursor());
    },

    moveOverdueCursor(from, to) {
      return Promise.resolve(
        transaction(db, () => {
          if (JSON.stringify(cursor()) !== JSON.stringify(from)) return false;
          writeCursor.run(OVERDUE, JSON.stringify({ key: to.key, id: to.id }));
          return true;
        }),
      );
    },
  };
}
