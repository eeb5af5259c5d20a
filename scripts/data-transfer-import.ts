/**
 * Import of a 311 data export (scripts/data-transfer.ts) into any backend with the stores'
 * restore methods. The whole file is checked first (header, every line against the shared
 * schemas, references between records, the header's counts, staff e-mails already taken in the
 * target, response template groups it would overfill, saved views of unknown owners or too many
 * for one; data-transfer-import-checks.ts, data-transfer-view-checks.ts); only a
 * file with no problem at all is written, in a second pass. Both passes stream the file line by
 * line, so photos never have to fit in memory together. A store with restoreMany (SQLite) gets
 * requests and their submitter info in batches, one transaction each; audit entries and follow
 * records go in batches on every backend; others one by one, several at once
 * (data-transfer-writers.ts). Reset links that expired since the export are left out.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ServiceLevels } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '#server/config/service-levels.ts';
import type { TransferStores } from '#server/storage/transfer-ports.ts';
import {
  COUNT_OF,
  emptyCounts,
  parseHeaderLine,
  parseRecordLine,
  type ExportCounts,
  type ExportHeader,
  type ExportRecord,
} from './data-transfer-format.ts';
import {
  TemplateGroups,
  checkStaffTarget,
  checkTemplateTarget,
  crossCheck,
  type StaffEntry,
} from './data-transfer-import-checks.ts';
import { SavedViewOwners, checkSavedViewTarget } from './data-transfer-view-checks.ts';
import { batchWriter, parallelWriter } from './data-transfer-writers.ts';
import { ensureTownship } from '#server/config/township.ts';

/** More problems than this are summed up as a number: the first ones tell what is wrong. */
const MAX_REPORTED = 20;

/** The file's lines, numbered from 1. */
async function* numberedLines(file: string): AsyncGenerator<[number, string]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) yield [++n, line];
}

type CheckResult =
  | {
      ok: true;
      header: ExportHeader;
      counts: ExportCounts;
      staff: StaffEntry[];
      templates: TemplateGroups;
      views: SavedViewOwners;
    }
  | { ok: false; problems: string[] };

function refuse(problems: string[]): CheckResult {
  const shown = problems.slice(0, MAX_REPORTED);
  if (problems.length > MAX_REPORTED) shown.push(`... and ${problems.length - MAX_REPORTED} more problems.`);
  return { ok: false, problems: shown };
}

/**
 * Checks a whole export file without writing anything.
 * @example const check = await checkExportFile('backup.jsonl'); if (!check.ok) console.error(check.problems.join('\n'));
 */
export async function checkExportFile(file: string): Promise<CheckResult> {
  ensureTownship(); // Categories and departments are checked against the township profile.
  const problems: string[] = [];
  const counts = emptyCounts();
  const seen = new Map<string, number>();
  const staff: StaffEntry[] = [];
  const templates = new TemplateGroups();
  const views = new SavedViewOwners();
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
    if (record.kind === 'template') {
      const { id, category, title } = record.template;
      const full = templates.add({ id, category, title, line: n });
      if (full) problems.push(`line ${n}: ${full}`);
    }
    if (record.kind === 'savedView') {
      const tooMany = views.add(record.view, n);
      if (tooMany) problems.push(`line ${n}: ${tooMany}`);
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
  return problems.length > 0 ? refuse(problems) : { ok: true, header, counts, staff, templates, views };
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
      /** Reset links left out: they expired since the export. */
      expiredResetLinks: number;
    }
  | { ok: false; problems: string[] };

interface ImportOptions {
  /** For requests exported without a due date; content/311-service-levels.json by default. */
  levels?: ServiceLevels;
  /** The clock reset links are checked against. */
  now?: () => Date;
}

/**
 * Checks the file, then writes every record into the stores (replacing what has the same id).
 * @example const result = await importData(stores, 'backup.jsonl'); // { ok: true, counts: {...}, ... }
 */
export async function importData(
  stores: TransferStores,
  file: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  ensureTownship(); // Categories and departments are checked against the township profile.
  const check = await checkExportFile(file);
  if (!check.ok) return check;
  const target = await checkStaffTarget(stores, check.staff);
  const problems = [
    ...target.problems,
    ...(await checkTemplateTarget(stores, check.templates)),
    ...(await checkSavedViewTarget(stores, check.views, check.staff)),
  ];
  if (problems.length > 0) return refuse(problems) as ImportResult;
  const at = (options.now ?? (() => new Date()))().getTime();
  let expiredResetLinks = 0;
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
    if (record.kind === 'resetLink' && Date.parse(record.link.expiresAt) <= at) {
      expiredResetLinks++;
      continue;
    }
    await writer.add(record);
  }
  await writer.finish();
  return { ok: true, header: check.header, counts, withoutPassword, kept: target.keep.size, expiredResetLinks };
}
