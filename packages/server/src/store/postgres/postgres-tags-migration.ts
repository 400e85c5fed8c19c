/**
 * The PostgreSQL migration of tags (issue #45), in its own file so that the migration list stays
 * under the size cap; appended at the end of POSTGRES_MIGRATIONS, never edited.
 */
export const POSTGRES_TAGS_MIGRATION = `
  -- Tags (issue #45): a code's tags as first written (a JSON array of strings) in qr_codes.tags;
  -- qr_code_tags holds one row per code and tag, the tag lower-cased, kept by triggers in the
  -- change's own statement, so the list's tag= filter and the stats by tag are a seek in its
  -- primary key. Only an insert with tags or an update that changes them fires (the scan path and
  -- every other update do not). A tombstone keeps its rows: the account's stats count deleted codes.
  ALTER TABLE qr_codes ADD COLUMN tags text NOT NULL DEFAULT '[]';
  CREATE TABLE qr_code_tags (
    account_id text NOT NULL,
    tag_key text NOT NULL,
    short_id text COLLATE "C" NOT NULL,
    tag text COLLATE "C" NOT NULL,
    PRIMARY KEY (account_id, tag_key, short_id)
  );
  CREATE INDEX qr_code_tags_by_code ON qr_code_tags (short_id);
  CREATE FUNCTION qr_codes_keep_tags() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM qr_code_tags WHERE short_id = NEW.short_id;
    END IF;
    INSERT INTO qr_code_tags (account_id, tag_key, short_id, tag)
      SELECT NEW.account_id, lower(t), NEW.short_id, t FROM jsonb_array_elements_text(NEW.tags::jsonb) AS t
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
  CREATE TRIGGER qr_codes_tags_created AFTER INSERT ON qr_codes
    FOR EACH ROW WHEN (NEW.tags <> '[]') EXECUTE FUNCTION qr_codes_keep_tags();
  CREATE TRIGGER qr_codes_tags_changed AFTER UPDATE OF tags ON qr_codes
    FOR EACH ROW WHEN (NEW.tags IS DISTINCT FROM OLD.tags) EXECUTE FUNCTION qr_codes_keep_tags();
  `
