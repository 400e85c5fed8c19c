/** The schema of events as they happen (issue #44), appended to the migration list: its own file so the list stays under the size cap. */
export const POSTGRES_EVENTS_MIGRATION = `
  -- Events as they happen (issue #44). scan_tallies: each code's scans not yet reported in a
  -- qrcode.scanned event, per route, added to in the scan batch's own statement and turned into
  -- events (and taken off) in one transaction, so a crash neither loses nor repeats a view.
  -- since: the first scan after the last report (or that report's time); reported_at: when the
  -- code's last event was made (0: never), so a code gets one event per SCAN_EVENT_INTERVAL.
  CREATE TABLE scan_tallies (
    short_id text NOT NULL,
    route text NOT NULL,
    views bigint NOT NULL DEFAULT 0,
    unique_views bigint NOT NULL DEFAULT 0,
    bot_hits bigint NOT NULL DEFAULT 0,
    since bigint NOT NULL,
    reported_at bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (short_id, route)
  );
  -- event_log: the events GET /events carries and resumes from (Last-Event-ID), kept 24 hours;
  -- written only for accounts in event_streams (a stream open within the last 24 hours). txid:
  -- the writing transaction, so that a stream reads only what every earlier transaction has
  -- committed (ADR 0033): seq alone is taken at INSERT and may commit out of order.
  CREATE TABLE event_log (
    seq bigserial PRIMARY KEY,
    txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
    event_id text NOT NULL UNIQUE,
    account_id text NOT NULL,
    type text NOT NULL,
    payload text NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX event_log_by_account ON event_log (account_id, txid, seq);
  CREATE INDEX event_log_by_time ON event_log (created_at);
  CREATE TABLE event_streams (account_id text PRIMARY KEY, open_until bigint NOT NULL);
  `
