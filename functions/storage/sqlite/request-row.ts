/**
 * A request as one row of the requests table: scalar fields as columns, lists and nested objects
 * as JSON text, and the columns derived from the request for the list's indexes (priority rank,
 * due, finished and resolve time), which are written on every write and never read back.
 */
import { priorityRank } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { finishedAt } from '#domain/requests/request-stats.ts';
import { requestText, textWords } from '#domain/requests/search-words.ts';

export interface RequestRow {
  id: string;
  reference: string;
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
  due_at: number;
  history: string;
  comments: string;
  internal_notes: string;
  ai_triage: string | null;
  ai_photo_analysis: string | null;
  /** Migration 7: the moderation marks as JSON, null while the part is shown. */
  hidden_description: string | null;
  hidden_photo: string | null;
  /** Migration 14: the language the request was submitted in; 'en' for requests from before. */
  language: string;
  /** Migration 15: the description's machine translation as JSON, null until there is one. */
  description_translation: string | null;
  /** Migration 19: the original a merged duplicate points at, and the merge's record as JSON. */
  merged_into: string | null;
  merge_record: string | null;
  /** Migration 20: the last work completion as JSON, and 1 while it awaits review (NULL otherwise). */
  work_completed: string | null;
  review_pending: number | null;
  priority_rank: number;
  finished_at: number | null;
  resolve_ms: number | null;
}

/** Every column of a row, in table order. */
export const ROW_COLUMNS = [
  'id',
  'reference',
  'category',
  'description',
  'address',
  'location',
  'image_url',
  'status',
  'priority',
  'assigned_department',
  'assigned_to',
  'created_at',
  'last_updated_at',
  'due_at',
  'history',
  'comments',
  'internal_notes',
  'ai_triage',
  'ai_photo_analysis',
  'hidden_description',
  'hidden_photo',
  'language',
  'description_translation',
  'merged_into',
  'merge_record',
  'work_completed',
  'review_pending',
  'priority_rank',
  'finished_at',
  'resolve_ms',
] as const satisfies readonly (keyof RequestRow)[];

/**
 * The columns of migration 4's table a request is read back from (the derived ones are left out):
 * what migration 4's backfill reads, before later migrations add theirs.
 */
export const V4_READ_COLUMNS =
  'id, category, description, address, location, image_url, status, priority, assigned_department, assigned_to, created_at, last_updated_at, due_at, history, comments, internal_notes, ai_triage, ai_photo_analysis';

/** Migration 5's: the reference added (what its backfill reads). */
export const V5_READ_COLUMNS = `${V4_READ_COLUMNS}, reference`;

/** The columns a request is read back from. */
export const READ_COLUMNS = `${V5_READ_COLUMNS}, hidden_description, hidden_photo, language, description_translation, merged_into, merge_record, work_completed, review_pending`;

type ReadRow = Omit<
  RequestRow,
  | 'priority_rank'
  | 'finished_at'
  | 'resolve_ms'
  | 'hidden_description'
  | 'hidden_photo'
  | 'language'
  | 'description_translation'
  | 'merged_into'
  | 'merge_record'
  | 'work_completed'
  | 'review_pending'
> &
  Partial<
    Pick<
      RequestRow,
      | 'hidden_description'
      | 'hidden_photo'
      | 'language'
      | 'description_translation'
      | 'merged_into'
      | 'merge_record'
      | 'work_completed'
      | 'review_pending'
    >
  >;

const translationOf = (text: string | null | undefined) =>
  text === null || text === undefined
    ? null
    : (JSON.parse(text) as NonNullable<ServiceRequest['descriptionTranslation']>);

const workOf = (text: string | null | undefined) =>
  text === null || text === undefined ? null : (JSON.parse(text) as NonNullable<ServiceRequest['workCompleted']>);

const parseMark = (text: string | null | undefined) =>
  text === null || text === undefined ? null : (JSON.parse(text) as NonNullable<ServiceRequest['hiddenPhoto']>);

const mergeRecordOf = (text: string | null | undefined) =>
  text === null || text === undefined ? null : (JSON.parse(text) as NonNullable<ServiceRequest['mergeRecord']>);

/**
 * Rows are only ever written by toRow, so reading them back needs no validation pass. A row read
 * with an earlier version's columns has no moderation marks (nothing is hidden) and is English.
 * @example fromRow(toRow(request)) // equal to request, known fields only
 */
export function fromRow(row: ReadRow): ServiceRequest {
  return {
    id: row.id,
    reference: row.reference,
    category: row.category,
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
    dueAt: new Date(row.due_at).toISOString(),
    history: JSON.parse(row.history) as ServiceRequest['history'],
    comments: JSON.parse(row.comments) as ServiceRequest['comments'],
    internalNotes: JSON.parse(row.internal_notes) as ServiceRequest['internalNotes'],
    aiTriage: row.ai_triage === null ? null : (JSON.parse(row.ai_triage) as ServiceRequest['aiTriage']),
    aiPhotoAnalysis:
      row.ai_photo_analysis === null ? null : (JSON.parse(row.ai_photo_analysis) as ServiceRequest['aiPhotoAnalysis']),
    hiddenDescription: parseMark(row.hidden_description),
    hiddenPhoto: parseMark(row.hidden_photo),
    language: row.language ?? 'en',
    descriptionTranslation: translationOf(row.description_translation),
    mergedInto: row.merged_into ?? null,
    mergeRecord: mergeRecordOf(row.merge_record),
    workCompleted: workOf(row.work_completed),
    reviewPending: row.review_pending === 1,
  };
}

/** A moderation mark as its column's JSON, known fields only. */
const markText = (mark: ServiceRequest['hiddenPhoto']) =>
  mark === null
    ? null
    : JSON.stringify({ reason: mark.reason, timestamp: mark.timestamp, user: mark.user, userId: mark.userId });

/** A machine translation as its column's JSON, known fields only. */
const translationText = (translation: ServiceRequest['descriptionTranslation'] | undefined) =>
  translation === null || translation === undefined
    ? null
    : JSON.stringify({
        text: translation.text,
        language: translation.language,
        translatedAt: translation.translatedAt,
      });

/** A merge's record as its column's JSON, known fields only. */
const mergeRecordText = (record: ServiceRequest['mergeRecord'] | undefined) =>
  record === null || record === undefined
    ? null
    : JSON.stringify({
        intoReference: record.intoReference,
        previousStatus: record.previousStatus,
        addedFollowIds: record.addedFollowIds,
        mergedAt: record.mergedAt,
      });

/** A work completion as its column's JSON, known fields only. */
const workText = (work: ServiceRequest['workCompleted'] | undefined) =>
  work === null || work === undefined
    ? null
    : JSON.stringify({
        timestamp: work.timestamp,
        user: work.user,
        userId: work.userId,
        note: work.note,
        photo: work.photo,
      });

/**
 * The row of a request, derived columns included.
 * @example toRow(request).priority_rank // 4 for an Emergency
 */
export function toRow(request: ServiceRequest): RequestRow {
  const createdAt = Date.parse(request.createdAt);
  const finished = finishedAt(request);
  const finishedMs = finished === null ? null : Date.parse(finished);
  return {
    id: request.id,
    reference: request.reference,
    category: request.category,
    description: request.description,
    address: request.address,
    location: JSON.stringify(request.location ? { lat: request.location.lat, lng: request.location.lng } : null),
    image_url: request.imageUrl,
    status: request.status,
    priority: request.priority,
    assigned_department: request.assignedDepartment,
    assigned_to: request.assignedTo,
    created_at: createdAt,
    last_updated_at: Date.parse(request.lastUpdatedAt),
    due_at: Date.parse(request.dueAt),
    history: JSON.stringify(request.history),
    comments: JSON.stringify(request.comments),
    internal_notes: JSON.stringify(request.internalNotes),
    ai_triage: request.aiTriage === null ? null : JSON.stringify(request.aiTriage),
    ai_photo_analysis: request.aiPhotoAnalysis === null ? null : JSON.stringify(request.aiPhotoAnalysis),
    hidden_description: markText(request.hiddenDescription),
    hidden_photo: markText(request.hiddenPhoto),
    language: request.language,
    description_translation: translationText(request.descriptionTranslation),
    merged_into: request.mergedInto,
    merge_record: mergeRecordText(request.mergeRecord),
    work_completed: workText(request.workCompleted),
    review_pending: request.reviewPending ? 1 : null,
    priority_rank: priorityRank(request.priority),
    finished_at: finishedMs,
    resolve_ms: finishedMs === null ? null : finishedMs - createdAt,
  };
}

/** The filterable fields that get a token in the search index, by their token letter. */
const TOKEN_FIELDS = {
  s: 'status',
  p: 'priority',
  c: 'category',
  d: 'assignedDepartment',
  a: 'assignedTo',
} as const satisfies Record<string, keyof ServiceRequest>;
type TokenField = keyof typeof TOKEN_FIELDS;

/**
 * A word for the search index that no text can have (textWords keeps letters and digits, never
 * a private-use character), naming a field's value exactly: the field's letter, then n for null
 * or v and the value's UTF-8 bytes in hex (letters and digits, which SQLite keeps in one word).
 * @example fieldToken('s', 'New') // '\uE000sv4e6577'
 */
export const fieldToken = (field: TokenField, value: string | null) =>
  `\uE000${field}${value === null ? 'n' : `v${Buffer.from(value, 'utf8').toString('hex')}`}`;

/**
 * What the search index holds for a request: the words of its id, category, address and
 * description as the shared tokenizer cuts them, then a token for each filterable field, so a
 * search with filters is one full-text query. Space-separated: SQLite splits only at spaces.
 * @example searchText(request) // 'abcdefghijklmnopqrst graffiti 1 main st tag \uE000sv4e6577 ...'
 */
export function searchText(request: ServiceRequest): string {
  const tokens = Object.entries(TOKEN_FIELDS).map(([field, name]) => fieldToken(field as TokenField, request[name]));
  return [...textWords(requestText(request)), ...tokens].join(' ');
}
