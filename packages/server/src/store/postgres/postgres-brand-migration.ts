/** The brand of the public pages a scanner sees (issue #45): one row per account that set one. */
export const POSTGRES_BRAND_MIGRATION = `
  CREATE TABLE account_brands (
    account_id text PRIMARY KEY,
    name text,
    logo_asset_id text,
    color text,
    updated_at bigint NOT NULL
  );
`
