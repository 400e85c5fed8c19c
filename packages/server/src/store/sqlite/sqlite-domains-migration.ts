/**
 * The SQLite migration of custom domains (issue #42), in a module of its own (the migrations'
 * file keeps to the size cap): an account's hostnames, verified by a TXT record, one account per
 * hostname; a code's domain is fixed at its creation. domain_changes.version moves with every
 * change of a domain, so that each instance reloads its verified hostnames (domains-watch.ts).
 */
export const SQLITE_DOMAINS_MIGRATION = `
  CREATE TABLE domains (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    hostname TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'verified')),
    token TEXT NOT NULL,
    root_redirect_url TEXT,
    not_found_url TEXT,
    created_at INTEGER NOT NULL,
    verified_at INTEGER
  ) STRICT;
  CREATE INDEX domains_by_account ON domains (account_id, created_at, id);
  CREATE TABLE domain_changes (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL) STRICT;
  INSERT INTO domain_changes (id, version) VALUES (1, 0);
  ALTER TABLE qr_codes ADD COLUMN domain TEXT;
  CREATE INDEX qr_codes_by_domain ON qr_codes (domain) WHERE domain IS NOT NULL;
`
