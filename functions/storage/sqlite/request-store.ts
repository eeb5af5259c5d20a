/**
 * RequestStore on SQLite: one row per request, lists as JSON, every change in one transaction. A
 * submission writes the request row and its submitter row in the same transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { STATUSES, type Status } from '#domain/requests/constants.ts';
import type { NewServiceRequest, NewSubmitterInfo, ServiceRequest } from '#domain/requests/request-schemas.ts';
import {
  storedSubmitterInfo,
  StoreConflictError,
  type ChangeFeed,
  type ListOptions,
  type RequestChange,
  type RequestCounts,
  type RequestStore,
} from '../ports.ts';
import { transaction } from './database.ts';
import { submitterInfoWriter } from './submitter-info-store.ts';

interface RequestRow {
  id: string;
  category: string;
  description: string;
  address: string;
  location: string;
  image_url: string | null;
  status: string;
  priority: string;
  assigned_department: string | null;
  assigned_to: string | null;
  created_at: number;
  last_updated_at: number;
  history: string;
  comments: string;
  internal_notes: string;
  ai_triage: string | null;
  ai_photo_analysis: string | null;
}

const COLUMNS =
  'id, category, description, address, location, image_url, status, priority, assigned_department, assigned_to, created_at, last_updated_at, history, comments, internal_notes, ai_triage, ai_photo_analysis';

/** Rows are only ever written by toRow, so reading them back needs no validation pass. */
function fromRow(row: RequestRow): ServiceRequest {
  return {
    id: row.id,
    category: row.category as ServiceRequest['category'],
    description: row.description,
    address: row.address,
    location: JSON.parse(row.location) as ServiceRequest['location'],
    imageUrl: row.image_url,
    status: row.status as ServiceRequest['status'],
    priority: row.priority as ServiceRequest['priority'],
    assignedDepartment: row.assigned_department,
    assignedTo: row.assigned_to,
    createdAt: new Date(row.created_at).toISOString(),
    lastUpdatedAt: new Date(row.last_updated_at).toISOString(),
    history: JSON.parse(row.history) as ServiceRequest['history'],
    comments: JSON.parse(row.comments) as ServiceRequest['comments'],
    internalNotes: JSON.parse(row.internal_notes) as ServiceRequest['internalNotes'],
    aiTriage: row.ai_triage === null ? null : (JSON.parse(row.ai_triage) as ServiceRequest['aiTriage']),
    aiPhotoAnalysis:
      row.ai_photo_analysis === null ? null : (JSON.parse(row.ai_photo_analysis) as ServiceRequest['aiPhotoAnalysis']),
  };
}

function toRow(request: ServiceRequest): RequestRow {
  return {
    id: request.id,
    category: request.category,
    description: request.description,
    address: request.address,
    location: JSON.stringify(request.location ? { lat: request.location.lat, lng: request.location.lng } : null),
    image_url: request.imageUrl,
    status: request.status,
    priority: request.priority,
    assigned_department: request.assignedDepartment,
    assigned_to: request.assignedTo,
    created_at: Date.parse(request.createdAt),
    last_updated_at: Date.parse(request.lastUpdatedAt),
    history: JSON.stringify(request.history),
    comments: JSON.stringify(request.comments),
    internal_notes: JSON.stringify(request.internalNotes),
    ai_triage: request.aiTriage === null ? null : JSON.stringify(request.aiTriage),
    ai_photo_analysis: request.aiPhotoAnalysis === null ? null : JSON.stringify(request.aiPhotoAnalysis),
  };
}

/** The fields a change sets, without keys that are present but undefined. */
function definedFields(set: RequestChange['set']): Partial<ServiceRequest> {
  const entries: [string, unknown][] = Object.entries(set ?? {});
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** SQLite takes -1 as "no limit". */
const limitOf = (options?: ListOptions) => (options?.limit === undefined ? -1 : Math.max(0, Math.floor(options.limit)));

interface SqliteRequestStoreOptions {
  now: () => Date;
  feed: ChangeFeed;
}

export function createSqliteRequestStore(db: DatabaseSync, options: SqliteRequestStoreOptions): RequestStore {
  const placeholders = COLUMNS.split(', ')
    .map((name) => `:${name}`)
    .join(', ');
  const insert = db.prepare(`INSERT INTO requests (${COLUMNS}) VALUES (${placeholders})`);
  const replace = db.prepare(
    `UPDATE requests SET ${COLUMNS.split(', ')
      .filter((name) => name !== 'id' && name !== 'created_at')
      .map((name) => `${name} = :${name}`)
      .join(', ')} WHERE id = :id`,
  );
  // Data import: the whole row as given, timestamps included, over any row with the same id. An
  // upsert, not INSERT OR REPLACE, whose delete would cascade to the submitter info.
  const upsert = db.prepare(
    `INSERT INTO requests (${COLUMNS}) VALUES (${placeholders}) ON CONFLICT (id) DO UPDATE SET ${COLUMNS.split(', ')
      .filter((name) => name !== 'id')
      .map((name) => `${name} = excluded.${name}`)
      .join(', ')}`,
  );
  const byId = db.prepare(`SELECT ${COLUMNS} FROM requests WHERE id = ?`);
  const newest = db.prepare(`SELECT ${COLUMNS} FROM requests ORDER BY created_at DESC, id DESC LIMIT ?`);
  const byAssignee = db.prepare(
    `SELECT ${COLUMNS} FROM requests WHERE assigned_to = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const createdBetween = db.prepare(
    `SELECT ${COLUMNS} FROM requests WHERE created_at BETWEEN ? AND ? ORDER BY created_at DESC, id DESC`,
  );
  const statusCounts = db.prepare('SELECT status, count(*) AS n FROM requests GROUP BY status');
  const emergencies = db.prepare(
    "SELECT count(*) AS n FROM requests WHERE priority = 'Emergency' AND status IN ('New', 'In Progress')",
  );

  const read = (id: string) => {
    const row = byId.get(id) as RequestRow | undefined;
    return row ? fromRow(row) : null;
  };
  const writeSubmitterInfo = submitterInfoWriter(db);

  /** Inserts a new row stamped with the store's clock; a taken id is a StoreConflictError. */
  const insertNew = (request: NewServiceRequest): ServiceRequest => {
    const stamp = options.now().toISOString();
    // Through the row mapping and back, so only known fields are kept and published.
    const stored = fromRow(toRow({ ...request, createdAt: stamp, lastUpdatedAt: stamp }));
    try {
      insert.run({ ...toRow(stored) });
    } catch (error) {
      if (error instanceof Error && /UNIQUE constraint failed: requests\.id/.test(error.message)) {
        throw new StoreConflictError(`A request with id ${request.id} exists.`);
      }
      throw error;
    }
    return stored;
  };

  /** Runs a write and publishes the request it created, only once the write has committed. */
  const created = (write: () => ServiceRequest) => {
    let stored: ServiceRequest;
    try {
      stored = write();
    } catch (error) {
      return Promise.reject(asError(error));
    }
    options.feed.publish({ type: 'created', request: stored });
    return Promise.resolve(stored);
  };

  return {
    create(request: NewServiceRequest) {
      return created(() => insertNew(request));
    },

    createWithSubmitterInfo(request: NewServiceRequest, info: NewSubmitterInfo) {
      return created(() =>
        transaction(db, () => {
          const stored = insertNew(request);
          writeSubmitterInfo(stored.id, storedSubmitterInfo(info, options.now()));
          return stored;
        }),
      );
    },

    get(id) {
      return Promise.resolve(read(id));
    },

    list(listOptions) {
      return Promise.resolve((newest.all(limitOf(listOptions)) as unknown as RequestRow[]).map(fromRow));
    },

    listByAssignee(staffId, listOptions) {
      return Promise.resolve((byAssignee.all(staffId, limitOf(listOptions)) as unknown as RequestRow[]).map(fromRow));
    },

    listCreatedBetween(from, to) {
      const rows = createdBetween.all(from.getTime(), to.getTime()) as unknown as RequestRow[];
      return Promise.resolve(rows.map(fromRow));
    },

    counts() {
      const byStatus = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;
      for (const row of statusCounts.all() as unknown as { status: Status; n: number }[]) {
        if (row.status in byStatus) byStatus[row.status] = row.n;
      }
      const activeEmergencies = (emergencies.get() as { n: number }).n;
      return Promise.resolve({ byStatus, activeEmergencies } satisfies RequestCounts);
    },

    update(id, change: RequestChange) {
      const updated = transaction(db, () => {
        const current = read(id);
        if (!current) return null;
        // Never earlier than the last update, so lastUpdatedAt only moves forward even if the clock steps back.
        const stamp = new Date(Math.max(options.now().getTime(), Date.parse(current.lastUpdatedAt))).toISOString();
        const next: ServiceRequest = {
          ...current,
          ...definedFields(change.set),
          history: [...current.history, ...(change.history ?? [])],
          comments: [...current.comments, ...(change.comments ?? [])],
          internalNotes: [...current.internalNotes, ...(change.internalNotes ?? [])],
          lastUpdatedAt: stamp,
        };
        const row: Partial<RequestRow> = toRow(next);
        delete row.created_at;
        replace.run({ ...row });
        return next;
      });
      if (updated) options.feed.publish({ type: 'updated', request: updated });
      return Promise.resolve(updated);
    },

    restore(request: ServiceRequest) {
      try {
        // Through the row mapping, so only known fields are kept; nothing is published.
        upsert.run({ ...toRow(request) });
      } catch (error) {
        return Promise.reject(asError(error));
      }
      return Promise.resolve();
    },
  };
}
