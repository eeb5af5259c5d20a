/**
 * The data transfer's half of the stores (scripts/data-transfer.ts: export, import, moving
 * between backends): reading and writing documents whole, timestamps and hashes included. Runtime
 * code gets Stores (ports.ts), which has none of these methods; only the adapters' openers
 * (openSqliteStores, openFirebaseStores) and createTransferStores hand out TransferStores.
 */
import type { ResponseTemplate } from '#domain/requests/response-templates.ts';
import type { SavedView } from '#domain/requests/saved-views.ts';
import type { AuditEntry } from '#domain/requests/staff-audit.ts';
import type { ServiceRequest, StaffProfile, SubmitterInfo } from '#domain/requests/request-schemas.ts';

import type { FollowRecord, FollowRecordKind, FollowStore } from './follow-ports.ts';
import type {
  ApiKey,
  ApiKeyStore,
  RequestStore,
  ResponseTemplateStore,
  SavedViewStore,
  StaffAuditLog,
  StaffStore,
  Stores,
  SubmitterInfoStore,
} from './ports.ts';

/** One request of a data import, with its submitter info when the export had it. */
export interface RestoreItem {
  request: ServiceRequest;
  info: SubmitterInfo | null;
}

export interface RequestTransfer {
  /** Writes a request exactly as given, its timestamps included, replacing any request with the same id. Publishes nothing. */
  restore(request: ServiceRequest): Promise<void>;
  /**
   * restore() for many requests, each with its submitter info when it has one (as
   * SubmitterInfoTransfer.restore), in as few writes as the backend allows: one SQLite
   * transaction, where one commit per request would make an import of a million take hours.
   * Optional: the import restores one by one without it.
   */
  restoreMany?(items: readonly RestoreItem[]): Promise<void>;
}

export interface SubmitterInfoTransfer {
  /** Writes the info exactly as given, createdAt included. */
  restore(requestId: string, info: SubmitterInfo): Promise<void>;
}

/** A password reset link as stores keep it: the SHA-256 of its token (never the token), whose account it is for, and its end. */
export interface StoredResetLink {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface StaffTransfer {
  /**
   * Writes a profile and its login under the profile's id, replacing both if they exist.
   * `passwordHash` is a hash from auth/password.ts, or null for a login that must set its password
   * before it can sign in (the export came from a store that does not keep hashes).
   */
  restore(profile: StaffProfile, passwordHash: string | null): Promise<void>;
  /** Every reset link kept, expired ones too (at most one per account). */
  listResetLinks(): Promise<StoredResetLink[]>;
  /**
   * Writes a link exactly as given, replacing any other link of its account (an account has one
   * link at most), so the token it was handed out with works here.
   */
  restoreResetLink(link: StoredResetLink): Promise<void>;
}

export interface StaffAuditTransfer {
  /** Writes entries exactly as given, ids and times included, replacing those with the same id. */
  restore(entries: readonly AuditEntry[]): Promise<void>;
}

/** A key as stored: its public fields and the hash it is found by. */
export interface StoredApiKey {
  apiKey: ApiKey;
  /** The hex SHA-256 of the key (api-key-secret.ts). */
  hash: string;
}

export interface ApiKeyTransfer {
  /** Every key with its hash, in no particular order. */
  listStored(): Promise<StoredApiKey[]>;
  /** Writes a key exactly as given, replacing the key with the same id. */
  restore(stored: StoredApiKey): Promise<void>;
}

export interface ResponseTemplateTransfer {
  /**
   * Writes a template exactly as given, replacing the one with the same id. No group checks: the
   * import checks the groups it fills before writing.
   */
  restore(template: ResponseTemplate): Promise<void>;
}

export interface SavedViewTransfer {
  /** Up to `limit` views of every owner, in the order of their id, after the id `after` (null: from the first). */
  pageViews(after: string | null, limit: number): Promise<SavedView[]>;
  /**
   * Writes a view exactly as given, timestamps included, replacing the one with the same id. No
   * owner checks: the import checks each owner's views before writing.
   */
  restore(view: SavedView): Promise<void>;
}

export interface FollowTransfer {
  /**
   * Up to `limit` records of one kind, in the order of their key (subscription id, token hash,
   * request id), after the key `after` (null: from the first).
   */
  pageRecords(kind: FollowRecordKind, after: string | null, limit: number): Promise<FollowRecord[]>;
  /**
   * Writes records exactly as given, replacing those with the same key, in as few writes as the
   * backend allows (one SQLite transaction; Firestore batches).
   */
  restore(records: readonly FollowRecord[]): Promise<void>;
}

/** The stores as the data transfer (and tests that seed documents whole) see them: each port with its transfer half. */
export interface TransferStores extends Stores {
  requests: RequestStore & RequestTransfer;
  submitterInfo: SubmitterInfoStore & SubmitterInfoTransfer;
  staff: StaffStore & StaffTransfer;
  staffAudit: StaffAuditLog & StaffAuditTransfer;
  apiKeys: ApiKeyStore & ApiKeyTransfer;
  responseTemplates: ResponseTemplateStore & ResponseTemplateTransfer;
  savedViews: SavedViewStore & SavedViewTransfer;
  follow: FollowStore & FollowTransfer;
}
