/**
 * How the import writes records into the stores (data-transfer-import.ts): one by one, several
 * at once (each is a network round trip on Firebase), or, where the request store has
 * restoreMany (SQLite), requests and their submitter info in batches of one transaction each.
 */
import { legacyReference } from '#domain/requests/reference.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { dueAt, type ServiceLevels } from '#domain/requests/service-levels.ts';
import type { RequestStore, RestoreItem, Stores } from '#server/storage/ports.ts';
import type { ExportRecord } from './data-transfer-format.ts';
import { createKeyedQueue } from './data-transfer-parallel.ts';

/** Writes at once: each is a network round trip on Firebase. */
const PARALLEL = 16;
/** Requests per restoreMany (one SQLite transaction), where the store has it. */
export const BATCH_SIZE = 2_000;

/** Records with the same key are written in file order. */
function keyOf(record: ExportRecord): string {
  if (record.kind === 'staff') return `staff:${record.profile.id}`;
  return record.kind === 'request' ? record.request.id : record.requestId;
}

type ExportedRequest = Extract<ExportRecord, { kind: 'request' }>['request'];

/**
 * The request to store: as exported, with the due date its category's target gives from its
 * submission when the export has none (made before due dates existed), and the reference derived
 * from its id when it has none (made before references existed).
 */
function completed(request: ExportedRequest, levels: ServiceLevels): ServiceRequest {
  return {
    ...request,
    reference: request.reference ?? legacyReference(request.id),
    dueAt: request.dueAt ?? dueAt(new Date(request.createdAt), request.category, levels).toISOString(),
  };
}

async function write(stores: Stores, record: ExportRecord, levels: ServiceLevels): Promise<void> {
  switch (record.kind) {
    case 'request':
      return stores.requests.restore(completed(record.request, levels));
    case 'submitterInfo':
      return stores.submitterInfo.restore(record.requestId, record.info);
    case 'staff':
      return stores.staff.restore(record.profile, record.passwordHash);
    case 'photo':
      await stores.photos.put(
        record.requestId,
        record.fileName,
        new Uint8Array(Buffer.from(record.data, 'base64')),
        record.contentType,
      );
  }
}

/** Where the records go: one by one, or requests and their info in batches. */
export interface Writer {
  add(record: ExportRecord): Promise<void>;
  /** Waits for everything added; rejects with the first failure. */
  finish(): Promise<void>;
}

/** One record at a time, up to PARALLEL at once, a request's info and photo after it. */
export function parallelWriter(stores: Stores, levels: ServiceLevels, written: (record: ExportRecord) => void): Writer {
  const queue = createKeyedQueue(PARALLEL);
  return {
    add: (record) =>
      queue.add(keyOf(record), async () => {
        await write(stores, record, levels);
        written(record);
      }),
    finish: () => queue.drain(),
  };
}

/**
 * Requests and their submitter info BATCH_SIZE at a time through restoreMany; staff and photos
 * as they come (a photo is a file, apart from the database).
 */
export function batchWriter(
  stores: Stores,
  restoreMany: NonNullable<RequestStore['restoreMany']>,
  levels: ServiceLevels,
  written: (record: ExportRecord) => void,
): Writer {
  let batch = new Map<string, RestoreItem>();
  const flush = async () => {
    const items = [...batch.values()];
    batch = new Map();
    if (items.length === 0) return;
    await restoreMany(items);
    for (const { request, info } of items) {
      written({ kind: 'request', request });
      if (info) written({ kind: 'submitterInfo', requestId: request.id, info });
    }
  };
  return {
    async add(record) {
      if (record.kind === 'request') {
        batch.set(record.request.id, { request: completed(record.request, levels), info: null });
        if (batch.size >= BATCH_SIZE) await flush();
        return;
      }
      if (record.kind === 'submitterInfo') {
        const item = batch.get(record.requestId);
        if (item) {
          item.info = record.info;
          return;
        }
        // Its request went in an earlier batch, or is in this one's queue: write that first.
        await flush();
      }
      await write(stores, record, levels);
      written(record);
    },
    finish: flush,
  };
}
