/**
 * Export of the 311 data (scripts/data-transfer.ts): every staff profile with its login's
 * password hash, every request with its submitter info and photo, then response templates, saved
 * views, API keys, live reset links, the account audit log and what following requests keeps
 * (data-transfer-export-sources.ts), from any backend, into one JSON Lines file
 * (data-transfer-format.ts). Requests, saved views, audit entries and follow records are read a
 * page at a time, so memory stays flat however many there are. The records go to a temporary
 * file first, since the header with the counts comes first; the finished file appears under its
 * name only when complete.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { access, link, rm } from 'node:fs/promises';
import { finished, pipeline } from 'node:stream/promises';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { cursorAfter, type PageCursor } from '#domain/requests/request-query.ts';
import type { RequestStore, Stores } from '#server/storage/ports.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import {
  COUNT_OF,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  checkedRecord,
  emptyCounts,
  exportHeaderSchema,
  type ExportCounts,
  type ExportHeader,
  type ExportRecord,
} from './data-transfer-format.ts';
import { otherRecords, type LeftOut } from './data-transfer-export-sources.ts';
import { mapOrdered } from './data-transfer-parallel.ts';
import { ensureTownship } from '#server/config/township.ts';

/** The file holds residents' contacts and password hashes: readable by its owner only. */
const PRIVATE = 0o600;

/** Requests read at once: each may carry a photo of up to 10 MB in memory. */
const PARALLEL = 8;

/**
 * Far enough ahead that every pending message is due: the outbox's "all pending". The last
 * instant Firestore timestamps can hold (a JavaScript Date's own maximum is refused there).
 */
const END_OF_TIME = new Date('9999-12-31T23:59:59.999Z');

interface ExportOptions {
  /** The backend the stores belong to, for the header. */
  source: ExportHeader['source'];
  now?: () => Date;
}

interface ExportResult {
  header: ExportHeader;
  /** Things that did not stop the export but need a person's attention. */
  warnings: string[];
  leftOut: LeftOut;
}

/**
 * The photo file name a request's imageUrl points at, when it is a photo of this store
 * (`photos.urlFor(request.id, name)`); null for no photo or a URL from elsewhere.
 * @example photoFileNameOf(stores.photos, request) // 'photo.jpg'
 */
function photoFileNameOf(photos: Stores['photos'], request: ServiceRequest): string | null {
  if (!request.imageUrl) return null;
  const last = request.imageUrl.slice(request.imageUrl.lastIndexOf('/') + 1);
  let fileName: string;
  try {
    fileName = decodeURIComponent(last);
  } catch {
    return null;
  }
  return photos.urlFor(request.id, fileName) === request.imageUrl ? fileName : null;
}

async function writeLine(out: WriteStream, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

/** Ends a stream; rejects if it failed at any point (even before this was called). */
async function endStream(out: WriteStream): Promise<void> {
  out.end();
  await finished(out);
}

/** A request's lines: the request, its submitter info and its photo, when it has them. */
async function recordsOf(stores: TransferStores, request: ServiceRequest, warnings: string[]): Promise<ExportRecord[]> {
  const records: ExportRecord[] = [{ kind: 'request', request }];
  const info = await stores.submitterInfo.get(request.id);
  if (info) records.push({ kind: 'submitterInfo', requestId: request.id, info });
  if (!request.imageUrl) return records;
  const fileName = photoFileNameOf(stores.photos, request);
  const photo = fileName === null ? null : await stores.photos.get(request.id, fileName);
  if (fileName === null || photo === null) {
    warnings.push(
      `Request ${request.id}: its photo ${request.imageUrl} was not found in the photo store; not exported.`,
    );
    return records;
  }
  const data = Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength).toString('base64');
  records.push({ kind: 'photo', requestId: request.id, fileName, contentType: photo.contentType, data });
  return records;
}

/** Requests read per page: the export holds one page at a time, however many there are. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every request, newest first, a page at a time (keyset paging, so requests arriving meanwhile
 * neither shift nor repeat a page).
 * @example for await (const page of requestPages(stores.requests)) console.log(page.length);
 */
async function* requestPages(requests: RequestStore): AsyncGenerator<ServiceRequest[]> {
  let after: PageCursor | null = null;
  for (;;) {
    const page = await requests.page({
      filter: {},
      sort: 'created',
      direction: 'desc',
      limit: EXPORT_PAGE_SIZE,
      after,
    });
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = cursorAfter(page.at(-1)!, 'created');
  }
}

/** Writes the records, returning their counts; the caller writes the header in front. */
async function writeRecords(
  stores: TransferStores,
  out: WriteStream,
  at: Date,
  notes: { warnings: string[]; leftOut: LeftOut },
): Promise<ExportCounts> {
  const { warnings } = notes;
  const counts = emptyCounts();
  const put = async (record: ExportRecord) => {
    await writeLine(out, checkedRecord(record));
    counts[COUNT_OF[record.kind]]++;
  };

  let withoutHash = 0;
  const withHashes = mapOrdered(await stores.staff.listProfiles(), PARALLEL, async (profile) => ({
    profile,
    passwordHash: (await stores.staff.findLogin(profile.email))?.passwordHash ?? null,
  }));
  for await (const { profile, passwordHash } of withHashes) {
    if (passwordHash === null) withoutHash++;
    await put({ kind: 'staff', profile, passwordHash });
  }
  if (withoutHash > 0) {
    warnings.push(
      `${withoutHash} staff account(s) have no password hash here (Firebase Auth keeps passwords, or none was set): ` +
        'imported into the embedded default, they cannot sign in until they are given a new password.',
    );
  }

  for await (const page of requestPages(stores.requests)) {
    for await (const records of mapOrdered(page, PARALLEL, (request) => recordsOf(stores, request, warnings))) {
      for (const record of records) await put(record);
    }
  }

  for await (const record of otherRecords(stores, at, notes.leftOut)) await put(record);

  const pending = (await stores.outbox.listPending(END_OF_TIME)).length;
  if (pending > 0) {
    warnings.push(
      `${pending} notification(s) are still waiting in the outbox and are not exported: ` +
        'let them go out (keep the server running with its mail and SMS settings) before moving the data.',
    );
  }
  return counts;
}

/**
 * Exports everything to `outFile`, which must not exist yet (an export never overwrites).
 * @example const { header, warnings, leftOut } = await exportData(stores, 'backup.jsonl', { source: 'local' });
 */
export async function exportData(
  stores: TransferStores,
  outFile: string,
  options: ExportOptions,
): Promise<ExportResult> {
  ensureTownship(); // Categories and departments are checked against the township profile.
  const now = options.now ?? (() => new Date());
  const bodyFile = `${outFile}.${process.pid}.body.tmp`;
  const finalTemp = `${outFile}.${process.pid}.tmp`;
  const at = now();
  const notes = { warnings: [] as string[], leftOut: { expiredResetLinks: 0 } };
  await refuseExisting(outFile);
  try {
    const body = createWriteStream(bodyFile, { flags: 'wx', mode: PRIVATE });
    let counts: ExportCounts;
    try {
      counts = await writeRecords(stores, body, at, notes);
    } finally {
      await endStream(body);
    }
    const header = exportHeaderSchema.parse({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: at.toISOString(),
      source: options.source,
      counts,
    });
    const whole = createWriteStream(finalTemp, { flags: 'wx', mode: PRIVATE });
    await writeLine(whole, header);
    await pipeline(createReadStream(bodyFile), whole);
    // A hard link appears complete and atomically, and fails instead of replacing a file that
    // appeared meanwhile.
    try {
      await link(finalTemp, outFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') await refuseExisting(outFile);
      throw error;
    }
    return { header, ...notes };
  } finally {
    await rm(bodyFile, { force: true });
    await rm(finalTemp, { force: true });
  }
}

/** Thrown when the export file exists already. */
export class ExportExistsError extends Error {
  override name = 'ExportExistsError';
}

async function refuseExisting(file: string): Promise<void> {
  try {
    await access(file);
  } catch {
    return;
  }
  throw new ExportExistsError(`${file} exists already; choose another file name (an export never overwrites).`);
}
