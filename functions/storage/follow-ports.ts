/**
 * The storage port of following requests (docs/product.md#311-following-a-request): residents'
 * subscriptions to updates of a public request, the submitter's choice to stop messages, and the
 * tokens the links in messages carry. Stores keep only a SHA-256 of each token (follow-tokens.ts),
 * looked up as a key, so a copy of the database opens none of those links.
 *
 * Subscriber addresses are private: nothing here is read by a public view, Open311, the CSV
 * export or the staff list; only the operator's data transfer (scripts/data-transfer.ts) copies them.
 */

/** What a token lets its holder do. */
export type FollowTokenKind =
  /** Confirm a pending subscription (the link in the confirmation e-mail). */
  | 'confirm'
  /** End a subscription, or, without one, stop the submitter's messages. */
  | 'stop'
  /** The submitter's private page: add information or a photo, or say it is not fixed. */
  | 'follow-up';

export interface FollowToken {
  kind: FollowTokenKind;
  requestId: string;
  /** The subscription a confirm or stop token is for; null for the submitter's tokens. */
  subscriptionId: string | null;
  createdAt: string;
  /** After this the token is refused; null: it does not expire. */
  expiresAt: string | null;
}

type NewFollowToken = Omit<FollowToken, 'createdAt'>;

/** pending until the address is confirmed; ended when unsubscribed. */
export type SubscriptionStatus = 'pending' | 'active' | 'ended';

export interface Subscription {
  /** One per request and address: the same id on every backend (follow-tokens.ts). */
  id: string;
  requestId: string;
  /** Trimmed and lower-cased. */
  email: string;
  status: SubscriptionStatus;
  /** When the address last asked to follow. */
  createdAt: string;
  confirmedAt: string | null;
  endedAt: string | null;
  /**
   * The language the follow was asked in (the follow screen's): its e-mails are in it. Set when a
   * subscription starts or starts again; 'en' for subscriptions from before languages.
   */
  language: string;
}

/**
 * The data transfer's view of what a FollowStore keeps, one record per row or document, tokens as
 * their hashes only. Each kind has a key (followRecordKey) the export pages by.
 */
export type FollowRecord =
  | { kind: 'subscription'; subscription: Subscription }
  | { kind: 'followToken'; hash: string; token: FollowToken }
  | { kind: 'submitterStop'; requestId: string; createdAt: string };

export type FollowRecordKind = FollowRecord['kind'];

export interface FollowStore {
  /** A new random token; only its hash is stored. Returns the token itself, this once. */
  issueToken(token: NewFollowToken): Promise<string>;
  /**
   * Stores the hash of a stop token the caller derived (follow-tokens.ts deriveStopToken) unless it
   * is stored already, and either way notes that a message carries it now, which keeps it from
   * pruneTokens. The same token in every message: one row per recipient and request.
   */
  keepStopToken(token: string, about: { requestId: string; subscriptionId: string | null }): Promise<void>;
  /**
   * Deletes the tokens no link needs since `before`: confirm tokens expired before it and stop
   * tokens no message has carried since (follow-tokens.ts pruneAfter). Follow-up tokens stay, as
   * the submitter's private link works for as long as the request exists. Returns how many went.
   */
  pruneTokens(before: Date): Promise<number>;
  /** The record of a token (expired ones too: the caller says so), or null for an unknown or malformed one. */
  findToken(token: string): Promise<FollowToken | null>;
  /**
   * Asks to follow: a new pending subscription, an ended one pending again, or a pending or
   * active one as it is. The address is trimmed and lower-cased; `language` is recorded with a new
   * or restarted subscription ('en' when not given).
   */
  subscribe(requestId: string, email: string, language?: string): Promise<Subscription>;
  getSubscription(id: string): Promise<Subscription | null>;
  /**
   * Activates (stamping confirmedAt) or ends (stamping endedAt) a subscription; setting the status
   * it already has changes nothing. Null for an unknown id.
   */
  setSubscriptionStatus(id: string, status: 'active' | 'ended'): Promise<Subscription | null>;
  /** Active subscriptions of a request, at most `limit`, in no particular order. */
  listActive(requestId: string, limit: number): Promise<Subscription[]>;
  countActive(requestId: string): Promise<number>;
  /** Records that the submitter wants no more messages about the request (idempotent). */
  stopSubmitter(requestId: string): Promise<void>;
  submitterStopped(requestId: string): Promise<boolean>;
}
