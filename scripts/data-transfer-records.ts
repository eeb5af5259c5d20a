/**
 * The records of the 311 export file (data-transfer-format.ts), one strict schema per kind, so a
 * file a store would not accept is refused before anything is written (an unknown field means this
 * code did not write the file). Secrets travel only as the hashes the stores keep: API keys, reset
 * links and follow tokens as their SHA-256, never the key or token itself.
 *   {"kind":"staff","profile":{...},"passwordHash":"scrypt$1$..."|null}
 *   {"kind":"request","request":{...}}          (dueAt may be missing in exports made before it existed)
 *   {"kind":"submitterInfo","requestId":"...","info":{...}}
 *   {"kind":"photo","requestId":"...","fileName":"photo.jpg","contentType":"image/jpeg","data":"<base64>"}
 * and since version 2:
 *   {"kind":"template","template":{"id":...,"category":"Graffiti"|null,"title":...,"text":...,...}}
 *   {"kind":"apiKey","apiKey":{"id":...,"label":...,"prefix":...,...},"hash":"<sha256>"}
 *   {"kind":"resetLink","link":{"tokenHash":"<sha256>","userId":...,"createdAt":...,"expiresAt":...}}
 *   {"kind":"auditEntry","entry":{"id":...,"at":...,"action":...,"actor":{...},"subject":{...},...}}
 *   {"kind":"subscription","subscription":{"id":...,"requestId":...,"email":...,"status":...,...}}
 *   {"kind":"followToken","hash":"<sha256>","token":{"kind":"confirm"|"stop"|"follow-up",...}}
 *   {"kind":"submitterStop","requestId":"...","createdAt":"..."}
 * and since version 3:
 *   {"kind":"savedView","view":{"id":...,"name":...,"view":"?status=New",...,"owner":{...},...}}
 */
import { z } from 'zod';
import { isCategoryName } from '#domain/township/township.ts';
import { ensureTownship } from '#server/config/township.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import {
  serviceRequestSchema,
  staffProfileSchema,
  submitterInfoSchema,
  languageTagSchema,
  timestampSchema,
} from '#domain/requests/request-schemas.ts';
import { savedViewInputSchema, storedViewSearchSchema } from '#domain/requests/saved-views.ts';
import { MAX_TEMPLATE_TEXT_LENGTH, MAX_TEMPLATE_TITLE_LENGTH } from '#domain/requests/response-templates.ts';
import { AUDIT_ACTIONS, isAuditId } from '#domain/requests/staff-audit.ts';
import { isSafePhotoFileName } from '#server/storage/disk-photo-store.ts';
import { subscriptionId } from '#server/storage/follow-tokens.ts';

const requestId = z.string().refine(isRequestId, 'must be a request id');
/** Standard base64, padded; the photo upload limit bounds it well below this. */
const base64 = z
  .string()
  .max(40_000_000)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64');
/** What the stores keep of a key or token: its hex SHA-256. */
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
/** A store's own id (a UUID, a Firebase uid): it names a document, so no '/'. */
const storeId = z.string().regex(/^[\w-]{1,128}$/, 'must be an id of letters, digits, - and _');
const subscriptionIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'must be a subscription id');
const person = z.strictObject({ id: z.string(), name: z.string() });
const auditPerson = person.extend({ email: z.string() }).strict();

/**
 * A request as exported. Exports made before due dates or references existed have none: the
 * import gives those the due date their category's target gives and the reference derived from
 * the id (data-transfer-writers.ts).
 */
const exportedRequestSchema = serviceRequestSchema
  .extend({ dueAt: timestampSchema.optional(), reference: serviceRequestSchema.shape.reference.optional() })
  .strict();

const templateSchema = z.strictObject({
  id: storeId,
  category: z
    .string()
    .refine((value) => (ensureTownship(), isCategoryName(value)), 'is not a category of the township profile')
    .nullable(),
  title: z.string().min(1).max(MAX_TEMPLATE_TITLE_LENGTH),
  text: z.string().min(1).max(MAX_TEMPLATE_TEXT_LENGTH),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: person,
});

const apiKeySchema = z.strictObject({
  id: storeId,
  label: z.string(),
  prefix: z.string(),
  createdBy: person,
  createdAt: timestampSchema,
  revokedAt: timestampSchema.nullable(),
  lastUsedAt: timestampSchema.nullable(),
});

const subscriptionSchema = z
  .strictObject({
    id: subscriptionIdSchema,
    requestId,
    email: z.string(),
    status: z.enum(['pending', 'active', 'ended']),
    createdAt: timestampSchema,
    confirmedAt: timestampSchema.nullable(),
    endedAt: timestampSchema.nullable(),
    // Exports from before languages have none: those follows were asked in English.
    language: languageTagSchema.default('en'),
  })
  // The id is derived from both (follow-tokens.ts): another would never be found again.
  .refine((one) => one.id === subscriptionId(one.requestId, one.email), {
    message: 'must be the id of its request and e-mail',
    path: ['id'],
  });

/** A saved view: its name as the API checks it, its address as stores keep it. */
const savedViewSchema = z.strictObject({
  id: storeId,
  name: savedViewInputSchema.shape.name,
  view: storedViewSearchSchema,
  shared: z.boolean(),
  department: staffProfileSchema.shape.department,
  owner: z.strictObject({ id: staffProfileSchema.shape.id, name: z.string() }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export const exportRecordSchema = z.discriminatedUnion('kind', [
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
  z.strictObject({ kind: z.literal('template'), template: templateSchema }),
  z.strictObject({ kind: z.literal('apiKey'), apiKey: apiKeySchema, hash: sha256 }),
  z.strictObject({
    kind: z.literal('resetLink'),
    link: z.strictObject({
      tokenHash: sha256,
      userId: z.string().min(1),
      createdAt: timestampSchema,
      expiresAt: timestampSchema,
    }),
  }),
  z.strictObject({
    kind: z.literal('auditEntry'),
    entry: z.strictObject({
      id: z.string().refine(isAuditId, 'must be an audit entry id'),
      at: timestampSchema,
      action: z.enum(AUDIT_ACTIONS),
      actor: auditPerson,
      subject: auditPerson,
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  }),
  z.strictObject({ kind: z.literal('subscription'), subscription: subscriptionSchema }),
  z.strictObject({
    kind: z.literal('followToken'),
    hash: sha256,
    token: z.strictObject({
      kind: z.enum(['confirm', 'stop', 'follow-up']),
      requestId,
      subscriptionId: subscriptionIdSchema.nullable(),
      createdAt: timestampSchema,
      expiresAt: timestampSchema.nullable(),
    }),
  }),
  z.strictObject({ kind: z.literal('submitterStop'), requestId, createdAt: timestampSchema }),
  z.strictObject({ kind: z.literal('savedView'), view: savedViewSchema }),
]);

export type ExportRecord = z.infer<typeof exportRecordSchema>;
export type RecordKind = ExportRecord['kind'];
export type RecordOf<K extends RecordKind> = Extract<ExportRecord, { kind: K }>;

/**
 * The id a record is known by, for messages and duplicate checks.
 * @example recordKey({ kind: 'apiKey', apiKey, hash }) // apiKey.id
 */
export function recordKey(record: ExportRecord): string {
  switch (record.kind) {
    case 'request':
      return record.request.id;
    case 'staff':
      return record.profile.id;
    case 'photo':
      return `${record.requestId}/${record.fileName}`;
    case 'submitterInfo':
    case 'submitterStop':
      return record.requestId;
    case 'template':
      return record.template.id;
    case 'apiKey':
      return record.apiKey.id;
    case 'resetLink':
      return record.link.tokenHash;
    case 'auditEntry':
      return record.entry.id;
    case 'subscription':
      return record.subscription.id;
    case 'followToken':
      return record.hash;
    case 'savedView':
      return record.view.id;
  }
}
