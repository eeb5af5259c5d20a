/**
 * The Firestore FollowStore's documents: collection names and how documents read as the port's
 * records (the store and the data transfer share them).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import type { FollowToken, Subscription } from '../follow-ports.ts';
import { isoOrNull, toIso } from './request-document.ts';

export const SUBSCRIPTIONS = 'request_subscriptions';
export const SUBMITTER_STOPS = 'request_submitter_stops';
export const FOLLOW_TOKENS = 'follow_tokens';

/** Ids of ours are hex or request ids; anything else (a '/') would name another path. */
export const isDocumentId = (id: string) => /^[A-Za-z0-9]{1,64}$/.test(id);

/** @example fromSubscriptionDocument(doc.id, doc.data()).status // 'active' */
export function fromSubscriptionDocument(id: string, data: DocumentData): Subscription {
  return {
    id,
    requestId: data.requestId as string,
    email: data.email as string,
    status: data.status as Subscription['status'],
    createdAt: toIso(data.createdAt),
    confirmedAt: isoOrNull(data.confirmedAt),
    endedAt: isoOrNull(data.endedAt),
    // Subscriptions from before languages were asked for in English.
    language: typeof data.language === 'string' ? data.language : 'en',
  };
}

/** @example fromTokenDocument(doc.data()).kind // 'stop' */
export function fromTokenDocument(data: DocumentData): FollowToken {
  return {
    kind: data.kind as FollowToken['kind'],
    requestId: data.requestId as string,
    subscriptionId: (data.subscriptionId ?? null) as string | null,
    createdAt: toIso(data.createdAt),
    expiresAt: isoOrNull(data.expiresAt),
  };
}
