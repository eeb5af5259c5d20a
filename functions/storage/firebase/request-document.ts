/**
 * A request as a Firestore document in `requests` (document id = request id): the request fields
 * of docs/product.md#311-request-data, nothing else, with createdAt and lastUpdatedAt as
 * Timestamps. Reading turns the Timestamps back into ISO strings, so callers get the same shapes as
 * from the SQLite store.
 */
import { Timestamp, type DocumentData, type FieldValue } from 'firebase-admin/firestore';
import type { NewServiceRequest, ServiceRequest } from '#domain/requests/request-schemas.ts';

export const REQUESTS = 'requests';

/** The stored fields of a new request, picked one by one so nothing else (submitter data) slips in. */
function toRequestFields(request: NewServiceRequest): DocumentData {
  return {
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
  };
}

/** A whole document with its timestamps: server timestamps on create, exact ones on restore. */
export function toRequestDocument(
  request: NewServiceRequest,
  createdAt: Timestamp | FieldValue,
  lastUpdatedAt: Timestamp | FieldValue,
): DocumentData {
  return { ...toRequestFields(request), createdAt, lastUpdatedAt };
}

/** A Firestore Timestamp (or, defensively, a Date or string) as an ISO string. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

/** Documents are only written by toRequestDocument, so reading needs no validation pass. */
export function fromRequestDocument(id: string, data: DocumentData): ServiceRequest {
  const location = (data.location ?? null) as ServiceRequest['location'];
  return {
    id,
    category: data.category as ServiceRequest['category'],
    description: data.description as string,
    address: data.address as string,
    location: location ? { lat: location.lat, lng: location.lng } : null,
    imageUrl: (data.imageUrl ?? null) as string | null,
    status: data.status as ServiceRequest['status'],
    priority: data.priority as ServiceRequest['priority'],
    assignedDepartment: (data.assignedDepartment ?? null) as string | null,
    assignedTo: (data.assignedTo ?? null) as string | null,
    createdAt: toIso(data.createdAt),
    lastUpdatedAt: toIso(data.lastUpdatedAt),
    history: (data.history ?? []) as ServiceRequest['history'],
    comments: (data.comments ?? []) as ServiceRequest['comments'],
    internalNotes: (data.internalNotes ?? []) as ServiceRequest['internalNotes'],
    aiTriage: (data.aiTriage ?? null) as ServiceRequest['aiTriage'],
    aiPhotoAnalysis: (data.aiPhotoAnalysis ?? null) as ServiceRequest['aiPhotoAnalysis'],
  };
}
