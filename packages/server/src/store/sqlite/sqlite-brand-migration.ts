/** The brand of the public pages a scanner sees (issue #45): one row per account that set one. */
export const SQLITE_BRAND_MIGRATION = `
  CREATE TABLE account_brands (
    account_id TEXT PRIMARY KEY,
    name TEXT,
    logo_asset_id TEXT,
    color TEXT,
    updated_at INTEGER NOT NULL
  ) STRICT;
`
