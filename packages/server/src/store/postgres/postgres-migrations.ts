import { ROUTING_MIGRATION } from './postgres-routing-migration.js'
import { POSTGRES_BRAND_MIGRATION } from './postgres-brand-migration.js'
import { POSTGRES_TAGS_MIGRATION } from './postgres-tags-migration.js'
import { ROUTED_TARGETS_MIGRATION, TARGET_HEALTH_POSTGRES } from '../health/health-migrations.js'
import { POSTGRES_EVENTS_MIGRATION } from './postgres-events-migration.js'

/**
 * A migration: one SQL text applied in one transaction, or steps that each commit alone, for what
 * must not hold a busy table's lock for long (docs/operations.md, "Writing a migration"):
 * `CREATE INDEX CONCURRENTLY` (which cannot run in a transaction), `VALIDATE CONSTRAINT` after a
 * constraint added `NOT VALID`, and backfills in batches (`{ repeat }`: run until it changes no
 * row). Every step must be safe to run again: a crash between two steps re-runs them all.
 */
export type PostgresMigration = string | { readonly steps: readonly (string | { readonly repeat: string })[] }

/**
 * The PostgreSQL schema, one migration per entry, applied in order under an advisory lock so
 * that instances starting together migrate once (postgres-migration-runner.ts). New migrations
 * are appended, never edited.
 */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  `
  CREATE TABLE accounts (
    id text PRIMARY KEY,
    name text NOT NULL UNIQUE,
    created_at bigint NOT NULL
  );

  CREATE TABLE api_keys (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id),
    name text,
    prefix text NOT NULL,
    hash text NOT NULL UNIQUE,
    created_at bigint NOT NULL,
    last_used_at bigint,
    revoked_at bigint
  );
  CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at);

  -- A deleted code stays as a tombstone (deleted_at set) so its id is never given out again.
  -- COLLATE "C": case-sensitive ids ordered byte by byte, as in SQLite and JavaScript.
  CREATE TABLE qr_codes (
    short_id text COLLATE "C" PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id),
    target_url text NOT NULL,
    options text NOT NULL,
    views bigint NOT NULL DEFAULT 0,
    bot_hits bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    deleted_at bigint
  );
  CREATE INDEX qr_codes_by_created ON qr_codes (account_id, created_at, short_id) WHERE deleted_at IS NULL;
  CREATE INDEX qr_codes_by_updated ON qr_codes (account_id, updated_at, short_id) WHERE deleted_at IS NULL;
  CREATE INDEX qr_codes_by_views ON qr_codes (account_id, views, short_id) WHERE deleted_at IS NULL;
  `,
  `
  -- Key scopes and expiry. Keys made before scopes keep what they could do (read and write
  -- codes); the first key of each account also gets keys:manage, as a new account's first key
  -- does. The listed prefix becomes the characters after dqr_.
  ALTER TABLE api_keys ADD COLUMN scopes text NOT NULL DEFAULT 'qrcodes:write';
  ALTER TABLE api_keys ADD COLUMN expires_at bigint;
  UPDATE api_keys SET scopes = 'qrcodes:read qrcodes:write keys:manage' WHERE id IN (
    SELECT DISTINCT ON (account_id) id FROM api_keys ORDER BY account_id, created_at, id
  );
  UPDATE api_keys SET prefix = substr(prefix, 5) WHERE left(prefix, 4) = 'dqr_';
  `,
  `
  -- Webhooks (issue #20). webhook_deliveries is the transactional outbox: one row per event and
  -- endpoint, written by the same statement as the change to the code, so a crash loses none.
  CREATE TABLE webhook_endpoints (
    id text PRIMARY KEY,
    account_id text NOT NULL,
    url text NOT NULL,
    events text[] NOT NULL,
    description text,
    secret text NOT NULL,
    created_at bigint NOT NULL,
    disabled_at bigint,
    failing_since bigint
  );
  CREATE INDEX webhook_endpoints_by_account ON webhook_endpoints (account_id, created_at);
  CREATE TABLE webhook_deliveries (
    event_id text NOT NULL,
    endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    type text NOT NULL,
    payload text NOT NULL,
    created_at bigint NOT NULL,
    seq bigserial,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    last_status integer,
    last_error text,
    next_attempt_at bigint,
    PRIMARY KEY (event_id, endpoint_id)
  );
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
  CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at);
  `,
  `
  -- The lifecycle of a code (issue #19): expiry, a scan limit, a fallback and an on/off flag;
  -- human scans of a code that no longer goes to its target are counted as fallback hits.
  ALTER TABLE qr_codes
    ADD COLUMN fallback_hits bigint NOT NULL DEFAULT 0,
    ADD COLUMN expires_at bigint,
    ADD COLUMN max_scans bigint,
    ADD COLUMN fallback_url text,
    ADD COLUMN active integer NOT NULL DEFAULT 1;

  -- Scans per code and hour (rolled up into one row per day, at the day's first hour, after
  -- the retention period), written in the same statement as the code's counters.
  CREATE TABLE scan_buckets (
    short_id text COLLATE "C" NOT NULL,
    start bigint NOT NULL,
    views bigint NOT NULL DEFAULT 0,
    bot_hits bigint NOT NULL DEFAULT 0,
    fallback_hits bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (short_id, start)
  );
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
    account_id text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    created_at bigint NOT NULL,
    lease_until bigint NOT NULL,
    status bigint,
    body text,
    location text,
    PRIMARY KEY (account_id, key)
  );
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
  `,
  `
  -- qrcode.deactivated on expiry (issue #20): the dispatcher announces each expiry once and marks
  -- it here; codes already expired when this runs are not announced after the fact.
  ALTER TABLE qr_codes ADD COLUMN expiry_announced_at bigint;
  UPDATE qr_codes SET expiry_announced_at = expires_at WHERE expires_at IS NOT NULL AND expires_at <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
  CREATE INDEX qr_codes_expiry_due ON qr_codes (expires_at)
    WHERE expires_at IS NOT NULL AND expiry_announced_at IS NULL AND deleted_at IS NULL;
  -- Delivered and failed deliveries are pruned by age.
  CREATE INDEX webhook_deliveries_done ON webhook_deliveries (created_at) WHERE status <> 'pending';
  `,
  `
  -- Rate limits (issue #16): one fixed window per key, shared by every instance.
  CREATE TABLE rate_limit_windows (
    key text PRIMARY KEY,
    window_start bigint NOT NULL,
    hits integer NOT NULL
  );
  `,
  `
  -- Rate-limit windows are counters, not data: UNLOGGED, so counting an API request writes no
  -- WAL and waits for no flush (a crash forgets the current minute's counts, nothing else).
  ALTER TABLE rate_limit_windows SET UNLOGGED;
  `,
  `
  -- Names for codes (issue #26): what the owner calls a code; the list's q matches it too.
  ALTER TABLE qr_codes ADD COLUMN title text;
  `,
  `
  -- Uploaded logos (issue #30): an account's images, shown in the centre of its codes.
  CREATE TABLE assets (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id),
    content_type text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    data bytea NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX assets_by_account ON assets (account_id, created_at);
  `,
  `
  -- Scan analytics (issue #29, docs/decisions/0019-scan-analytics.md). Unique views per hour,
  -- beside the views, in the scan's commit.
  ALTER TABLE scan_buckets ADD COLUMN unique_views bigint NOT NULL DEFAULT 0;
  -- Every person's view with its dimensions, appended in the scan's commit; partitioned by day
  -- (the upkeep creates the next days' partitions and drops those past retention), with a
  -- default partition so that no scan ever fails for want of one.
  CREATE TABLE scan_events (
    id bigserial NOT NULL,
    short_id text NOT NULL,
    at bigint NOT NULL,
    is_unique integer NOT NULL,
    country text,
    device text,
    os text,
    browser text,
    referrer text,
    language text
  ) PARTITION BY RANGE (at);
  CREATE TABLE scan_events_default PARTITION OF scan_events DEFAULT;
  CREATE INDEX scan_events_by_id ON scan_events (id);
  -- The events up to last_id are in scan_dimensions; reads add the events after it.
  CREATE TABLE scan_rollup_mark (one integer PRIMARY KEY CHECK (one = 1), last_id bigint NOT NULL);
  INSERT INTO scan_rollup_mark VALUES (1, 0);
  -- Views per code, hour, dimension and value ('' = unknown), rolled up from scan_events.
  CREATE TABLE scan_dimensions (
    short_id text NOT NULL,
    start bigint NOT NULL,
    dimension text NOT NULL,
    value text NOT NULL,
    views bigint NOT NULL,
    unique_views bigint NOT NULL,
    PRIMARY KEY (short_id, start, dimension, value)
  );
  -- The day's visitors of each code: keyed hashes under the day's salt, deleted once the day
  -- is over. Never an address or a User-Agent.
  CREATE TABLE scan_visitors (
    day bigint NOT NULL,
    short_id text NOT NULL,
    visitor bytea NOT NULL,
    PRIMARY KEY (day, short_id, visitor)
  );
  -- The day's salt, shared by every instance, deleted once the day is over.
  CREATE TABLE scan_salts (day bigint PRIMARY KEY, salt bytea NOT NULL);
  `,
  `
  -- Style templates (issue #30, docs/decisions/0021-style-templates.md): named options an
  -- account's codes share. A code that uses one keeps a copy of its options in qr_codes.options,
  -- rewritten in the template's commit when it changes.
  CREATE TABLE styles (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id),
    name text NOT NULL,
    options text NOT NULL,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE INDEX styles_by_account ON styles (account_id, created_at, id);
  ALTER TABLE qr_codes ADD COLUMN style_id text;
  CREATE INDEX qr_codes_by_style ON qr_codes (style_id) WHERE style_id IS NOT NULL;
  `,
  `
  -- What maxScans counts (issue #29): every view, or the code's lifetime unique views, kept per
  -- code and moved in the scan's commit; codes that had unique views start with their sum.
  ALTER TABLE qr_codes ADD COLUMN scan_limit_counts text NOT NULL DEFAULT 'views'
    CHECK (scan_limit_counts IN ('views', 'uniqueViews'));
  ALTER TABLE qr_codes ADD COLUMN unique_views bigint NOT NULL DEFAULT 0;
  UPDATE qr_codes SET unique_views = (SELECT COALESCE(sum(b.unique_views), 0) FROM scan_buckets b WHERE b.short_id = qr_codes.short_id)
    WHERE short_id IN (SELECT short_id FROM scan_buckets WHERE unique_views > 0);
  `,
  `
  -- Scan events as runs (issue #29): a row holds the views of one code at one instant with the
  -- same dimensions that were counted one after another, so a reloading person's burst is one
  -- row; views and unique_views are counts (existing rows: one view each).
  ALTER TABLE scan_events RENAME COLUMN is_unique TO unique_views;
  ALTER TABLE scan_events ADD COLUMN views integer NOT NULL DEFAULT 1;
  -- Roll-ups by dimension set (docs/decisions/0019-scan-analytics.md): each distinct combination
  -- of the six dimensions once ('' = unknown), and per code and hour the views of each set, so a
  -- roll-up writes one bucket per code, hour and set where scan_dimensions took six. Rows of
  -- scan_dimensions rolled up before this stay and are read with these.
  CREATE TABLE scan_dimension_sets (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    country text NOT NULL,
    device text NOT NULL,
    os text NOT NULL,
    browser text NOT NULL,
    referrer text NOT NULL,
    language text NOT NULL,
    UNIQUE (country, device, os, browser, referrer, language)
  );
  CREATE TABLE scan_set_buckets (
    short_id text NOT NULL,
    start bigint NOT NULL,
    dimension_set bigint NOT NULL,
    views bigint NOT NULL,
    unique_views bigint NOT NULL,
    PRIMARY KEY (short_id, start, dimension_set)
  );
  `,
  `
  -- Analytics no scanner can grow (issue #38, docs/decisions/0019-scan-analytics.md): per code and
  -- UTC day the referrers and languages kept, at most 100 of each (the rest count as '(other)'),
  -- chosen by the roll-up and forgotten once the day is over. (No index of scan_set_buckets by
  -- set: retention finds the sets no bucket uses with one hash anti-join a day, where building
  -- the index on a big table would hold the roll-up, and the scans behind it, for its duration.)
  CREATE TABLE scan_day_values (
    short_id text NOT NULL,
    day bigint NOT NULL,
    dimension text NOT NULL,
    value text NOT NULL,
    PRIMARY KEY (short_id, day, dimension, value)
  );
  `,
  `
  -- People, teams and sign-in (issue #41): users (a password hash or none: an OpenID Connect
  -- identity), their identities at providers, their memberships with a role, their sessions (by
  -- the SHA-256 of the cookie value, never the value) and one-time links (invitations, setup and
  -- reset links, by the SHA-256 of their token). A key made by a member names them: it holds no
  -- more than their current role and stops when they leave.
  CREATE TABLE users (
    id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    name text NOT NULL,
    password_hash text,
    created_at bigint NOT NULL
  );
  CREATE TABLE user_identities (
    issuer text NOT NULL,
    subject text NOT NULL,
    user_id text NOT NULL REFERENCES users (id),
    created_at bigint NOT NULL,
    PRIMARY KEY (issuer, subject)
  );
  CREATE TABLE members (
    account_id text NOT NULL REFERENCES accounts (id),
    user_id text NOT NULL REFERENCES users (id),
    role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    created_at bigint NOT NULL,
    PRIMARY KEY (account_id, user_id)
  );
  CREATE INDEX members_by_user ON members (user_id);
  CREATE TABLE sessions (
    id_hash text PRIMARY KEY,
    user_id text NOT NULL REFERENCES users (id),
    account_id text NOT NULL,
    created_at bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    expires_at bigint NOT NULL
  );
  CREATE INDEX sessions_by_user ON sessions (user_id);
  CREATE TABLE invitations (
    id text PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    account_id text REFERENCES accounts (id),
    email text,
    role text CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    kind text NOT NULL CHECK (kind IN ('invitation', 'setup', 'reset')),
    created_by_user_id text,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    used_at bigint
  );
  CREATE INDEX invitations_by_account ON invitations (account_id, created_at);
  ALTER TABLE api_keys ADD COLUMN created_by_user_id text;
  `,
  `
  -- The audit log (issue #41): who changed what and when. actor_type 'user' | 'key' | 'system';
  -- address_class the client's network only (IPv4 /24, IPv6 /48), never a whole address;
  -- changes JSON {field: {old, new}}. Pruned after AUDIT_RETENTION_DAYS.
  CREATE TABLE audit_events (
    id text PRIMARY KEY,
    account_id text NOT NULL,
    at bigint NOT NULL,
    actor_type text NOT NULL CHECK (actor_type IN ('user', 'key', 'system')),
    actor_id text,
    actor_label text,
    address_class text,
    action text NOT NULL,
    resource_type text NOT NULL,
    resource_id text,
    changes text
  );
  CREATE INDEX audit_events_by_account ON audit_events (account_id, at, id);
  CREATE INDEX audit_events_by_resource ON audit_events (account_id, resource_type, resource_id, at, id);
  CREATE INDEX audit_events_by_at ON audit_events (at);
  `,
  `
  -- Custom domains (issue #42): an account's hostnames, verified by a TXT record, one account per
  -- hostname; a code's domain is fixed at its creation. domain_changes.version moves with every
  -- change of a domain, so that each instance reloads its verified hostnames (domains-watch.ts).
  CREATE TABLE domains (
    id text PRIMARY KEY,
    account_id text NOT NULL,
    hostname text NOT NULL UNIQUE,
    status text NOT NULL CHECK (status IN ('pending', 'verified')),
    token text NOT NULL,
    root_redirect_url text,
    not_found_url text,
    created_at bigint NOT NULL,
    verified_at bigint
  );
  CREATE INDEX domains_by_account ON domains (account_id, created_at, id);
  CREATE TABLE domain_changes (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
  INSERT INTO domain_changes (id, version) VALUES (1, 0);
  ALTER TABLE qr_codes ADD COLUMN domain text;
  CREATE INDEX qr_codes_by_domain ON qr_codes (domain) WHERE domain IS NOT NULL;
  `,
  ROUTING_MIGRATION,
  POSTGRES_TAGS_MIGRATION,
  TARGET_HEALTH_POSTGRES,
  POSTGRES_BRAND_MIGRATION,
  POSTGRES_EVENTS_MIGRATION,
  ROUTED_TARGETS_MIGRATION,
]
