/**
 * The SQLite migration of tags (issue #45), in its own file so that the migration list stays
 * under the size cap; appended at the end of SQLITE_MIGRATIONS, never edited.
 */
export const SQLITE_TAGS_MIGRATION = `
  -- Tags (issue #45): a code's tags as first written (a JSON array of strings) in qr_codes.tags;
  -- qr_code_tags holds one row per code and tag, the tag lower-cased as JavaScript does
  -- (dynqr_lower, open-sqlite-store.ts), kept by triggers in the change's own commit, so the list's
  -- tag= filter and the stats by tag are a seek in its primary key. A tombstone keeps its rows:
  -- the account's stats count deleted codes, by tag too.
  ALTER TABLE qr_codes ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
  CREATE TABLE qr_code_tags (
    account_id TEXT NOT NULL,
    tag_key TEXT NOT NULL,
    short_id TEXT NOT NULL,
    tag TEXT NOT NULL,
    PRIMARY KEY (account_id, tag_key, short_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX qr_code_tags_by_code ON qr_code_tags (short_id);
  CREATE TRIGGER qr_codes_tags_created AFTER INSERT ON qr_codes WHEN NEW.tags <> '[]'
  BEGIN
    INSERT OR IGNORE INTO qr_code_tags (account_id, tag_key, short_id, tag)
      SELECT NEW.account_id, dynqr_lower(value), NEW.short_id, value FROM json_each(NEW.tags);
  END;
  CREATE TRIGGER qr_codes_tags_changed AFTER UPDATE OF tags ON qr_codes WHEN NEW.tags IS NOT OLD.tags
  BEGIN
    DELETE FROM qr_code_tags WHERE short_id = NEW.short_id;
    INSERT OR IGNORE INTO qr_code_tags (account_id, tag_key, short_id, tag)
      SELECT NEW.account_id, dynqr_lower(value), NEW.short_id, value FROM json_each(NEW.tags);
  END;
  `
