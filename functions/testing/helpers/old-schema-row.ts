/**
 * Writing a request into a database migrated only part of the way, as a migration test needs:
 * the row as today's code writes it, less the columns that database does not have yet, so each
 * test keeps working as later migrations add columns.
 */
import type { DatabaseSync } from 'node:sqlite';
import { toRow } from '../../storage/sqlite/request-row.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';

/**
 * Inserts the request's row with only the columns `requests` has in `db`.
 * @example insertOldRow(db, sampleRequest()) // the database before migration 19 lacks merged_into
 */
export function insertOldRow(db: DatabaseSync, request: ServiceRequest): void {
  const known = new Set(
    (db.prepare('SELECT name FROM pragma_table_info(?)').all('requests') as { name: string }[]).map((c) => c.name),
  );
  const entries = Object.entries(toRow(request)).filter(([column]) => known.has(column));
  const columns = entries.map(([column]) => column).join(', ');
  db.prepare(`INSERT INTO requests (${columns}) VALUES (${entries.map(() => '?').join(', ')})`).run(
    ...entries.map(([, value]) => value as string | number | null),
  );
}
