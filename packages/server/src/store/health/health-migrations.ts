/**
 * Destination health's migrations (issue #44), one per engine: kept here so the engines' lists
 * (sqlite-migrations.ts, postgres-migrations.ts) each gain one line. The same schema on both:
 * target_checks, one row per target URL, and the verdict on each code.
 */
/** On SQLite. */
export const TARGET_HEALTH_SQLITE = `
  -- Destination health (issue #44): each target URL's checks (one row per URL, whichever codes
  -- share it; leased_until is a checker's claim, host its politeness: one check at a time per
  -- host), and on each code the verdict on its target (health_url: the URL it was found of).
  CREATE TABLE target_checks (
    url TEXT PRIMARY KEY,
    host TEXT NOT NULL,
    status TEXT CHECK (status IN ('ok', 'failing')),
    failures INTEGER NOT NULL DEFAULT 0,
    health TEXT,
    next_check_at INTEGER NOT NULL,
    leased_until INTEGER
  ) STRICT;
  CREATE INDEX target_checks_due ON target_checks (next_check_at);
  CREATE INDEX target_checks_by_host ON target_checks (host, leased_until);
  ALTER TABLE qr_codes ADD COLUMN on_target_failing TEXT CHECK (on_target_failing IN ('fallback'));
  ALTER TABLE qr_codes ADD COLUMN health_url TEXT;
  ALTER TABLE qr_codes ADD COLUMN health_status TEXT;
  ALTER TABLE qr_codes ADD COLUMN target_health TEXT;
  CREATE INDEX qr_codes_by_target ON qr_codes (target_url);
  CREATE INDEX qr_codes_health_unknown ON qr_codes (target_url)
    WHERE deleted_at IS NULL AND (health_url IS NULL OR health_url <> target_url);
  CREATE INDEX qr_codes_target_failing ON qr_codes (short_id) WHERE health_status = 'failing';
  `

/** On PostgreSQL. */
export const TARGET_HEALTH_POSTGRES = `
  -- Destination health (issue #44): each target URL's checks (one row per URL, whichever codes
  -- share it; leased_until is a checker's claim, host its politeness: one check at a time per
  -- host), and on each code the verdict on its target (health_url: the URL it was found of).
  CREATE TABLE target_checks (
    url text PRIMARY KEY,
    host text NOT NULL,
    status text CHECK (status IN ('ok', 'failing')),
    failures integer NOT NULL DEFAULT 0,
    health text,
    next_check_at bigint NOT NULL,
    leased_until bigint
  );
  CREATE INDEX target_checks_due ON target_checks (next_check_at);
  CREATE INDEX target_checks_by_host ON target_checks (host, leased_until);
  ALTER TABLE qr_codes ADD COLUMN on_target_failing text CHECK (on_target_failing IN ('fallback'));
  ALTER TABLE qr_codes ADD COLUMN health_url text;
  ALTER TABLE qr_codes ADD COLUMN health_status text;
  ALTER TABLE qr_codes ADD COLUMN target_health text;
  CREATE INDEX qr_codes_by_target ON qr_codes (target_url);
  CREATE INDEX qr_codes_health_unknown ON qr_codes (target_url)
    WHERE deleted_at IS NULL AND (health_url IS NULL OR health_url <> target_url);
  CREATE INDEX qr_codes_target_failing ON qr_codes (short_id) WHERE health_status = 'failing';
  `

/**
 * Destination health of rules' and variants' targets (issue #44), the same on both engines: the
 * codes with rules or variants, by when they last changed, so the checker takes in only the
 * targets of those changed since its last look (sql-target-health-repository.ts, ROUTED).
 */
export const ROUTED_TARGETS_MIGRATION = `
  CREATE INDEX qr_codes_routed ON qr_codes (updated_at)
    WHERE deleted_at IS NULL AND (rules <> '[]' OR variants <> '[]');
  `
