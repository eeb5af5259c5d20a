/**
 * The SQLite schema, as numbered migrations applied in order and recorded in schema_version.
 * Never edit a migration that has shipped; add the next number instead.
 *
 * A request is one row: scalar fields as columns (so the listed queries have indexes) and the
 * lists (history, comments, internal notes) and nested objects as JSON text, mirroring the one
 * Firestore document per request. STRICT tables make SQLite enforce the column types.
 */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

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
];
