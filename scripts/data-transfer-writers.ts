/**
 * How the import writes records into the stores (data-transfer-import.ts): one by one, several
 * at once (each is a network round trip on Firebase), or, where the request store has
 * restoreMany (SQLite), requests and their submitter info in batches of one transaction each.
 * Audit entries and follow records, which may be many and stand each on its own, go in batches
 * on every backend (one SQLite transaction, one Firestore batched write).
 */
import { legacyReference } from '#domain/requests/reference.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { dueAt, type ServiceLevels } from '#domain/requests/service-levels.ts';
import type { FollowRecord } from '#server/storage/follow-ports.ts';
import type { RequestTransfer, RestoreItem, TransferStores } from '#server/storage/transfer-ports.ts';
import { recordKey, type ExportRecord, type RecordOf } from './data-transfer-records.ts';
import { createKeyedQueue } from './data-transfer-parallel.ts';

/** Writes at once: each is a network round trip on Firebase. */
const PARALLEL = 16;
/** Requests per restoreMany (one SQLite transaction), where the store has it. */
export const BATCH_SIZE = 2_000;

/** Audit entries and follow records per batch: Firestore takes at most 500 writes in one. */
export const BULK_SIZE = 500;

/** Records with the same key are written in file order: a request, then its info and photo. */
function keyOf(record: ExportRecord): string {
  if (record.kind === 'request' || record.kind === 'submitterInfo' || record.kind === 'photo') {
    return record.kind === 'request' ? record.request.id : record.requestId;
  }
  return `${record.kind}:${recordKey(record)}`;
}

type BulkRecord = RecordOf<'auditEntry' | 'subscription' | 'followToken' | 'submitterStop'>;
type SingleRecord = Exclude<ExportRecord, BulkRecord>;

const isBulk = (record: ExportRecord): record is BulkRecord =>
  record.kind === 'auditEntry' ||
  record.kind === 'subscription' ||
  record.kind === 'followToken' ||
  record.kind === 'submitterStop';

async function writeBulk(stores: TransferStores, records: readonly BulkRecord[]): Promise<void> {
  const entries = [];
  const follow: FollowRecord[] = [];
  for (const record of records) {
    if (record.kind === 'auditEntry') entries.push(record.entry);
    else follow.push(record);
  }
  if (entries.length > 0) await stores.staffAudit.restore(entries);
  if (follow.length > 0) await stores.follow.restore(follow);
}

/** Gathers bulk records and hands them to `run` BULK_SIZE at a time. */
function bulkBuffer(run: (records: BulkRecord[]) => Promise<void>) {
  let records: BulkRecord[] = [];
  const take = () => {
    const taken = records;
    records = [];
    return taken;
  };
  return {
    async add(record: BulkRecord) {
      records.push(record);
      if (records.length >= BULK_SIZE) await run(take());
    },
    async flush() {
      if (records.length > 0) await run(take());
    },
  };
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

async function write(stores: TransferStores, record: SingleRecord, levels: ServiceLevels): Promise<void> {
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
      return;
    case 'template':
      return stores.responseTemplates.restore(record.template);
    case 'apiKey':
      return stores.apiKeys.restore({ apiKey: record.apiKey, hash: record.hash });
    case 'resetLink':
      return stores.staff.restoreResetLink(record.link);
    case 'savedView':
      return stores.savedViews.restore(record.view);
  }
}

/** Where the records go: one by one, or requests and their info in batches. */
interface Writer {
  add(record: ExportRecord): Promise<void>;
  /** Waits for everything added; rejects with the first failure. */
  finish(): Promise<void>;
}

/**
 * One record at a time (bulk ones in batches), up to PARALLEL writes at once, a request's info
 * and photo after it.
 */
export function parallelWriter(
  stores: TransferStores,
  levels: ServiceLevels,
  written: (record: ExportRecord) => void,
): Writer {
  const queue = createKeyedQueue(PARALLEL);
  let batches = 0;
  const bulk = bulkBuffer((records) =>
    queue.add(`bulk:${batches++}`, async () => {
      await writeBulk(stores, records);
      records.forEach(written);
    }),
  );
  return {
    add: (record) =>
      isBulk(record)
        ? bulk.add(record)
        : queue.add(keyOf(record), async () => {
            await write(stores, record, levels);
            written(record);
          }),
    async finish() {
      try {
        await bulk.flush();
      } finally {
        await queue.drain();
      }
    },
  };
}

/**
 * Requests and their submitter info BATCH_SIZE at a time through restoreMany, audit entries and
 * follow records BULK_SIZE at a time; the others as they come (a photo is a file, apart from the
 * database).
 */
export function batchWriter(
  stores: TransferStores,
  restoreMany: NonNullable<RequestTransfer['restoreMany']>,
  levels: ServiceLevels,
  written: (record: ExportRecord) => void,
): Writer {
  let batch = new Map<string, RestoreItem>();
  const bulk = bulkBuffer(async (records) => {
    await writeBulk(stores, records);
    records.forEach(written);
  });
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
      if (isBulk(record)) return bulk.add(record);
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
    async finish() {
      await flush();
      await bulk.flush();
    },
  };
}
