/**
 * A request as a Firestore document in `requests` (document id = request id): the request fields
 * of docs/product.md#311-request-data with createdAt, lastUpdatedAt and dueAt as Timestamps, and
 * the query-only fields of request-query-fields.ts; nothing else. Reading turns the Timestamps back
 * into ISO strings and leaves the query-only fields out, so callers get the same shapes as from the
 * SQLite store. A document written before requests had due dates reads with the due date its
 * category's target gives (content/311-service-levels.json), as a new submission would get; one
 * written before references, with the reference derived from its id (the backfill stores one).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { legacyReference } from '#domain/requests/reference.ts';
import type { NewServiceRequest, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { dueAt } from '#domain/requests/service-levels.ts';
import { loadServiceLevels } from '../../config/service-levels.ts';
import { queryFields, type Stamp } from './request-query-fields.ts';

export const REQUESTS = 'requests';

/** A request as written: a new one with the reference the store drew for it, or a whole one. */
type StorableRequest = NewServiceRequest & { reference: string };

/** The stored fields of a new request, picked one by one so nothing else (submitter data) slips in. */
function toRequestFields(request: StorableRequest): DocumentData {
  return {
    reference: request.reference,
    category: request.category,
    description: request.description,
    address: request.address,
    location: request.location ? { lat: request.location.lat, lng: request.location.lng } : null,
    imageUrl: request.imageUrl,
    status: request.status,
    priority: request.priority,
    assignedDepartment: request.assignedDepartment,
    assignedTo: request.assignedTo,
    history: request.history,
    comments: request.comments,
    internalNotes: request.internalNotes,
    aiTriage: request.aiTriage,
    aiPhotoAnalysis: request.aiPhotoAnalysis,
    hiddenDescription: markFields(request.hiddenDescription),
    hiddenPhoto: markFields(request.hiddenPhoto),
    language: request.language,
    descriptionTranslation: translationFields(request.descriptionTranslation),
    mergedInto: request.mergedInto ?? null,
    mergeRecord: mergeRecordFields(request.mergeRecord),
    workCompleted: workFields(request.workCompleted),
    // Always written, so the awaiting-review list's == true finds every request flagged.
    reviewPending: request.reviewPending,
    dueAt: Timestamp.fromDate(new Date(request.dueAt)),
  };
}

/** A machine translation's stored fields, picked one by one; null until there is one. */
function translationFields(translation: ServiceRequest['descriptionTranslation'] | undefined): DocumentData | null {
  return translation === null || translation === undefined
    ? null
    : { text: translation.text, language: translation.language, translatedAt: translation.translatedAt };
}

/** A merge's stored fields, picked one by one; null while the request is not merged. */
function mergeRecordFields(record: ServiceRequest['mergeRecord'] | undefined): DocumentData | null {
  return record === null || record === undefined
    ? null
    : {
        intoReference: record.intoReference,
        previousStatus: record.previousStatus,
        addedFollowIds: record.addedFollowIds,
        mergedAt: record.mergedAt,
      };
}

/** A work completion's stored fields, picked one by one; null before any. */
function workFields(work: ServiceRequest['workCompleted'] | undefined): DocumentData | null {
  return work === null || work === undefined
    ? null
    : { timestamp: work.timestamp, user: work.user, userId: work.userId, note: work.note, photo: work.photo };
}

/** A moderation mark's stored fields, picked one by one; null while the part is shown. */
function markFields(mark: ServiceRequest['hiddenPhoto']): DocumentData | null {
  return mark === null
    ? null
    : { reason: mark.reason, timestamp: mark.timestamp, user: mark.user, userId: mark.userId };
}

/**
 * A whole document with its timestamps (server timestamps on create, exact ones on restore) and its
 * query-only fields.
 * @example toRequestDocument(request, stamp, stamp).searchWords // ['s', 'st', 'str', …]
 */
export function toRequestDocument(request: StorableRequest, createdAt: Stamp, lastUpdatedAt: Stamp): DocumentData {
  return { ...toRequestFields(request), createdAt, lastUpdatedAt, ...queryFields(request, createdAt, lastUpdatedAt) };
}

/** The due date of a document written before due dates were stored, by the township in use. */
function dueAtOf(data: DocumentData, createdAt: string): string {
  if (data.dueAt) return toIso(data.dueAt);
  return dueAt(new Date(createdAt), data.category as ServiceRequest['category'], loadServiceLevels()).toISOString();
}

/** A Firestore Timestamp (or, defensively, a Date or string) as an ISO string. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

/** toIso, with null (or a missing field) read as null. */
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

/**
 * An ISO time as a Timestamp to write, or null.
 * @example timestampOrNull('2026-01-02T03:04:05.006Z') // Timestamp(1767323045, 6000000)
 */
export const timestampOrNull = (value: string | null) => (value === null ? null : Timestamp.fromDate(new Date(value)));

/** Documents are only written by toRequestDocument, so reading needs no validation pass. */
export function fromRequestDocument(id: string, data: DocumentData): ServiceRequest {
  const createdAt = toIso(data.createdAt);
  const location = (data.location ?? null) as ServiceRequest['location'];
  return {
    id,
    // Until the backfill reaches it, a document from before references reads with a stand-in.
    reference: typeof data.reference === 'string' ? data.reference : legacyReference(id),
    category: data.category as ServiceRequest['category'],
    description: data.description as string,
    address: data.address as string,
    location: location ? { lat: location.lat, lng: location.lng } : null,
    imageUrl: (data.imageUrl ?? null) as string | null,
    status: data.status as ServiceRequest['status'],
    priority: data.priority as ServiceRequest['priority'],
    assignedDepartment: (data.assignedDepartment ?? null) as string | null,
    assignedTo: (data.assignedTo ?? null) as string | null,
    createdAt,
    lastUpdatedAt: toIso(data.lastUpdatedAt),
    dueAt: dueAtOf(data, createdAt),
    history: (data.history ?? []) as ServiceRequest['history'],
    comments: (data.comments ?? []) as ServiceRequest['comments'],
    internalNotes: (data.internalNotes ?? []) as ServiceRequest['internalNotes'],
    aiTriage: (data.aiTriage ?? null) as ServiceRequest['aiTriage'],
    aiPhotoAnalysis: (data.aiPhotoAnalysis ?? null) as ServiceRequest['aiPhotoAnalysis'],
    // Documents from before moderation have neither field: nothing hidden.
    hiddenDescription: (data.hiddenDescription ?? null) as ServiceRequest['hiddenDescription'],
    hiddenPhoto: (data.hiddenPhoto ?? null) as ServiceRequest['hiddenPhoto'],
    // Documents from before languages were all submitted in English (the backfill stores it).
    language: typeof data.language === 'string' ? data.language : 'en',
    // Documents from before machine translation have none.
    descriptionTranslation: (data.descriptionTranslation ?? null) as ServiceRequest['descriptionTranslation'],
    // Documents from before merging were never merged.
    mergedInto: typeof data.mergedInto === 'string' ? data.mergedInto : null,
    mergeRecord: (data.mergeRecord ?? null) as ServiceRequest['mergeRecord'],
    // Documents from before work completion have neither field: none recorded, none pending.
    workCompleted: (data.workCompleted ?? null) as ServiceRequest['workCompleted'],
    reviewPending: data.reviewPending === true,
  };
}
