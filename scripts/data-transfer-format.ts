/**
 * The 311 export file (scripts/data-transfer.ts): JSON Lines, a header line, then one strict record
 * per line (data-transfer-records.ts), checked with the shared zod schemas both ways.
 *   {"format":"township-311-export","version":3,"exportedAt":"...","source":"local","counts":{...}}
 * Files of earlier versions still import: version 1 (requests, submitter info, staff and photos
 * only) and version 2 (before saved views) count the kinds they have, and the others as none.
 */
import { z } from 'zod';
import { timestampSchema } from '#domain/requests/request-schemas.ts';
import { exportRecordSchema, recordKey, type ExportRecord, type RecordKind } from './data-transfer-records.ts';

export { type ExportRecord, type RecordKind } from './data-transfer-records.ts';

export const EXPORT_FORMAT = 'township-311-export';
/** The version this code writes; it reads every version up to it. */
export const EXPORT_VERSION = 3;

const count = z.number().int().min(0);
/** What a version 1 file counts. */
const countsV1 = { requests: count, submitterInfo: count, staff: count, photos: count };
/** What a version 2 file counts. */
const countsV2 = {
  ...countsV1,
  templates: count,
  apiKeys: count,
  resetLinks: count,
  auditEntries: count,
  subscriptions: count,
  followTokens: count,
  submitterStops: count,
};
const exportCountsSchema = z.strictObject({ ...countsV2, savedViews: count });

export type ExportCounts = z.infer<typeof exportCountsSchema>;

/** Which header count each kind of record adds to. */
export const COUNT_OF: Record<RecordKind, keyof ExportCounts> = {
  request: 'requests',
  submitterInfo: 'submitterInfo',
  staff: 'staff',
  photo: 'photos',
  template: 'templates',
  apiKey: 'apiKeys',
  resetLink: 'resetLinks',
  auditEntry: 'auditEntries',
  subscription: 'subscriptions',
  followToken: 'followTokens',
  submitterStop: 'submitterStops',
  savedView: 'savedViews',
};

export const emptyCounts = (): ExportCounts => ({
  requests: 0,
  submitterInfo: 0,
  staff: 0,
  photos: 0,
  templates: 0,
  apiKeys: 0,
  resetLinks: 0,
  auditEntries: 0,
  subscriptions: 0,
  followTokens: 0,
  submitterStops: 0,
  savedViews: 0,
});

const format = z.literal(EXPORT_FORMAT, { error: `format must be "${EXPORT_FORMAT}"` });
const headerFields = { format, exportedAt: timestampSchema, source: z.enum(['local', 'firebase']) };

/** The header this code writes. */
export const exportHeaderSchema = z.strictObject({
  ...headerFields,
  version: z.literal(EXPORT_VERSION),
  counts: exportCountsSchema,
});
// The headers of earlier versions count only the kinds they have.
const headerV1Schema = z.strictObject({ ...headerFields, version: z.literal(1), counts: z.strictObject(countsV1) });
const headerV2Schema = z.strictObject({ ...headerFields, version: z.literal(2), counts: z.strictObject(countsV2) });

/** Read first, to know which version's header schema applies. */
const versionSchema = z.object({
  format,
  version: z.literal([1, 2, EXPORT_VERSION], { error: `version must be 1, 2 or ${EXPORT_VERSION}` }),
});

/** A header as read: the file's version, and a count for every kind (none for kinds its version lacks). */
export type ExportHeader = Omit<z.infer<typeof exportHeaderSchema>, 'version'> & {
  version: 1 | 2 | typeof EXPORT_VERSION;
};

/** The first problems of a failed parse, as `path message` phrases. */
function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return issues.join('; ') + more;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parseJson(line: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(line) as unknown };
  } catch {
    return { ok: false, message: 'not valid JSON' };
  }
}

function parseWith<T>(schema: z.ZodType<T>, json: unknown): Parsed<T> {
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: describeIssues(result.error) };
}

/**
 * @example parseHeaderLine('{"format":"other"}') // { ok: false, message: 'format: format must be "township-311-export"; ...' }
 */
export function parseHeaderLine(line: string): Parsed<ExportHeader> {
  const json = parseJson(line);
  if (!json.ok) return json;
  const version = parseWith(versionSchema, json.value);
  if (!version.ok) return version;
  if (version.value.version === EXPORT_VERSION) return parseWith(exportHeaderSchema, json.value);
  const older =
    version.value.version === 1 ? parseWith(headerV1Schema, json.value) : parseWith(headerV2Schema, json.value);
  return older.ok
    ? { ok: true, value: { ...older.value, counts: { ...emptyCounts(), ...older.value.counts } } }
    : older;
}

/**
 * @example parseRecordLine('{"kind":"staff","profile":{...},"passwordHash":null}') // { ok: true, value: {...} }
 */
export function parseRecordLine(line: string): Parsed<ExportRecord> {
  const json = parseJson(line);
  return json.ok ? parseWith(exportRecordSchema, json.value) : json;
}

/**
 * A record checked with the same schema the import uses, so an export never writes a line the
 * import would refuse. Throws with the record's kind and id otherwise.
 * @example JSON.stringify(checkedRecord({ kind: 'request', request })) // one line of the file
 */
export function checkedRecord(record: ExportRecord): ExportRecord {
  const result = exportRecordSchema.safeParse(record);
  if (result.success) return result.data;
  throw new Error(`Cannot export this ${record.kind} (${recordKey(record)}): ${describeIssues(result.error)}`);
}
