/**
 * SQLite's migration for routing (issue #43), in a module of its own so the migration list stays
 * within the size cap; it is the list's entry `ROUTING_MIGRATION` (sqlite-migrations.ts).
 */
export const ROUTING_MIGRATION = `
  -- Routing (issue #43, PRODUCT.md "Where a scan goes"): a code's rules, variants, password (its
  -- scrypt hash), query forwarding and UTM parameters; each view's route in scan_events and in the
  -- dimension sets, whose unique key takes the route in (the table rebuilt: SQLite cannot drop a
  -- table's UNIQUE; ids are kept, so the set buckets still point at their sets).
  ALTER TABLE qr_codes ADD COLUMN rules TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE qr_codes ADD COLUMN variants TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE qr_codes ADD COLUMN password_hash TEXT;
  ALTER TABLE qr_codes ADD COLUMN forward_query INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE qr_codes ADD COLUMN utm TEXT;
  ALTER TABLE scan_events ADD COLUMN route TEXT;
  CREATE TABLE scan_dimension_sets_routed (
    id INTEGER PRIMARY KEY,
    country TEXT NOT NULL,
    device TEXT NOT NULL,
    os TEXT NOT NULL,
    browser TEXT NOT NULL,
    referrer TEXT NOT NULL,
    language TEXT NOT NULL,
    route TEXT NOT NULL DEFAULT '',
    UNIQUE (country, device, os, browser, referrer, language, route)
  ) STRICT;
  INSERT INTO scan_dimension_sets_routed (id, country, device, os, browser, referrer, language)
    SELECT id, country, device, os, browser, referrer, language FROM scan_dimension_sets;
  DROP TABLE scan_dimension_sets;
  ALTER TABLE scan_dimension_sets_routed RENAME TO scan_dimension_sets;
`
