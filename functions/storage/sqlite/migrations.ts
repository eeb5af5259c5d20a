/**
 * The SQLite schema, as numbered migrations applied in order and recorded in schema_version.
 * Never edit a migration that has shipped; add the next number instead.
 *
 * A request is one row: scalar fields as columns (so the listed queries have indexes) and the
 * lists (history, comments, internal notes) and nested objects as JSON text, mirroring the one
 * Firestore document per request. STRICT tables make SQLite enforce the column types.
 */
import type { DatabaseSync } from 'node:sqlite';
import { REDACT_SQL_FUNCTION } from '../outbox-redaction.ts';
import { registerRedaction } from './outbox.ts';
import { backfillReferences, backfillRequestColumns } from './request-backfill.ts';
import { backfillSubmitterWords } from './submitter-words.ts';
export interface Migration {
  version: number;
  description: string;
  sql: string;
  /**
   * Runs after `sql`, in the same transaction: for what SQL cannot compute (values from our own
   * rules, such as due dates and search words).
   */
  step?: (db: DatabaseSync) => void;
}

/**
 * A search-words index: our own tokenizer's words, stored space-separated, keyed by the request
 * row's rowid. ascii: every non-ASCII character is part of a word, so SQLite splits only at our
 * spaces. Contentless (the words are never read back) but deletable, no positions (detail=none: a
 * search is a list of word prefixes, never a phrase), and prefix indexes, so the short prefixes a
 * search starts with read one list instead of merging every word they start.
 * Migrations 4 and 12 create their tables with it, so it never changes: a new layout is a new migration.
 * @example wordsTable('request_words') // 'CREATE VIRTUAL TABLE request_words USING fts5(…);'
 */
const wordsTable = (name: string) => `CREATE VIRTUAL TABLE ${name} USING fts5(
        words,
        content = '',
        contentless_delete = 1,
        tokenize = 'ascii',
        detail = 'none',
        prefix = '1 2 3'
      );`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'requests, submitter info, staff, sessions, outbox',
    sql: `
      CREATE TABLE requests (
        id TEXT PRIMARY KEY,
        category TEXT NOT NULL,
        description TEXT NOT NULL,
        address TEXT NOT NULL,
        location TEXT NOT NULL CHECK (json_valid(location)),
        image_url TEXT,
        status TEXT NOT NULL,
        priority TEXT NOT NULL,
        assigned_department TEXT,
        assigned_to TEXT,
        created_at INTEGER NOT NULL,
        last_updated_at INTEGER NOT NULL,
        history TEXT NOT NULL CHECK (json_valid(history)),
        comments TEXT NOT NULL CHECK (json_valid(comments)),
        internal_notes TEXT NOT NULL CHECK (json_valid(internal_notes)),
        ai_triage TEXT CHECK (ai_triage IS NULL OR json_valid(ai_triage)),
        ai_photo_analysis TEXT CHECK (ai_photo_analysis IS NULL OR json_valid(ai_photo_analysis))
      ) STRICT;
      CREATE INDEX requests_newest ON requests (created_at DESC, id DESC);
      CREATE INDEX requests_by_assignee ON requests (assigned_to, created_at DESC, id DESC)
        WHERE assigned_to IS NOT NULL;
      CREATE INDEX requests_by_status ON requests (status, priority);

      CREATE TABLE submitter_info (
        request_id TEXT PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        address TEXT NOT NULL,
        wants_text_alerts INTEGER NOT NULL CHECK (wants_text_alerts IN (0, 1)),
        created_at INTEGER NOT NULL
      ) STRICT;

      -- Logins and profiles are apart, as Firebase Auth and the users collection are: a login
      -- without a profile can exist and must be refused at sign-in.
      CREATE TABLE staff_logins (
        user_id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE staff_profiles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        department TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('worker', 'manager', 'admin', 'developer')),
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX staff_profiles_by_name ON staff_profiles (name COLLATE NOCASE, id);

      -- Only a hash of each session token is kept, so a copy of the database cannot sign anyone in.
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions (user_id);
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient TEXT NOT NULL,
        subject TEXT,
        body TEXT NOT NULL,
        request_id TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        next_attempt_at INTEGER NOT NULL,
        sent_at INTEGER
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at, id);
    `,
  },
  {
    version: 2,
    description: 'Open311 API keys',
    sql: `
      -- Only a SHA-256 of each key is kept; the unique index is how a key is looked up.
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        hash TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        prefix TEXT NOT NULL,
        created_by_id TEXT NOT NULL,
        created_by_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        last_used_at INTEGER
      ) STRICT;
      CREATE INDEX api_keys_newest ON api_keys (created_at DESC);
    `,
  },
  {
    version: 3,
    description: 'staff sessions as token families',
    sql: `
      -- One row per sign-in: the current token's hash and the one the last renewal retired, so
      -- ending the session ends every token of it. Sessions of the old shape are dropped (staff
      -- sign in once more after the upgrade).
      DROP TABLE sessions;
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        token_hash TEXT NOT NULL,
        previous_token_hash TEXT,
        previous_valid_until INTEGER,
        created_at INTEGER NOT NULL,
        renewed_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions (user_id);
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);
    `,
  },
  {
    version: 4,
    description: 'due dates, the staff list indexes, counts and search words',
    // Why these indexes (request-query-sql.ts uses them): a page is a keyset walk, WHERE filter
    // AND (sort, id) < cursor ORDER BY sort, id LIMIT n, which costs O(n) only when one index
    // holds the filter's equalities first, then the sort key. A list filter (statuses New and In
    // Progress) is several equalities that SQLite cannot walk in one order, so a page is split
    // into arms, one per combination of equality values (dimension x status x priority rank),
    // each a limited walk of one index range, merged: at most 64 arms of n index entries.
    // - Four families of three indexes, one per sort column (priority sorts by priority_rank,
    //   fixed per arm, then created): (dimension, status, priority_rank, sort, id), where the
    //   dimension is nothing, the assignee ("me", "unassigned"), the category or the department.
    //   Status and priority rank in every family serve "status", "priority + status", the cards
    //   and overdue (open statuses, due before now) on top of each dimension.
    // - Each index ends with the other instants (created_at, due_at) that a date range or overdue
    //   checks, so those checks read the index entry, never the row. Without them, overdue sorted
    //   by priority walked thousands of recent open rows at a table lookup each (49 ms at 1M).
    // - Counts of filters without ranges or words come from request_counts, a count per
    //   combination of the filterable columns kept by triggers (a few thousand rows however many
    //   requests): counting 700,000 Resolved requests in an index took 50 ms, this takes < 1 ms.
    // - One index per sort over every request (requests_newest, _updated, _due, _priority): a
    //   search with many hits walks it in order, probing the hits, and stops at a full page.
    // - Statistics: finished_at (closed per month), resolve_ms (nearest-rank percentiles by
    //   LIMIT 1 OFFSET k over the index), requests_newest (opened per month).
    // Measured on 1,000,000 generated requests (scripts/generate-requests.ts), CPU time: every
    // page of the common filters in every sort 0.2 to 3 ms, their counts under 1 ms, statistics
    // 18 ms, a search page and its count 1 to 25 ms (a one-letter search up to 125 ms).
    sql: `
      -- Derived from the request on every write (request-row.ts): the due date, the priority's
      -- rank, when it was finished (null while open) and how long that took. The step below
      -- fills them for the requests already stored.
      ALTER TABLE requests ADD COLUMN due_at INTEGER;
      ALTER TABLE requests ADD COLUMN priority_rank INTEGER;
      ALTER TABLE requests ADD COLUMN finished_at INTEGER;
      ALTER TABLE requests ADD COLUMN resolve_ms INTEGER;
      UPDATE requests SET priority_rank =
        CASE priority WHEN 'Low' THEN 1 WHEN 'Medium' THEN 2 WHEN 'High' THEN 3 WHEN 'Emergency' THEN 4 END;
      DROP INDEX requests_by_status;
      CREATE INDEX requests_list_created ON requests (status, priority_rank, created_at, id, due_at);
      CREATE INDEX requests_list_updated ON requests (status, priority_rank, last_updated_at, id, created_at, due_at);
      CREATE INDEX requests_list_due ON requests (status, priority_rank, due_at, id, created_at);
      CREATE INDEX requests_assignee_created ON requests (assigned_to, status, priority_rank, created_at, id, due_at);
      CREATE INDEX requests_assignee_updated ON requests (assigned_to, status, priority_rank, last_updated_at, id, created_at, due_at);
      CREATE INDEX requests_assignee_due ON requests (assigned_to, status, priority_rank, due_at, id, created_at);
      CREATE INDEX requests_category_created ON requests (category, status, priority_rank, created_at, id, due_at);
      CREATE INDEX requests_category_updated ON requests (category, status, priority_rank, last_updated_at, id, created_at, due_at);
      CREATE INDEX requests_category_due ON requests (category, status, priority_rank, due_at, id, created_at);
      CREATE INDEX requests_department_created ON requests (assigned_department, status, priority_rank, created_at, id, due_at);
      CREATE INDEX requests_department_updated ON requests (assigned_department, status, priority_rank, last_updated_at, id, created_at, due_at);
      CREATE INDEX requests_department_due ON requests (assigned_department, status, priority_rank, due_at, id, created_at);
      CREATE INDEX requests_updated ON requests (last_updated_at, id);
      CREATE INDEX requests_due ON requests (due_at, id);
      CREATE INDEX requests_priority ON requests (priority_rank, created_at, id);
      CREATE INDEX requests_finished ON requests (finished_at) WHERE finished_at IS NOT NULL;
      CREATE INDEX requests_resolve_time ON requests (resolve_ms) WHERE resolve_ms IS NOT NULL;

      -- How many requests have each combination of the filterable columns; key is their JSON
      -- array (null and '' apart). Triggers keep it in the writing transaction.
      CREATE TABLE request_counts (
        key TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        priority_rank INTEGER,
        category TEXT NOT NULL,
        assigned_department TEXT,
        assigned_to TEXT,
        n INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      INSERT INTO request_counts
        SELECT json_array(status, priority_rank, category, assigned_department, assigned_to), status, priority_rank, category, assigned_department, assigned_to, count(*)
        FROM requests GROUP BY 1;
      CREATE TRIGGER requests_count_insert AFTER INSERT ON requests BEGIN
        INSERT INTO request_counts VALUES (json_array(NEW.status, NEW.priority_rank, NEW.category, NEW.assigned_department, NEW.assigned_to), NEW.status, NEW.priority_rank, NEW.category, NEW.assigned_department, NEW.assigned_to, 1)
          ON CONFLICT (key) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER requests_count_update AFTER UPDATE OF status, priority_rank, category, assigned_department, assigned_to ON requests
        WHEN OLD.status IS NOT NEW.status OR OLD.priority_rank IS NOT NEW.priority_rank OR OLD.category IS NOT NEW.category OR OLD.assigned_department IS NOT NEW.assigned_department OR OLD.assigned_to IS NOT NEW.assigned_to
      BEGIN
        UPDATE request_counts SET n = n - 1 WHERE key = json_array(OLD.status, OLD.priority_rank, OLD.category, OLD.assigned_department, OLD.assigned_to);
        INSERT INTO request_counts VALUES (json_array(NEW.status, NEW.priority_rank, NEW.category, NEW.assigned_department, NEW.assigned_to), NEW.status, NEW.priority_rank, NEW.category, NEW.assigned_department, NEW.assigned_to, 1)
          ON CONFLICT (key) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER requests_count_delete AFTER DELETE ON requests BEGIN
        UPDATE request_counts SET n = n - 1 WHERE key = json_array(OLD.status, OLD.priority_rank, OLD.category, OLD.assigned_department, OLD.assigned_to);
      END;

      -- The words of each request (textWords of its id, category, address and description).
      ${wordsTable('request_words')}
    `,
    step: backfillRequestColumns,
  },
  {
    version: 5,
    description: 'short references',
    // The reference residents read and type (#domain/requests/reference.ts). Unique: the index
    // refuses a clash and the writer draws again (unique-reference.ts). The step fills it for the
    // requests already stored and adds it to their search words, so staff find a request by it.
    sql: `
      ALTER TABLE requests ADD COLUMN reference TEXT;
      CREATE UNIQUE INDEX requests_reference ON requests (reference);
    `,
    step: (db) => {
      backfillReferences(db);
    },
  },
  {
    version: 6,
    description: 'staff account life cycle: active and temporary-password flags, reset links, audit log',
    sql: `
      ALTER TABLE staff_profiles ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
      ALTER TABLE staff_profiles ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
        CHECK (must_change_password IN (0, 1));
      -- The last-admin guard counts these.
      CREATE INDEX staff_profiles_active_admins ON staff_profiles (role, active);

      -- One-time reset links: only a SHA-256 hash of each token, as for sessions.
      CREATE TABLE staff_password_resets (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX staff_password_resets_by_user ON staff_password_resets (user_id);

      -- Every change to an account. Ids sort by time (storage/audit-id.ts), so pages walk the key.
      CREATE TABLE staff_audit (
        id TEXT PRIMARY KEY,
        at INTEGER NOT NULL,
        action TEXT NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        actor_email TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        subject_name TEXT NOT NULL,
        subject_email TEXT NOT NULL,
        from_value TEXT,
        to_value TEXT
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 7,
    description: 'moderation: hidden description and photo',
    // Two columns, not one, so hiding one part and showing the other are independent changes.
    // Null while the part is shown; nothing to backfill.
    sql: `
      ALTER TABLE requests ADD COLUMN hidden_description TEXT
        CHECK (hidden_description IS NULL OR json_valid(hidden_description));
      ALTER TABLE requests ADD COLUMN hidden_photo TEXT CHECK (hidden_photo IS NULL OR json_valid(hidden_photo));
    `,
  },
  {
    version: 8,
    description: 'response templates',
    sql: `
      -- Public-comment templates in groups: a category's name, or '*' for any category. A group
      -- holds at most 20 (the store checks, in its write transaction), so it is read whole by
      -- this index.
      CREATE TABLE response_templates (
        id TEXT PRIMARY KEY,
        grp TEXT NOT NULL,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        updated_by_id TEXT NOT NULL,
        updated_by_name TEXT NOT NULL
      ) STRICT;
      CREATE INDEX response_templates_by_group ON response_templates (grp);
    `,
  },
  {
    version: 9,
    description: 'following requests: subscriptions, stopped submitters, link tokens',
    sql: `
      -- One row per request and address (the id is derived from both, follow-tokens.ts); the
      -- addresses are private and read by nothing that faces the public or the staff list.
      CREATE TABLE request_subscriptions (
        id TEXT PRIMARY KEY,
        request_id TEXT NOT NULL,
        email TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'ended')),
        created_at INTEGER NOT NULL,
        confirmed_at INTEGER,
        ended_at INTEGER
      ) STRICT;
      CREATE INDEX request_subscriptions_by_status ON request_subscriptions (request_id, status);

      -- Submitters who asked for no more messages about their request.
      CREATE TABLE submitter_stops (
        request_id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL
      ) STRICT;

      -- Only a SHA-256 of each token in a link is kept, and it is the key a token is found by.
      CREATE TABLE follow_tokens (
        hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'stop', 'follow-up')),
        request_id TEXT NOT NULL,
        subscription_id TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 11,
    description: 'List-Unsubscribe in the outbox, no link tokens in sent messages, reused stop tokens',
    sql: `
      -- The one-click stop address of a pending e-mail; emptied once it is sent or given up.
      ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;

      -- From when a token may be pruned (follow-tokens.ts pruneAfter): a confirm token's expiry, the
      -- last message that carried a stop token (one is now reused for every message about a request
      -- to one recipient), never for a follow-up token.
      ALTER TABLE follow_tokens ADD COLUMN prune_after INTEGER;
      UPDATE follow_tokens SET prune_after = CASE kind WHEN 'stop' THEN created_at WHEN 'confirm' THEN expires_at END;
      CREATE INDEX follow_tokens_by_prune ON follow_tokens (prune_after) WHERE prune_after IS NOT NULL;
    `,
    // Messages already sent or given up lose the tokens of their links, as new ones now do.
    step: (db) => {
      registerRedaction(db);
      db.exec(
        `UPDATE outbox SET body = ${REDACT_SQL_FUNCTION}(body) WHERE status <> 'pending' AND body LIKE '%token=%'`,
      );
    },
  },
  {
    version: 12,
    description: "staff search by caller: the submitters' words in their own index",
    // The words of each submitter's name, e-mail and phone endings (submitter-words.ts), in a
    // words table like request_words. A table of its own, not a column of request_words, so no
    // search but a staff one allowed to see submitters can reach them. The step fills it for the
    // submitters already stored.
    sql: wordsTable('submitter_words'),
    step: (db) => {
      backfillSubmitterWords(db);
    },
  },
  {
    version: 13,
    description: 'The recipient key of outbox e-mails, for the hourly cap per recipient',
    sql: `
      -- The mailbox an e-mail went to, however its address was written (notify/recipient-key.ts).
      ALTER TABLE outbox ADD COLUMN recipient_key TEXT;
      CREATE INDEX outbox_by_recipient ON outbox (recipient_key, created_at) WHERE recipient_key IS NOT NULL;
    `,
  },
  {
    version: 14,
    description: 'The language each request was submitted in and each follow asked in, and the list by language',
    // Requests from before were all submitted in English: the default fills them without a rewrite.
    // A language filter walks its own family of list indexes, like a category or a department
    // (request-query-sql.ts): language first, then status and priority rank, then the sort.
    sql: `
      ALTER TABLE requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
      CREATE INDEX requests_language_created ON requests (language, status, priority_rank, created_at, id, due_at);
      CREATE INDEX requests_language_updated ON requests (language, status, priority_rank, last_updated_at, id, created_at, due_at);
      CREATE INDEX requests_language_due ON requests (language, status, priority_rank, due_at, id, created_at);

      -- The language a follow was asked in: its e-mails are in it.
      ALTER TABLE request_subscriptions ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
  },
  {
    version: 15,
    description: "A machine translation of each request's description, for staff",
    // Written once, after the request is acknowledged, when a model endpoint is configured
    // (services/translate-description.ts); null for every request from before, and in English.
    sql: `ALTER TABLE requests ADD COLUMN description_translation TEXT;`,
  },
  {
    version: 16,
    description: 'The workload statistics indexes, per department and assignee',
    // request-workload-sql.ts counts each (department, assignee) pair that has requests (a few
    // hundred at most, from request_counts) inside one range of an index that starts with the
    // pair: opened is a range of created_at, resolved one of finished_at with the time to resolve
    // beside it, so neither reads a row or sorts; overdue is the range of open requests past due.
    // Measured at 100,000 generated requests, a GROUP BY over the period's range of a
    // (created_at, ...) index took 9 ms against 0.4 ms for the same entries counted in one range.
    sql: `
      CREATE INDEX requests_work_overdue ON requests (status, due_at, assigned_department, assigned_to);
      CREATE INDEX requests_work_opened ON requests (assigned_department, assigned_to, created_at);
      CREATE INDEX requests_work_finished ON requests (assigned_department, assigned_to, finished_at, resolve_ms)
        WHERE finished_at IS NOT NULL;
      `,
  },
  {
    version: 17,
    description: 'saved views of the staff request list',
    sql: `
      -- An owner holds at most 25 (the store checks, in its write transaction), read whole by the
      -- first index; a department's shared views are read a bounded page at a time by the second.
      CREATE TABLE saved_views (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        view TEXT NOT NULL,
        shared INTEGER NOT NULL,
        department TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        owner_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX saved_views_by_owner ON saved_views (owner_id);
      CREATE INDEX saved_views_shared ON saved_views (department, id) WHERE shared = 1;
    `,
  },
  {
    version: 18,
    description: 'Already reported: open requests by category and place, and the "I have this problem too" count',
    // An index over open requests only, by category then latitude and longitude read from the
    // location's JSON: a nearby check (request-nearby-sql.ts) is one range of latitudes within a
    // category, longitudes checked in the index, so it reads no row outside the box. Building the
    // index fills it for every request already stored; the count starts at 0 for them. The count
    // is not a column of request-row.ts: only addAlsoReported writes it, so no change resets it.
    sql: `
      ALTER TABLE requests ADD COLUMN also_reported INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX requests_nearby ON requests (
        category, json_extract(location, '$.lat'), json_extract(location, '$.lng')
      ) WHERE status IN ('New', 'In Progress');
    `,
  },
  {
    version: 19,
    description: 'Merged duplicates: the original each points at, and what undoing the merge needs',
    // Null for every request from before (none was merged). The partial index answers "the requests
    // merged into this one" a bounded page at a time, and costs nothing for the unmerged many.
    sql: `
      ALTER TABLE requests ADD COLUMN merged_into TEXT;
      ALTER TABLE requests ADD COLUMN merge_record TEXT CHECK (merge_record IS NULL OR json_valid(merge_record));
      CREATE INDEX requests_merged_into ON requests (merged_into, created_at, id) WHERE merged_into IS NOT NULL;
    `,
  },
  {
    version: 20,
    description: 'Work completed and the review flag, with the awaiting-review list',
    // work_completed: the last report as JSON. review_pending: 1 while the work awaits review,
    // NULL otherwise, so the list's indexes for it (the review family of request-query-sql.ts)
    // are partial and hold only the few requests awaiting review, whatever the table's size.
    sql: `
      ALTER TABLE requests ADD COLUMN work_completed TEXT;
      ALTER TABLE requests ADD COLUMN review_pending INTEGER;
      CREATE INDEX requests_review_created ON requests (review_pending, status, priority_rank, created_at, id, due_at)
        WHERE review_pending IS NOT NULL;
      CREATE INDEX requests_review_updated ON requests (review_pending, status, priority_rank, last_updated_at, id, created_at, due_at)
        WHERE review_pending IS NOT NULL;
      CREATE INDEX requests_review_due ON requests (review_pending, status, priority_rank, due_at, id, created_at)
        WHERE review_pending IS NOT NULL;
    `,
  },
  {
    version: 21,
    description: "staff members' e-mail choices, their digest queues and the overdue sweep's position",
    // One row per member who chose or has notices waiting (storage/staff-mail-ports.ts): the
    // queue is a JSON list of at most STAFF_MAIL.digestMax notices on the row, as the Firestore
    // document holds it, so queuing and taking a digest are one row's write. waiting_day is the
    // last digest's day while notices wait (null otherwise), so the digest pass reads the waiting
    // members by one partial index and never the others.
    sql: `
      CREATE TABLE staff_mail (
        staff_id TEXT PRIMARY KEY,
        choice TEXT NOT NULL DEFAULT 'immediate',
        digest TEXT NOT NULL DEFAULT '[]',
        digest_more INTEGER NOT NULL DEFAULT 0,
        digest_day TEXT NOT NULL DEFAULT '',
        waiting_day TEXT
      ) STRICT;
      CREATE INDEX staff_mail_waiting ON staff_mail (waiting_day, staff_id) WHERE waiting_day IS NOT NULL;
      -- The overdue sweep's cursor (the staff list's due order: due instant, then id), one row.
      CREATE TABLE staff_mail_sweeps (name TEXT PRIMARY KEY, cursor TEXT NOT NULL) STRICT;
    `,
  },
];
