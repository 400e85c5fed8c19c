import { ROUTED_TARGETS_MIGRATION, TARGET_HEALTH_SQLITE } from '../health/health-migrations.js'
import { SQLITE_BRAND_MIGRATION } from './sqlite-brand-migration.js'
import { SQLITE_DOMAINS_MIGRATION } from './sqlite-domains-migration.js'
import { SQLITE_EVENTS_MIGRATION } from './sqlite-events-migration.js'
import { ROUTING_MIGRATION } from './sqlite-routing-migration.js'
import { SQLITE_SCAN_LOG_MIGRATION } from './sqlite-scan-log.js'
import { SQLITE_TAGS_MIGRATION } from './sqlite-tags-migration.js'

/** The SQLite schema, one migration per entry (appended, never edited); `PRAGMA user_version` counts those applied. */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    name TEXT,
    prefix TEXT NOT NULL,
    hash TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    revoked_at INTEGER
  ) STRICT;
  CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at);

  -- A deleted code stays as a tombstone (deleted_at set) so its id is never given out again.
  CREATE TABLE qr_codes (
    short_id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    target_url TEXT NOT NULL,
    options TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    bot_hits INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    deleted_at INTEGER
  ) STRICT, WITHOUT ROWID;
  -- One index per list order; ties are broken by short_id, which makes each order total.
  CREATE INDEX qr_codes_by_created ON qr_codes (account_id, created_at, short_id) WHERE deleted_at IS NULL;
  CREATE INDEX qr_codes_by_updated ON qr_codes (account_id, updated_at, short_id) WHERE deleted_at IS NULL;
  CREATE INDEX qr_codes_by_views ON qr_codes (account_id, views, short_id) WHERE deleted_at IS NULL;
  `,
  `
  -- deleted_at as a trailing column makes each list index covering for the list's filter, so
  -- skipping rows (OFFSET) walks the index alone and never touches the table.
  DROP INDEX qr_codes_by_created;
  DROP INDEX qr_codes_by_updated;
  DROP INDEX qr_codes_by_views;
  CREATE INDEX qr_codes_by_created ON qr_codes (account_id, created_at, short_id, deleted_at) WHERE deleted_at IS NULL;
  CREATE INDEX qr_codes_by_updated ON qr_codes (account_id, updated_at, short_id, deleted_at) WHERE deleted_at IS NULL;
  CREATE INDEX qr_codes_by_views ON qr_codes (account_id, views, short_id, deleted_at) WHERE deleted_at IS NULL;

  -- Live codes per account, kept by triggers in the same transaction as the change, so the
  -- list's total costs one lookup instead of a count over every code of the account.
  CREATE TABLE account_code_counts (
    account_id TEXT PRIMARY KEY,
    live INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;
  INSERT INTO account_code_counts (account_id, live)
    SELECT account_id, count(*) FROM qr_codes WHERE deleted_at IS NULL GROUP BY account_id;
  CREATE TRIGGER qr_codes_count_created AFTER INSERT ON qr_codes WHEN NEW.deleted_at IS NULL
  BEGIN
    INSERT INTO account_code_counts (account_id, live) VALUES (NEW.account_id, 1)
      ON CONFLICT (account_id) DO UPDATE SET live = live + 1;
  END;
  CREATE TRIGGER qr_codes_count_deleted AFTER UPDATE OF deleted_at ON qr_codes
    WHEN OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL
  BEGIN
    UPDATE account_code_counts SET live = live - 1 WHERE account_id = OLD.account_id;
  END;
  `,
  `
  -- One row that the readiness probe writes: /readyz reports whether a commit goes through.
  CREATE TABLE store_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    probed_at INTEGER NOT NULL
  ) STRICT;
  INSERT INTO store_probe (id, probed_at) VALUES (1, 0);
  `,
  `
  -- Key scopes and expiry. Keys made before scopes keep what they could do (read and write
  -- codes); the first key of each account also gets keys:manage, as a new account's first key
  -- does. The listed prefix becomes the characters after dqr_.
  ALTER TABLE api_keys ADD COLUMN scopes TEXT NOT NULL DEFAULT 'qrcodes:write';
  ALTER TABLE api_keys ADD COLUMN expires_at INTEGER;
  UPDATE api_keys SET scopes = 'qrcodes:read qrcodes:write keys:manage' WHERE id IN (
    SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY account_id ORDER BY created_at, id) AS n FROM api_keys
    ) WHERE n = 1
  );
  UPDATE api_keys SET prefix = substr(prefix, 5) WHERE substr(prefix, 1, 4) = 'dqr_';
  `,
  `
  -- Webhooks (issue #20). webhook_deliveries is the transactional outbox: one row per event and
  -- endpoint, written in the same transaction as the change to the code, so a crash loses none.
  CREATE TABLE webhook_endpoints (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    url TEXT NOT NULL,
    events TEXT NOT NULL,
    description TEXT,
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    disabled_at INTEGER,
    failing_since INTEGER
  ) STRICT;
  CREATE INDEX webhook_endpoints_by_account ON webhook_endpoints (account_id, created_at);
  CREATE TABLE webhook_deliveries (
    event_id TEXT NOT NULL,
    endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status INTEGER,
    last_error TEXT,
    next_attempt_at INTEGER,
    PRIMARY KEY (event_id, endpoint_id)
  ) STRICT;
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
  CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at);
  `,
  `
  -- The lifecycle of a code (issue #19): expiry, a scan limit, a fallback and an on/off flag;
  -- human scans of a code that no longer goes to its target are counted as fallback hits.
  ALTER TABLE qr_codes ADD COLUMN fallback_hits INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE qr_codes ADD COLUMN expires_at INTEGER;
  ALTER TABLE qr_codes ADD COLUMN max_scans INTEGER;
  ALTER TABLE qr_codes ADD COLUMN fallback_url TEXT;
  ALTER TABLE qr_codes ADD COLUMN active INTEGER NOT NULL DEFAULT 1;

  -- Scans per code and hour (rolled up into one row per day, at the day's first hour, after
  -- the retention period), written in the same transaction as the code's counters.
  CREATE TABLE scan_buckets (
    short_id TEXT NOT NULL,
    start INTEGER NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    bot_hits INTEGER NOT NULL DEFAULT 0,
    fallback_hits INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (short_id, start)
  ) STRICT, WITHOUT ROWID;
  -- Scans counted before buckets existed belong to the hour the code was created, so every
  -- code's series still sums to its counters.
  INSERT INTO scan_buckets (short_id, start, views, bot_hits)
    SELECT short_id, created_at - created_at % 3600000, views, bot_hits FROM qr_codes
    WHERE views > 0 OR bot_hits > 0;
  `,
  `
  -- Idempotency-Key (issue #16): the first answer of a create per account and key, kept 24 h.
  -- A row without a status is a claim of a request still running (until lease_until).
  CREATE TABLE idempotency_keys (
    account_id TEXT NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL,
    status INTEGER,
    body TEXT,
    location TEXT,
    PRIMARY KEY (account_id, key)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
  `,
  `
  -- qrcode.deactivated on expiry (issue #20): the dispatcher announces each expiry once and marks
  -- it here; codes already expired when this runs are not announced after the fact.
  ALTER TABLE qr_codes ADD COLUMN expiry_announced_at INTEGER;
  UPDATE qr_codes SET expiry_announced_at = expires_at WHERE expires_at IS NOT NULL AND expires_at <= CAST(unixepoch('subsec') * 1000 AS INTEGER);
  CREATE INDEX qr_codes_expiry_due ON qr_codes (expires_at)
    WHERE expires_at IS NOT NULL AND expiry_announced_at IS NULL AND deleted_at IS NULL;
  -- Delivered and failed deliveries are pruned by age.
  CREATE INDEX webhook_deliveries_done ON webhook_deliveries (created_at) WHERE status <> 'pending';
  `,
  `
  -- Names for codes (issue #26): what the owner calls a code; the list's q matches it too.
  ALTER TABLE qr_codes ADD COLUMN title TEXT;
  `,
  `
  -- Uploaded logos (issue #30): an account's images, shown in the centre of its codes.
  CREATE TABLE assets (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    content_type TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    data BLOB NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX assets_by_account ON assets (account_id, created_at);
  `,
  `
  -- Scan analytics (issue #29, docs/decisions/0019-scan-analytics.md). Unique views per hour,
  -- beside the views, in the scan's commit.
  ALTER TABLE scan_buckets ADD COLUMN unique_views INTEGER NOT NULL DEFAULT 0;
  -- Every person's view with its dimensions, appended in the scan's commit (rowid order: no
  -- secondary index), kept for SCAN_EVENT_RETENTION_DAYS.
  CREATE TABLE scan_events (
    id INTEGER PRIMARY KEY,
    short_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    is_unique INTEGER NOT NULL,
    country TEXT,
    device TEXT,
    os TEXT,
    browser TEXT,
    referrer TEXT,
    language TEXT
  ) STRICT;
  -- The events up to last_id are in scan_dimensions; reads add the events after it.
  CREATE TABLE scan_rollup_mark (one INTEGER PRIMARY KEY CHECK (one = 1), last_id INTEGER NOT NULL) STRICT;
  INSERT INTO scan_rollup_mark VALUES (1, 0);
  -- Views per code, hour, dimension and value ('' = unknown), rolled up from scan_events.
  CREATE TABLE scan_dimensions (
    short_id TEXT NOT NULL,
    start INTEGER NOT NULL,
    dimension TEXT NOT NULL,
    value TEXT NOT NULL,
    views INTEGER NOT NULL,
    unique_views INTEGER NOT NULL,
    PRIMARY KEY (short_id, start, dimension, value)
  ) STRICT, WITHOUT ROWID;
  -- The day's visitors of each code: keyed hashes under the day's salt (kept in memory only),
  -- deleted once the day is over. Never an address or a User-Agent.
  CREATE TABLE scan_visitors (
    day INTEGER NOT NULL,
    short_id TEXT NOT NULL,
    visitor BLOB NOT NULL,
    PRIMARY KEY (day, short_id, visitor)
  ) STRICT, WITHOUT ROWID;
  `,
  `
  -- Style templates (issue #30, docs/decisions/0021-style-templates.md): named options an
  -- account's codes share. A code that uses one keeps a copy of its options in qr_codes.options,
  -- rewritten in the template's commit when it changes.
  CREATE TABLE styles (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    name TEXT NOT NULL,
    options TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX styles_by_account ON styles (account_id, created_at, id);
  ALTER TABLE qr_codes ADD COLUMN style_id TEXT;
  CREATE INDEX qr_codes_by_style ON qr_codes (style_id) WHERE style_id IS NOT NULL;
  `,
  `
  -- The day's salt of the visitor keys (issue #29), kept in the database so that a restart within
  -- the day keeps its visitors' keys: one row per UTC day, deleted when the day is over.
  CREATE TABLE scan_salts (day INTEGER PRIMARY KEY, salt BLOB NOT NULL) STRICT;
  `,
  `
  -- What maxScans counts (issue #29): every view, or the code's lifetime unique views, kept per
  -- code and moved in the scan's commit; codes that had unique views start with their sum.
  ALTER TABLE qr_codes ADD COLUMN scan_limit_counts TEXT NOT NULL DEFAULT 'views'
    CHECK (scan_limit_counts IN ('views', 'uniqueViews'));
  ALTER TABLE qr_codes ADD COLUMN unique_views INTEGER NOT NULL DEFAULT 0;
  UPDATE qr_codes SET unique_views = (SELECT COALESCE(sum(b.unique_views), 0) FROM scan_buckets b WHERE b.short_id = qr_codes.short_id)
    WHERE short_id IN (SELECT short_id FROM scan_buckets WHERE unique_views > 0);
  `,
  `
  -- Scan events as runs (issue #29): a row holds the views of one code at one instant with the
  -- same dimensions that were counted one after another, so a reloading person's burst is one
  -- row; views and unique_views are counts (existing rows: one view each).
  ALTER TABLE scan_events RENAME COLUMN is_unique TO unique_views;
  ALTER TABLE scan_events ADD COLUMN views INTEGER NOT NULL DEFAULT 1;
  -- Roll-ups by dimension set (docs/decisions/0019-scan-analytics.md): each distinct combination
  -- of the six dimensions once ('' = unknown), and per code and hour the views of each set, so a
  -- roll-up writes one bucket per code, hour and set where scan_dimensions took six. Rows of
  -- scan_dimensions rolled up before this stay and are read with these.
  CREATE TABLE scan_dimension_sets (
    id INTEGER PRIMARY KEY,
    country TEXT NOT NULL,
    device TEXT NOT NULL,
    os TEXT NOT NULL,
    browser TEXT NOT NULL,
    referrer TEXT NOT NULL,
    language TEXT NOT NULL,
    UNIQUE (country, device, os, browser, referrer, language)
  ) STRICT;
  CREATE TABLE scan_set_buckets (
    short_id TEXT NOT NULL,
    start INTEGER NOT NULL,
    dimension_set INTEGER NOT NULL,
    views INTEGER NOT NULL,
    unique_views INTEGER NOT NULL,
    PRIMARY KEY (short_id, start, dimension_set)
  ) STRICT, WITHOUT ROWID;
  `,
  `
  -- Analytics no scanner can grow (issue #38, docs/decisions/0019-scan-analytics.md): per code and
  -- UTC day the referrers and languages kept, at most 100 of each (the rest count as '(other)'),
  -- chosen by the roll-up and forgotten once the day is over; and the set buckets by set, so that
  -- retention finds the dimension sets no bucket uses.
  CREATE TABLE scan_day_values (
    short_id TEXT NOT NULL,
    day INTEGER NOT NULL,
    dimension TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (short_id, day, dimension, value)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX scan_set_buckets_by_set ON scan_set_buckets (dimension_set);
  `,
  `
  -- People, teams and sign-in (issue #41): users (a password hash or none: an OpenID Connect
  -- identity), their identities at providers, their memberships with a role, their sessions (by
  -- the SHA-256 of the cookie value, never the value) and one-time links (invitations, setup and
  -- reset links, by the SHA-256 of their token). A key made by a member names them: it holds no
  -- more than their current role and stops when they leave.
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    password_hash TEXT,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE user_identities (
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (issuer, subject)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE members (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    user_id TEXT NOT NULL REFERENCES users (id),
    role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, user_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX members_by_user ON members (user_id);
  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id),
    account_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX sessions_by_user ON sessions (user_id);
  CREATE TABLE invitations (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    account_id TEXT REFERENCES accounts (id),
    email TEXT,
    role TEXT CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    kind TEXT NOT NULL CHECK (kind IN ('invitation', 'setup', 'reset')),
    created_by_user_id TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) STRICT;
  CREATE INDEX invitations_by_account ON invitations (account_id, created_at);
  ALTER TABLE api_keys ADD COLUMN created_by_user_id TEXT;
  `,
  `
  -- The audit log (issue #41): who changed what and when. actor_type 'user' | 'key' | 'system';
  -- address_class the client's network only (IPv4 /24, IPv6 /48), never a whole address;
  -- changes JSON {field: {old, new}}. Pruned after AUDIT_RETENTION_DAYS.
  CREATE TABLE audit_events (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    actor_type TEXT NOT NULL CHECK (actor_type IN ('user', 'key', 'system')),
    actor_id TEXT,
    actor_label TEXT,
    address_class TEXT,
    action TEXT NOT NULL,
    resource_type TEXT NOT NULL,
    resource_id TEXT,
    changes TEXT
  ) STRICT;
  CREATE INDEX audit_events_by_account ON audit_events (account_id, at, id);
  CREATE INDEX audit_events_by_resource ON audit_events (account_id, resource_type, resource_id, at, id);
  CREATE INDEX audit_events_by_at ON audit_events (at);
  `,
  SQLITE_DOMAINS_MIGRATION,
  ROUTING_MIGRATION,
  SQLITE_TAGS_MIGRATION,
  TARGET_HEALTH_SQLITE,
  SQLITE_BRAND_MIGRATION,
  SQLITE_EVENTS_MIGRATION,
  ROUTED_TARGETS_MIGRATION,
  SQLITE_SCAN_LOG_MIGRATION,
]
