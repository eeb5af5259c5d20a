/**
 * RequestStore on SQLite: one row per request, lists as JSON, every change in one transaction
 * with the request's search words (a conditional change checks its condition inside it). A submission writes the request row and its submitter row in
 * the same transaction. Pages, counts and statistics: request-query-sql.ts, request-stats-sql.ts.
 */
import type { DatabaseSync } from 'node:sqlite';
import { STATUSES, type Status } from '#domain/requests/constants.ts';
import { newReference } from '#domain/requests/reference.ts';
import { MAX_PAGE_SIZE } from '#domain/requests/request-query.ts';
import type { NewServiceRequest, NewSubmitterInfo, ServiceRequest } from '#domain/requests/request-schemas.ts';
import {
  storedSubmitterInfo,
  StoreConflictError,
  type ChangeFeed,
  type ConditionalUpdate,
  type ListOptions,
  type RequestChange,
  type RequestCounts,
  type RequestStore,
} from '../ports.ts';
import { asError, attempt, transaction } from './database.ts';
import { listReader } from './request-list-reader.ts';
import { requestPages } from './request-pages.ts';
import { nearbyReader } from './request-nearby-sql.ts';
import { fromRow, READ_COLUMNS, toRow, type RequestRow } from './request-row.ts';
import { statsReader } from './request-stats-sql.ts';
import { requestWriter } from './request-writer.ts';
import { submitterInfoWriter } from './submitter-info-store.ts';
import { setUniqueReference } from './unique-reference.ts';
import type { RequestTransfer } from '../transfer-ports.ts';

/** The fields a change sets, without keys that are present but undefined. */
function definedFields(set: RequestChange['set']): Partial<ServiceRequest> {
  const entries: [string, unknown][] = Object.entries(set ?? {});
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

const always = () => true;

/** SQLite takes -1 as "no limit". */
const limitOf = (options?: ListOptions) => (options?.limit === undefined ? -1 : Math.max(0, Math.floor(options.limit)));

/** A page's size, 1 to MAX_PAGE_SIZE whatever a caller asks. */
const pageLimit = (limit: number) => Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit) || 1));

interface SqliteRequestStoreOptions {
  now: () => Date;
  feed: ChangeFeed;
  /** Draws a new request's reference; tests pass one that clashes. */
  drawReference?: () => string;
  /** The database file, for whole-list reads on a connection of their own (request-pages.ts). */
  file?: string;
}

export function createSqliteRequestStore(
  db: DatabaseSync,
  options: SqliteRequestStoreOptions,
): RequestStore & RequestTransfer {
  const writer = requestWriter(db);
  const byId = db.prepare(`SELECT ${READ_COLUMNS} FROM requests WHERE id = ?`);
  const byReference = db.prepare(`SELECT ${READ_COLUMNS} FROM requests WHERE reference = ?`);
  const draw = options.drawReference ?? newReference;
  const newest = db.prepare(`SELECT ${READ_COLUMNS} FROM requests ORDER BY created_at DESC, id DESC LIMIT ?`);
  const byAssignee = db.prepare(
    `SELECT ${READ_COLUMNS} FROM requests WHERE assigned_to = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const mergedInto = db.prepare(
    `SELECT ${READ_COLUMNS} FROM requests WHERE merged_into = ? ORDER BY created_at, id LIMIT ?`,
  );
  const createdBetween = db.prepare(
    `SELECT ${READ_COLUMNS} FROM requests WHERE created_at BETWEEN ? AND ? ORDER BY created_at DESC, id DESC`,
  );
  // request_counts: a count per combination of status, priority, category and assignment.
  const statusCounts = db.prepare('SELECT status, sum(n) AS n FROM request_counts GROUP BY status');
  const emergencies = db.prepare(
    "SELECT coalesce(sum(n), 0) AS n FROM request_counts WHERE status IN ('New', 'In Progress') AND priority_rank = 4",
  );
  const lists = listReader(db);
  const stats = statsReader(db);
  const near = nearbyReader(db);

  const read = (id: string) => {
    const row = byId.get(id) as RequestRow | undefined;
    return row ? fromRow(row) : null;
  };
  const writeSubmitterInfo = submitterInfoWriter(db);

  /**
   * One change in one write transaction, if `condition` holds for the row as read inside it
   * (BEGIN IMMEDIATE: no other connection writes between the check and the write). Published
   * once committed.
   */
  const applyIf = (
    id: string,
    change: RequestChange,
    condition: (current: ServiceRequest) => boolean,
  ): ConditionalUpdate | null => {
    const outcome = transaction(db, () => {
      const current = read(id);
      if (!current) return null;
      if (!condition(current)) return { applied: false, request: current };
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
      writer.change(current, next);
      return { applied: true, request: next };
    });
    if (outcome?.applied) options.feed.publish({ type: 'updated', request: outcome.request });
    return outcome;
  };

  /** Inserts a new row stamped with the store's clock; a taken id is a StoreConflictError. */
  const insertNew = (request: NewServiceRequest): ServiceRequest => {
    // Asked first: a clash of references would otherwise be refused before the id (the index
    // on references is checked first) and drawn again in vain. Inside the write's transaction.
    if (byId.get(request.id)) throw new StoreConflictError(`A request with id ${request.id} exists.`);
    const stamp = options.now().toISOString();
    // Through the row mapping and back, so only known fields are kept and published.
    const stored = fromRow(toRow({ ...request, reference: draw(), createdAt: stamp, lastUpdatedAt: stamp }));
    try {
      stored.reference = setUniqueReference(stored.reference, draw, (reference) => {
        writer.insert({ ...stored, reference });
      });
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
      return created(() => transaction(db, () => insertNew(request)));
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

    getByReference(reference) {
      const row = byReference.get(reference) as RequestRow | undefined;
      return Promise.resolve(row ? fromRow(row) : null);
    },

    list(listOptions) {
      return Promise.resolve((newest.all(limitOf(listOptions)) as unknown as RequestRow[]).map(fromRow));
    },

    listByAssignee(staffId, listOptions) {
      return Promise.resolve((byAssignee.all(staffId, limitOf(listOptions)) as unknown as RequestRow[]).map(fromRow));
    },

    listMergedInto(id, limit) {
      return Promise.resolve((mergedInto.all(id, limitOf({ limit })) as unknown as RequestRow[]).map(fromRow));
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

    page(query) {
      return attempt(() => lists.page({ ...query, limit: pageLimit(query.limit) }));
    },

    ...(options.file === undefined ? {} : { pages: requestPages(options.file) }),

    count(filter) {
      return attempt(() => lists.count(filter));
    },

    stats(query) {
      return Promise.resolve(stats(query));
    },

    update(id, change: RequestChange) {
      const outcome = applyIf(id, change, always);
      return Promise.resolve(outcome?.request ?? null);
    },

    updateIf(id, change, condition) {
      return attempt(() => applyIf(id, change, condition));
    },

    nearby(query) {
      return attempt(() => near.nearby(query));
    },

    addAlsoReported(id) {
      return attempt(() => near.addAlsoReported(id));
    },

    alsoReported(id) {
      return attempt(() => near.alsoReported(id));
    },

    restoreMany(items) {
      return attempt(() => {
        transaction(db, () => {
          for (const { request, info } of items) {
            writer.upsert(request);
            if (info) writeSubmitterInfo(request.id, info);
          }
        });
      });
    },

    restore(request: ServiceRequest) {
      // Through the row mapping, so only known fields are kept; nothing is published.
      return attempt(() => {
        transaction(db, () => {
          writer.upsert(request);
        });
      });
    },
  };
}
