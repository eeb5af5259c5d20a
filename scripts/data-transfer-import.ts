/**
 * Import of a 311 data export (scripts/data-transfer.ts) into any backend with the stores'
 * restore methods. The whole file is checked first (header, every line against the shared
 * schemas, references between records, the header's counts, staff e-mails already taken in the
 * target); only a file with no problem at all is written, in a second pass. Both passes stream
 * the file line by line, so photos never have to fit in memory together. A store with
 * restoreMany (SQLite) gets requests and their submitter info in batches, one transaction each;
 * others get records one by one, several at once (data-transfer-writers.ts).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ServiceLevels } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '#server/config/service-levels.ts';
import type { Stores } from '#server/storage/ports.ts';
import {
  COUNT_OF,
  emptyCounts,
  parseHeaderLine,
  parseRecordLine,
  type ExportCounts,
  type ExportHeader,
  type ExportRecord,
} from './data-transfer-format.ts';
import { batchWriter, parallelWriter } from './data-transfer-writers.ts';

/** More problems than this are summed up as a number: the first ones tell what is wrong. */
const MAX_REPORTED = 20;

/** The file's lines, numbered from 1. */
async function* numberedLines(file: string): AsyncGenerator<[number, string]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) yield [++n, line];
}

/** What the target store is checked against, per staff record. */
interface StaffEntry {
  id: string;
  email: string;
  line: number;
  hasHash: boolean;
}

type CheckResult =
  { ok: true; header: ExportHeader; counts: ExportCounts; staff: StaffEntry[] } | { ok: false; problems: string[] };

function refuse(problems: string[]): CheckResult {
  const shown = problems.slice(0, MAX_REPORTED);
  if (problems.length > MAX_REPORTED) shown.push(`... and ${problems.length - MAX_REPORTED} more problems.`);
  return { ok: false, problems: shown };
}

/** References between records: duplicates, and info or photos of requests not (yet) in the file. */
function crossCheck(record: ExportRecord, line: number, seen: Map<string, number>): string | null {
  const first = (key: string, what: string) => {
    const earlier = seen.get(key);
    if (earlier !== undefined) return `${what} appears already on line ${earlier}`;
    seen.set(key, line);
    return null;
  };
  const needsRequest = (id: string) => (seen.has(`request:${id}`) ? null : `request ${id} is not on an earlier line`);
  switch (record.kind) {
    case 'request':
      return first(`request:${record.request.id}`, `request ${record.request.id}`);
    case 'submitterInfo':
      return needsRequest(record.requestId) ?? first(`info:${record.requestId}`, 'its submitter info');
    case 'photo':
      return (
        needsRequest(record.requestId) ??
        first(`photo:${record.requestId}/${record.fileName}`, `photo ${record.fileName}`)
      );
    case 'staff':
      return (
        first(`staff:${record.profile.id}`, `staff id ${record.profile.id}`) ??
        first(`email:${record.profile.email.trim().toLowerCase()}`, `staff e-mail ${record.profile.email}`)
      );
  }
}

/**
 * Checks a whole export file without writing anything.
 * @example const check = await checkExportFile('backup.jsonl'); if (!check.ok) console.error(check.problems.join('\n'));
 */
export async function checkExportFile(file: string): Promise<CheckResult> {
  const problems: string[] = [];
  const counts = emptyCounts();
  const seen = new Map<string, number>();
  const staff: StaffEntry[] = [];
  let header: ExportHeader | undefined;
  for await (const [n, line] of numberedLines(file)) {
    if (n === 1) {
      const parsed = parseHeaderLine(line);
      if (!parsed.ok) return refuse([`line 1: not a Township 311 export header: ${parsed.message}`]);
      header = parsed.value;
      continue;
    }
    const parsed = parseRecordLine(line);
    if (!parsed.ok) {
      problems.push(`line ${n}: ${parsed.message}`);
      continue;
    }
    const record = parsed.value;
    const reference = crossCheck(record, n, seen);
    if (reference) {
      problems.push(`line ${n}: ${reference}`);
      continue;
    }
    counts[COUNT_OF[record.kind]]++;
    if (record.kind === 'staff') {
      staff.push({
        id: record.profile.id,
        email: record.profile.email,
        line: n,
        hasHash: record.passwordHash !== null,
      });
    }
  }
  if (!header) return refuse(['line 1: the file is empty (no header line)']);
  for (const key of Object.keys(counts) as (keyof ExportCounts)[]) {
    if (problems.length === 0 && counts[key] !== header.counts[key]) {
      problems.push(
        `the header counts ${header.counts[key]} ${key} but the file holds ${counts[key]}: the file is incomplete or was edited`,
      );
    }
  }
  return problems.length > 0 ? refuse(problems) : { ok: true, header, counts, staff };
}

/**
 * Checks the staff records against the target: an e-mail that belongs to another account (another
 * id) is a problem. A record without a password hash for a login that exists already under the
 * same id is kept out (`keep`): restoring it would take that login's password away, as when an
 * export from Firebase is imported into the same project again.
 */
async function checkStaffTarget(
  stores: Stores,
  staff: StaffEntry[],
): Promise<{ problems: string[]; keep: Set<string> }> {
  const problems: string[] = [];
  const keep = new Set<string>();
  for (const one of staff) {
    const login = await stores.staff.findLogin(one.email);
    if (login && login.userId !== one.id) {
      problems.push(
        `line ${one.line}: the e-mail ${one.email} belongs to another staff account (${login.userId}) here`,
      );
    } else if (login && !one.hasHash) {
      keep.add(one.id);
    }
  }
  return { problems, keep };
}

type ImportResult =
  | {
      ok: true;
      header: ExportHeader;
      counts: ExportCounts;
      /** Staff written without a password hash: they cannot sign in until given a new password. */
      withoutPassword: number;
      /** Staff left as they were: their login exists here and the file has no password for it. */
      kept: number;
    }
  | { ok: false; problems: string[] };

interface ImportOptions {
  /** For requests exported without a due date; content/311-service-levels.json by default. */
  levels?: ServiceLevels;
}

/**
 * Checks the file, then writes every record into the stores (replacing what has the same id).
 * @example const result = await importData(stores, 'backup.jsonl'); // { ok: true, counts: {...}, ... }
 */
export async function importData(stores: Stores, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  const check = await checkExportFile(file);
  if (!check.ok) return check;
  const target = await checkStaffTarget(stores, check.staff);
  if (target.problems.length > 0) return refuse(target.problems) as ImportResult;
  const levels = options.levels ?? loadServiceLevels();
  const counts = emptyCounts();
  let withoutPassword = 0;
  const written = (record: ExportRecord) => {
    counts[COUNT_OF[record.kind]]++;
    if (record.kind === 'staff' && record.passwordHash === null) withoutPassword++;
  };
  const restoreMany = stores.requests.restoreMany?.bind(stores.requests);
  const writer = restoreMany
    ? batchWriter(stores, restoreMany, levels, written)
    : parallelWriter(stores, levels, written);
  for await (const [n, line] of numberedLines(file)) {
    if (n === 1) continue;
    const parsed = parseRecordLine(line);
    // Checked above; a file changed in between stops here, after the writes already started.
    if (!parsed.ok) {
      await writer.finish();
      throw new Error(`line ${n} changed while importing: ${parsed.message}`);
    }
    const record = parsed.value;
    if (record.kind === 'staff' && target.keep.has(record.profile.id)) continue;
    await writer.add(record);
  }
  await writer.finish();
  return { ok: true, header: check.header, counts, withoutPassword, kept: target.keep.size };
}
