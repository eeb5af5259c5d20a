/** The SQLite FollowStore's rows and how they read as the port's records. */
import type { FollowRecord, FollowRecordKind, FollowToken, Subscription, SubscriptionStatus } from '../follow-ports.ts';

export interface SubscriptionRow {
  id: string;
  request_id: string;
  email: string;
  status: SubscriptionStatus;
  created_at: number;
  confirmed_at: number | null;
  ended_at: number | null;
  language: string;
}

export interface TokenRow {
  kind: FollowToken['kind'];
  request_id: string;
  subscription_id: string | null;
  created_at: number;
  expires_at: number | null;
}

export const SUBSCRIPTION_COLUMNS = 'id, request_id, email, status, created_at, confirmed_at, ended_at, language';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
export const msOf = (value: string | null) => (value === null ? null : Date.parse(value));

/** @example fromSubscriptionRow(row).status // 'active' */
export function fromSubscriptionRow(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    requestId: row.request_id,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: iso(row.confirmed_at),
    endedAt: iso(row.ended_at),
    language: row.language,
  };
}

/** @example fromTokenRow(row).kind // 'stop' */
export function fromTokenRow(row: TokenRow): FollowToken {
  return {
    kind: row.kind,
    requestId: row.request_id,
    subscriptionId: row.subscription_id,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: iso(row.expires_at),
  };
}

/**
 * A row of a follow table as the data transfer's record of its kind (follow-transfer.ts).
 * @example followRecordOf('submitterStop', { request_id, created_at }) // { kind: 'submitterStop', requestId, createdAt }
 */
export function followRecordOf(kind: FollowRecordKind, row: Record<string, unknown>): FollowRecord {
  switch (kind) {
    case 'subscription':
      return { kind, subscription: fromSubscriptionRow(row as unknown as SubscriptionRow) };
    case 'followToken':
      return { kind, hash: row.hash as string, token: fromTokenRow(row as unknown as TokenRow) };
    case 'submitterStop':
      return { kind, requestId: row.request_id as string, createdAt: new Date(row.created_at as number).toISOString() };
  }
}
