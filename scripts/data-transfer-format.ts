/**
 * The 311 export file (scripts/data-transfer.ts): JSON Lines, a header line, then one strict record
 * per line, checked with the shared zod schemas both ways, so a file a store would not accept is
 * refused before anything is written (an unknown field means this code did not write the file).
 *   {"format":"township-311-export","version":1,"exportedAt":"...","source":"local","counts":{...}}
 *   {"kind":"staff","profile":{...},"passwordHash":"scrypt$1$..."|null}
 *   {"kind":"request","request":{...}}          (dueAt may be missing in exports made before it existed)
 *   {"kind":"submitterInfo","requestId":"...","info":{...}}
 *   {"kind":"photo","requestId":"...","fileName":"photo.jpg","contentType":"image/jpeg","data":"<base64>"}
 */
import { z } from 'zod';
import { isSafePhotoFileName } from '#server/storage/disk-photo-store.ts';
import {
  serviceRequestSchema,
  staffProfileSchema,
  submitterInfoSchema,
  timestampSchema,
} from '#domain/requests/request-schemas.ts';
import { isRequestId } from '#domain/requests/request-id.ts';

export const EXPORT_FORMAT = 'township-311-export';
export const EXPORT_VERSION = 1;

const count = z.number().int().min(0);
const exportCountsSchema = z.strictObject({
  requests: count,
  submitterInfo: count,
  staff: count,
  photos: count,
});

export const exportHeaderSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT, { error: `format must be "${EXPORT_FORMAT}"` }),
  version: z.literal(EXPORT_VERSION, { error: `version must be ${EXPORT_VERSION}` }),
  exportedAt: timestampSchema,
  source: z.enum(['local', 'firebase']),
  counts: exportCountsSchema,
});

const requestId = z.string().refine(isRequestId, 'must be a request id');
/** Standard base64, padded; the photo upload limit bounds it well below this. */
const base64 = z
  .string()
  .max(40_000_000)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64');

/**
 * A request as exported. Exports made before due dates or references existed have none: the
 * import gives those the due date their category's target gives and the reference derived from
 * the id (data-transfer-writers.ts).
 */
const exportedRequestSchema = serviceRequestSchema
  .extend({ dueAt: timestampSchema.optional(), reference: serviceRequestSchema.shape.reference.optional() })
  .strict();

const exportRecordSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('request'), request: exportedRequestSchema }),
  z.strictObject({ kind: z.literal('submitterInfo'), requestId, info: submitterInfoSchema.strict() }),
  z.strictObject({
    kind: z.literal('staff'),
    profile: staffProfileSchema.strict(),
    passwordHash: z.string().min(1).nullable(),
  }),
  z.strictObject({
    kind: z.literal('photo'),
    requestId,
    fileName: z.string().refine(isSafePhotoFileName, 'must be a safe photo file name such as photo.jpg'),
    contentType: z.string().regex(/^image\/[\w.+-]+$/, 'must be an image type'),
    data: base64,
  }),
]);

export type ExportHeader = z.infer<typeof exportHeaderSchema>;
export type ExportCounts = z.infer<typeof exportCountsSchema>;
export type ExportRecord = z.infer<typeof exportRecordSchema>;
type RecordKind = ExportRecord['kind'];

/** Which header count each kind of record adds to. */
export const COUNT_OF: Record<RecordKind, keyof ExportCounts> = {
  request: 'requests',
  submitterInfo: 'submitterInfo',
  staff: 'staff',
  photo: 'photos',
};

export const emptyCounts = (): ExportCounts => ({ requests: 0, submitterInfo: 0, staff: 0, photos: 0 });

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

function parseLine<T>(schema: z.ZodType<T>, line: string): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, message: 'not valid JSON' };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: describeIssues(result.error) };
}

/**
 * @example parseHeaderLine('{"format":"other"}') // { ok: false, message: 'format must be "township-311-export"; ...' }
 */
export const parseHeaderLine = (line: string): Parsed<ExportHeader> => parseLine(exportHeaderSchema, line);

/**
 * @example parseRecordLine('{"kind":"staff","profile":{...},"passwordHash":null}') // { ok: true, value: {...} }
 */
export const parseRecordLine = (line: string): Parsed<ExportRecord> => parseLine(exportRecordSchema, line);

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

/** The id a record is known by, for messages. */
function recordKey(record: ExportRecord): string {
  switch (record.kind) {
    case 'request':
      return record.request.id;
    case 'staff':
      return record.profile.id;
    case 'photo':
      return `${record.requestId}/${record.fileName}`;
    default:
      return record.requestId;
  }
}
