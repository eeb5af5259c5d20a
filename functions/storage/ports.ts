/**
 * The storage ports of Township 311: what services need from a store, nothing about how it is
 * kept. The embedded default implements them with SQLite and files on disk (sqlite/); a Firestore,
 * Firebase Auth and Cloud Storage adapter implements the same interfaces, and both must pass the
 * shared contract suite (testing/contracts/storage/).
 *
 * Shapes follow the Firestore model on purpose: a request is ONE document whose history, comments
 * and internal notes are lists on it. Lists are queried by a filter, an order and a keyset cursor
 * (page, count, stats), answered by the store's own indexes. Every method is async, even where
 * SQLite is not. What only the data transfer does (writing documents whole, reading hashes)
 * is not here but in transfer-ports.ts, so runtime code cannot call it.
 */
import type { Category, Role, Status } from '#domain/requests/constants.ts';
import type { NearbyQuery } from '#domain/requests/nearby.ts';
import type { ResponseTemplate } from '#domain/requests/response-templates.ts';
import type { SavedView } from '#domain/requests/saved-views.ts';
import type { AuditEntry, NewAuditEntry } from '#domain/requests/staff-audit.ts';
import type { RequestChange } from '#domain/requests/request-changes.ts';
import type { RequestFilter, RequestPageQuery } from '#domain/requests/request-query.ts';
import type { StatsQuery, StoreStats } from '#domain/requests/request-stats.ts';
import type {
  NewServiceRequest,
  NewSubmitterInfo,
  ServiceRequest,
  StaffProfile,
  SubmitterInfo,
} from '#domain/requests/request-schemas.ts';

import type { FollowStore } from './follow-ports.ts';
import type { StaffMailStore } from './staff-mail-ports.ts';
import type { WindowCounters } from './window-counter-ports.ts';

export type { RequestChange };

/** Thrown when a create would overwrite something that exists (a request id, a staff e-mail). */
export class StoreConflictError extends Error {
  override name = 'StoreConflictError';
}

/**
 * Thrown when a store's list or count (Firestore's) would have to read more documents than its bound to stay
 * exact: conditions Firestore cannot take (a second search word, more `in` values than its
 * disjunction limit, a date range on a field the list is not sorted by) are checked in this
 * process, and a filter that matches few of many documents makes that read long. The caller gets an
 * error rather than a short page or a wrong total; a narrower filter (one more condition Firestore
 * can take, or a longer first search word) answers.
 */
export class ScanLimitError extends Error {
  override name = 'ScanLimitError';

  readonly operation: 'page' | 'count';
  readonly limit: number;

  /** @example new ScanLimitError('count', 100_000).message // 'count: more than 100000 documents…' */
  constructor(operation: 'page' | 'count', limit: number) {
    super(`${operation}: more than ${limit} documents to read for this filter; narrow it.`);
    this.operation = operation;
    this.limit = limit;
  }
}

export interface ListOptions {
  /** At most this many, newest first; all of them when left out. */
  limit?: number;
}

export interface RequestCounts {
  byStatus: Record<Status, number>;
  /** Emergency priority and not Resolved or Closed: the dashboard's "Active Emergencies". */
  activeEmergencies: number;
}

/** What updateIf did: applied, with the request after it; or refused, with the request as it stands. */
export interface ConditionalUpdate {
  applied: boolean;
  request: ServiceRequest;
}

/** An open request near a point, with its distance and its "I have this problem too" count. */
export interface NearbyMatch {
  request: ServiceRequest;
  distanceMetres: number;
  alsoReported: number;
}

/** The fields of a request the CSV export writes, and what its pages are ordered by. */
export type ExportedRequest = Pick<
  ServiceRequest,
  | 'id'
  | 'reference'
  | 'category'
  | 'status'
  | 'priority'
  | 'assignedDepartment'
  | 'assignedTo'
  | 'address'
  | 'location'
  | 'createdAt'
  | 'lastUpdatedAt'
  | 'dueAt'
  | 'description'
  | 'reviewPending'
>;

export interface RequestStore {
  /**
   * Writes a new request; the store sets createdAt and lastUpdatedAt to its own clock (a server
   * timestamp) and draws its reference (#domain/requests/reference.ts), unique among all
   * requests: on a clash it draws again. The id is chosen by the caller (newRequestId) because the
   * photo is stored under it before the request is written. Throws StoreConflictError if the id exists.
   */
  create(request: NewServiceRequest): Promise<ServiceRequest>;
  /**
   * A resident's submission: create() and SubmitterInfoStore.put() as one write, so either both
   * are stored or neither is (one SQLite transaction, one Firestore batch). A submission must not
   * leave a request nobody can be told about, nor acknowledge one without its submitter.
   * Throws StoreConflictError, and writes nothing, if the id exists.
   */
  createWithSubmitterInfo(request: NewServiceRequest, info: NewSubmitterInfo): Promise<ServiceRequest>;
  /** The request, or null for an unknown id. */
  get(id: string): Promise<ServiceRequest | null>;
  /** The request with this reference (as stored: reference.ts parseReference), or null. */
  getByReference(reference: string): Promise<ServiceRequest | null>;
  /** Newest first by createdAt (ties: by id, descending, so the order is stable). */
  list(options?: ListOptions): Promise<ServiceRequest[]>;
  /** Requests assigned to one staff member, newest first. */
  listByAssignee(staffId: string, options?: ListOptions): Promise<ServiceRequest[]>;
  /**
   * The duplicates merged into a request (mergedInto): at most `limit` of them (which ones, when
   * there are more, is the store's choice), oldest first (ties: by id). An indexed read of only
   * those, never of the collection.
   */
  listMergedInto(id: string, limit: number): Promise<ServiceRequest[]>;
  counts(): Promise<RequestCounts>;
  /**
   * Requests created from `from` to `to` (both inclusive), newest first by createdAt (ties: by id,
   * descending). For Open311 listings, whose windows are at most 90 days: callers filter and page
   * the result themselves.
   */
  listCreatedBetween(from: Date, to: Date): Promise<ServiceRequest[]>;
  /**
   * One page of the requests that pass the filter, in the query's order, after its cursor
   * (#domain/requests/request-query.ts): at most `limit`, fewer only on the last page. Done in
   * the store with its indexes, never by reading the whole collection. A store that checks part of
   * a filter itself (Firestore: a second search word, more `in` values than it takes) reads on
   * until the page is full, within a bound; past it, it throws rather than return a short page.
   */
  page(query: RequestPageQuery): Promise<ServiceRequest[]>;
  /**
   * Optional: the whole list in pages of `pageSize`, as paging through page() gives it, with only
   * the fields the CSV export writes (ExportedRequest), read apart from what serves the other
   * reads (SQLite: a connection of its own with a small page cache, closed when the pages end or
   * the reader stops). The CSV export uses it when present.
   */
  pages?(query: Omit<RequestPageQuery, 'after' | 'limit'>, pageSize: number): AsyncGenerator<ExportedRequest[], void>;
  /** How many requests pass the filter: exact, or an error past the same kind of bound as page(). */
  count(filter: RequestFilter): Promise<number>;
  /** The statistics screens' figures (#domain/requests/request-stats.ts). */
  stats(query: StatsQuery): Promise<StoreStats>;
  /**
   * Applies one change atomically: sets the fields, appends the entries to history, comments and
   * internal notes (never replacing the lists, so concurrent changes all survive), and sets
   * lastUpdatedAt to the store's clock. Returns the updated request, or null for an unknown id.
   * A Firestore adapter runs this in a transaction (read, append, write with serverTimestamp):
   * plain arrayUnion would merge two identical entries into one.
   */
  update(id: string, change: RequestChange): Promise<ServiceRequest | null>;
  /**
   * update(), only if `condition` holds for the request as it is inside the write (the same
   * transaction, so no other change comes between the check and the write): a check and its
   * change are one conditional write, and of two racing changes that each need the state the
   * other ends, exactly one applies. `condition` may run more than once (Firestore retries a
   * transaction) and must not have side effects. Null for an unknown id.
   * @example await store.updateIf(id, reopenChange(note, now), (current) => current.status === 'Resolved')
   */
  updateIf(
    id: string,
    change: RequestChange,
    condition: (current: ServiceRequest) => boolean,
  ): Promise<ConditionalUpdate | null>;
  /**
   * Open requests of the query's category within NEARBY_RADIUS_METRES of its point, nearest first,
   * at most NEARBY_LIMIT (#domain/requests/nearby.ts): read through an index of open requests by
   * category and place, at most NEARBY_CANDIDATES of them, and measured exactly in code.
   */
  nearby(query: NearbyQuery): Promise<NearbyMatch[]>;
  /** Counts one more resident with the same problem: the new count, or null for an unknown id. lastUpdatedAt stays. */
  addAlsoReported(id: string): Promise<number | null>;
  /** How many residents said they have the same problem (0 for none), or null for an unknown id. */
  alsoReported(id: string): Promise<number | null>;
}

/**
 * Only the known fields of a submitter's info: a caller's extra keys never reach a store.
 * @example Object.keys(submitterFields(info)) // ['name', 'email', 'phone', 'address', 'wantsTextAlerts']
 */
export function submitterFields(info: NewSubmitterInfo): NewSubmitterInfo {
  return {
    name: info.name,
    email: info.email,
    phone: info.phone,
    address: info.address,
    wantsTextAlerts: info.wantsTextAlerts,
  };
}

/**
 * The info a store keeps for put(): only the known fields, stamped with the store's clock.
 * @example storedSubmitterInfo(info, new Date()).createdAt // '2026-11-21T12:00:00.000Z'
 */
export function storedSubmitterInfo(info: NewSubmitterInfo, createdAt: Date): SubmitterInfo {
  return { ...submitterFields(info), createdAt: createdAt.toISOString() };
}

/** The private half of a submission, kept apart under the same id as its request. */
export interface SubmitterInfoStore {
  /** Writes (or replaces) the info of an existing request; the store sets createdAt. */
  put(requestId: string, info: NewSubmitterInfo): Promise<SubmitterInfo>;
  get(requestId: string): Promise<SubmitterInfo | null>;
}

export interface StaffLogin {
  userId: string;
  /** Lower-case. */
  email: string;
  /**
   * The salted scrypt hash (auth/password.ts) where this server checks passwords itself; null
   * where an identity provider (Firebase Auth) keeps the password and signs staff in.
   */
  passwordHash: string | null;
}

export interface NewStaff {
  name: string;
  email: string;
  department: string;
  role: StaffProfile['role'];
  /** The new account's password, in the clear: the store hashes it or hands it to its identity provider. */
  password: string;
  /** A temporary password an admin chose: the member must change it at first sign-in. False when left out. */
  mustChangePassword?: boolean;
}

/** Thrown, with nothing changed, when a change would leave no active admin. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
}

/** An admin's change to an account: any of role, department and whether it is active. */
export interface StaffAccountChange {
  role?: Role;
  department?: string;
  active?: boolean;
}

/**
 * The account audit entries (docs/product.md#311-account-audit-log) a change writes in the same
 * write as itself, built there from what the change did; called only when the change happens.
 * The store stamps each entry as StaffAuditLog.append does. An error from it, or from writing
 * the entries, undoes the change: a change and its entries are stored together or not at all.
 * Firebase Auth shares no transaction with Firestore: the entries go with the Firestore half of a
 * change (the profile, the reset links), and a password reaches Firebase Auth only after them.
 * @example store.update(id, { role: 'manager' }, (before, after) => profileEntries(actor, before, after))
 */
export type AuditEntries<Done extends unknown[] = []> = (...done: Done) => readonly NewAuditEntry[];

/**
 * Staff logins (e-mail and password hash; Firebase Auth in production) and staff profiles (the
 * "users" collection, same id as the login). A login without a profile can exist in Firebase;
 * services must refuse it at sign-in. Every change takes the audit entries it writes with itself
 * (AuditEntries); without them it writes none.
 */
export interface StaffStore {
  /** Creates the login and the profile. E-mails are unique, case-insensitively: StoreConflictError. */
  create(staff: NewStaff, audit?: AuditEntries<[created: StaffProfile]>): Promise<StaffProfile>;
  getProfile(id: string): Promise<StaffProfile | null>;
  /** Every profile, by name. */
  listProfiles(): Promise<StaffProfile[]>;
  /** Removes the login and the profile; false when there was neither. */
  delete(id: string, audit?: AuditEntries): Promise<boolean>;
  /** The login for an e-mail, matched case-insensitively, or null. */
  findLogin(email: string): Promise<StaffLogin | null>;
  /**
   * Applies an admin's change; the profile before and after it, or null for an unknown id. Throws
   * LastAdminError, changing nothing, when no active admin would be left: checked in the same
   * transaction as the write, so two admins demoting each other at once cannot both succeed.
   * A deactivated login cannot sign in (Firebase Auth: disabled).
   */
  update(
    id: string,
    change: StaffAccountChange,
    audit?: AuditEntries<[before: StaffProfile, after: StaffProfile]>,
  ): Promise<{ before: StaffProfile; after: StaffProfile } | null>;
  /**
   * Sets a new password; `temporary` makes the member change it at their next sign-in. Every reset
   * link of the account stops working. False for an unknown id.
   */
  setPassword(id: string, password: string, options: { temporary: boolean }, audit?: AuditEntries): Promise<boolean>;
  /**
   * A one-time reset link's token for the account, valid until `expiresAt`; the store keeps only
   * its hash, and earlier links of the account stop working.
   */
  createResetToken(id: string, expiresAt: Date, audit?: AuditEntries): Promise<string>;
  /** The account a reset token is for, while it is unused and not past its end at `now`; else null. */
  findResetToken(token: string, now: Date): Promise<string | null>;
  /**
   * Uses a reset token, once: ends it and sets the password (not temporary). The account's id, or
   * null (changing nothing) when the token is unknown, used or past its end at `now`.
   */
  useResetToken(token: string, password: string, now: Date, audit?: AuditEntries): Promise<string | null>;
}

/**
 * Every change to a staff account, kept for admins to read (docs/product.md#311-account-audit-log).
 * Entry ids sort by time, newest last, so a page is read by its index in id order. Account
 * changes write their entries with themselves (StaffStore's AuditEntries), not through append.
 */
export interface StaffAuditLog {
  /** Writes an entry on its own; the store stamps its time and id. */
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Up to `limit` entries, newest first, older than the entry `before` (an id) when given. */
  page(query: { limit: number; before?: string | undefined }): Promise<AuditEntry[]>;
}

/**
 * One staff sign-in. A session is one family of tokens: renewal gives it a new token and keeps the
 * one before it for a short grace (requests already in flight with it still succeed); ending the
 * session ends every token of it at once.
 */
export interface SessionRecord {
  /** The session's id, also the part of every token of it before the dot. */
  id: string;
  userId: string;
  /** When the staff member signed in. */
  createdAt: string;
  /** The last renewal (the sign-in at first): the idle clock runs from here. */
  renewedAt: string;
  /** The absolute end; it never moves. */
  expiresAt: string;
}

export interface Session extends SessionRecord {
  /** The secret token the cookie carries, `{id}.{secret}`. Stores keep only a hash of it. */
  token: string;
  /** False for the token a renewal retired, accepted only until its grace ends. */
  current: boolean;
}

/** What ended: one session (sign-out, expiry), or every session of a user (account deleted or changed). */
export type SessionEnd = { sessionId: string } | { userId: string };

export interface SessionStore {
  /** A new session with a fresh random token. */
  create(userId: string, expiresAt: Date): Promise<Session>;
  /**
   * The session a token belongs to: its current token, or the one before it until `graceUntil`
   * of the renewal that retired it. Null when unknown, ended, or past its absolute end.
   */
  get(token: string): Promise<Session | null>;
  /** The session with this id, for checks that hold no token (open live feeds); null when ended. */
  getById(id: string): Promise<SessionRecord | null>;
  /**
   * Gives the session a new current token when `token` is its current one; the old token stays
   * valid until `graceUntil`, the one before it not at all. Null when `token` is not current
   * (another request renewed first, or the session ended).
   */
  renew(token: string, graceUntil: Date): Promise<Session | null>;
  /** Ends the session `token` belongs to, every token of it. */
  delete(token: string): Promise<void>;
  /** Ends every session of a user (account deleted, role changed). */
  deleteAllForUser(userId: string): Promise<void>;
  /**
   * Told when this process ends a session through this store, so open live feeds close at once.
   * Other processes learn it from their own checks (getById before each event).
   */
  onEnd(listener: (ended: SessionEnd) => void): () => void;
}

export interface StoredPhoto {
  /** Storage path, `uploads/{requestId}/{fileName}`. */
  path: string;
  /** Where the app serves it, for request.imageUrl. */
  url: string;
}

export interface PhotoStore {
  /** Stores bytes under uploads/{requestId}/{fileName}; replaces a file of the same name. */
  put(requestId: string, fileName: string, bytes: Uint8Array, contentType: string): Promise<StoredPhoto>;
  /** The bytes and their type, or null when there is no such photo (or the names are malformed). */
  get(requestId: string, fileName: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /**
   * Deletes a photo no request refers to (one whose request write lost); a missing photo or a
   * malformed name is no error.
   */
  delete(requestId: string, fileName: string): Promise<void>;
  /** The URL path a stored photo is served at. */
  urlFor(requestId: string, fileName: string): string;
}

/**
 * A change to a request, with the full document. Consumers that face residents must project it
 * with toPublicListItem / toPublicRequest first.
 */
export interface RequestEvent {
  type: 'created' | 'updated';
  request: ServiceRequest;
}

/**
 * Live changes, for the server-sent event feeds. Request stores publish after each committed
 * write; the Firestore adapter (firebase/firestore-change-feed.ts) subscribes with onSnapshot instead
 * and publishes nothing.
 */
export interface ChangeFeed {
  publish(event: RequestEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: RequestEvent) => void): () => void;
}

/** One read of the change log: the requests changed after a cursor, or why there is none. */
export type ChangePage =
  /** Each changed request once, at its latest state, oldest change first; `cursor` follows the last. */
  | { kind: 'page'; cursor: string; events: RequestEvent[]; more: boolean }
  /** The log no longer reaches back to the cursor (a restart, or too many changes since): refetch. */
  | { kind: 'reset'; cursor: string }
  /** Not a cursor this log gives out. */
  | { kind: 'invalid' };

/**
 * The changes of requests since a cursor, for the polled live feed (docs/api.md#live-changes):
 * Firestore queries by commit time, the embedded backend keeps recent events in memory.
 */
export interface ChangeLog {
  /** The cursor of now: a read from it returns only changes made after this call. */
  current(): Promise<string>;
  /** At most `limit` events after `cursor`, `more` when others follow. */
  changedSince(cursor: string, limit: number): Promise<ChangePage>;
}

type OutboxChannel = 'email' | 'sms';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  to: string;
  /** E-mail only. */
  subject?: string | undefined;
  body: string;
  /** E-mail only: the one-click stop address for List-Unsubscribe (MailMessage.unsubscribeUrl). */
  unsubscribeUrl?: string | undefined;
  /** The request it is about, for the log and for support. */
  requestId?: string | undefined;
  /** The recipient's mailbox as the hourly cap counts it (notify/recipient-key.ts); e-mail only. */
  recipientKey?: string | undefined;
}

type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  /** Once sent or given up, with the tokens of its links removed (outbox-redaction.ts). */
  body: string;
  /** Null once sent or given up, as it holds a token. */
  unsubscribeUrl: string | null;
  requestId: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When a pending message is next due. */
  nextAttemptAt: string;
  sentAt: string | null;
}

/**
 * Notifications waiting to go out. Writing to the outbox is part of handling a request; sending
 * happens afterwards, so a mail or SMS failure never fails (or loses) the request.
 */
export interface Outbox {
  enqueue(message: NewOutboxMessage): Promise<OutboxMessage>;
  get(id: string): Promise<OutboxMessage | null>;
  /** Pending messages due at `now`, oldest first. */
  listPending(now: Date, options?: ListOptions): Promise<OutboxMessage[]>;
  /**
   * Takes a message pending and due at `now` for one sender before it calls the provider, so two
   * senders (the trigger and the scheduled run, or a trigger delivered twice) never both send it:
   * the claim makes it due again only `leaseMs` later, when a sender that crashed is replaced. Null
   * when the message is not there, not pending, not due, or another sender claimed it first.
   */
  claim(id: string, now: Date, leaseMs: number): Promise<OutboxMessage | null>;
  /** Marks a message sent, removing the tokens of its links (outbox-redaction.ts). */
  markSent(id: string): Promise<void>;
  /**
   * Counts a failed attempt and records the error. With `retryAt` the message stays pending until
   * then; with null it is given up as failed, and its links' tokens are removed as on markSent.
   */
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
  /**
   * How many messages with this recipient key were queued at or after `since`, whatever became of
   * them: the per-recipient hourly cap (one indexed count, never a scan of the outbox).
   */
  countForRecipient(recipientKey: string, since: Date): Promise<number>;
}

/** The public web settings the browser's Firebase Auth SDK needs (none of them secret). */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set only when the server itself talks to the Auth emulator: the browser must too. */
  authEmulatorUrl?: string;
}

/** A verified Firebase Auth ID token. */
export interface VerifiedIdToken {
  uid: string;
  email: string | null;
  /** When the user last typed their password (the token's auth_time). */
  authTime: Date;
}

/**
 * How staff prove who they are, which goes with the backend:
 * - password: this server checks the e-mail and password against StaffStore.findLogin's hash;
 * - firebase: the browser signs in with the Firebase Auth SDK and hands the API an ID token,
 *   which the API verifies (signature, expiry, revocation) before starting its own session.
 */
export type StaffIdentity =
  | { method: 'password' }
  | {
      method: 'firebase';
      /** The token's claims, or null for a token that is malformed, expired, revoked or forged. */
      verifyIdToken(idToken: string): Promise<VerifiedIdToken | null>;
      clientConfig: FirebaseClientConfig;
    };

/** An Open311 API key as admins see it: never the key itself, which only create() returns once. */
export interface ApiKey {
  id: string;
  /** Who uses it, e.g. "City data portal"; 1 to 100 characters. */
  label: string;
  /** The key's first 8 characters, so an admin can tell keys apart; not enough to use one. */
  prefix: string;
  /** The staff member's profile id and name who created it. */
  createdBy: { id: string; name: string };
  createdAt: string;
  /** Set when an admin revoked it; a revoked key is refused but stays listed. */
  revokedAt: string | null;
  /** The last accepted use, updated at most once a minute; null when never used. */
  lastUsedAt: string | null;
}

interface NewApiKey {
  label: string;
  createdBy: { id: string; name: string };
}

/**
 * Open311 API keys. Stores keep only a SHA-256 hash of each key (a key is 32 random bytes, so a
 * fast hash is enough), never the key.
 */
export interface ApiKeyStore {
  /** Creates a key; `secret` is the key itself, returned only here. */
  create(key: NewApiKey): Promise<{ apiKey: ApiKey; secret: string }>;
  /** Every key, revoked ones too, newest first. */
  list(): Promise<ApiKey[]>;
  /** Revokes a key (revoking twice keeps the first time); null for an unknown id. */
  revoke(id: string): Promise<ApiKey | null>;
  /** The active key for a secret, recording the use; null for an unknown, malformed or revoked one. */
  verify(secret: string): Promise<ApiKey | null>;
}

/** A response template as written: its group (a category, or null for any) and who writes it. */
export interface NewResponseTemplate {
  category: Category | null;
  title: string;
  text: string;
  by: { id: string; name: string };
}

/** A write of a template: done, or why not (templateConflict's reasons, or an unknown id). */
export type TemplateWrite =
  { ok: true; template: ResponseTemplate } | { ok: false; reason: 'duplicate' | 'full' | 'not-found' };

/**
 * Public-comment templates (#domain/requests/response-templates.ts), in groups: one per category
 * and one for any category. A group is small (the service passes MAX_TEMPLATES_PER_GROUP), so it
 * is read whole; the checks of templateConflict run inside the write (a SQLite transaction, a
 * Firestore transaction over the group's query), so two managers cannot overfill a group.
 */
export interface ResponseTemplateStore {
  /** One group's templates, by title (compareTemplates). */
  list(category: Category | null): Promise<ResponseTemplate[]>;
  get(id: string): Promise<ResponseTemplate | null>;
  /** Adds a template to its group, unless its title is taken there or the group holds `max`. */
  create(template: NewResponseTemplate, max: number): Promise<TemplateWrite>;
  /** Replaces a template's group, title and text, with the same checks in the group it ends up in. */
  update(id: string, template: NewResponseTemplate, max: number): Promise<TemplateWrite>;
  /** False when there was no such template. */
  delete(id: string): Promise<boolean>;
}

/** A saved view as written: its owner and their department now. */
export interface NewSavedView {
  name: string;
  view: string;
  shared: boolean;
  department: string;
  owner: { id: string; name: string };
}

/** A change to a saved view; `department` goes with sharing it, as the sharer's. */
export interface SavedViewUpdate {
  name?: string | undefined;
  shared?: boolean | undefined;
  department?: string | undefined;
}

/** A write of a saved view: done, or why not (savedViewConflict's reasons, or an unknown id). */
export type SavedViewWrite = { ok: true; view: SavedView } | { ok: false; reason: 'duplicate' | 'full' | 'not-found' };

/**
 * Named views of the staff request list (#domain/requests/saved-views.ts). One owner's views are
 * few (the service passes MAX_SAVED_VIEWS), so they are read whole; the checks of
 * savedViewConflict run inside the write (a SQLite transaction, a Firestore transaction over the
 * owner's views and a lock document), so two tabs cannot save past the bound.
 */
export interface SavedViewStore {
  /** An owner's views, by name (compareSavedViews). */
  listOwned(ownerId: string): Promise<SavedView[]>;
  /** Up to `limit` views shared with a department, the first saved first (by id), then by name. */
  listShared(department: string, limit: number): Promise<SavedView[]>;
  get(id: string): Promise<SavedView | null>;
  /** Adds a view, unless its owner has one of that name or holds `max`. */
  create(view: NewSavedView, max: number): Promise<SavedViewWrite>;
  /** Renames, shares or unshares a view, with the name check among its owner's views. */
  update(id: string, change: SavedViewUpdate): Promise<SavedViewWrite>;
  /** False when there was no such view. */
  delete(id: string): Promise<boolean>;
  /** Deletes every view of an owner, shared ones too (their account was deleted); how many. */
  deleteOwned(ownerId: string): Promise<number>;
}

/** Everything the services get, built in one place (create-stores.ts). */
export interface Stores {
  identity: StaffIdentity;
  requests: RequestStore;
  submitterInfo: SubmitterInfoStore;
  staff: StaffStore;
  sessions: SessionStore;
  photos: PhotoStore;
  changes: ChangeFeed;
  /** The same changes, read by cursor for the polled live feed. */
  changeLog: ChangeLog;
  outbox: Outbox;
  apiKeys: ApiKeyStore;
  responseTemplates: ResponseTemplateStore;
  savedViews: SavedViewStore;
  staffAudit: StaffAuditLog;
  /** Subscriptions to requests, stopped submitters and the tokens of links in messages. */
  follow: FollowStore;
  /** Staff members' e-mail choices, their digests and the overdue sweep's position. */
  staffMail: StaffMailStore;
  /** Where every rate limit and sign-in throttle counts: memory on one process, Firestore across instances. */
  windowCounters: WindowCounters;
  /**
   * Optional (SQLite's group commit): runs `work`, whose store calls then settle without waiting
   * for the disk, and settles once everything it wrote is on disk, with one wait for all of it.
   * Use inOneSync (storage/one-sync.ts), which runs the work as it is on a store without it.
   */
  oneSync?<V>(work: () => Promise<V>): Promise<V>;
  /** Releases files and connections; the stores must not be used afterwards. */
  close(): Promise<void>;
}
