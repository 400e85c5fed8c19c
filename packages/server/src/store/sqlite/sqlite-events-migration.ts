/** The schema of events as they happen (issue #44), appended to the migration list: its own file so the list stays under the size cap. */
export const SQLITE_EVENTS_MIGRATION = `
  -- Events as they happen (issue #44). scan_tallies: each code's scans not yet reported in a
  -- qrcode.scanned event, per route, added to in the scan batch's own commit and turned into
  -- events (and taken off) in one transaction, so a crash neither loses nor repeats a view.
  -- since: the first scan after the last report (or that report's time); reported_at: when the
  -- code's last event was made (0: never), so a code gets one event per SCAN_EVENT_INTERVAL.
  CREATE TABLE scan_tallies (
    short_id TEXT NOT NULL,
    route TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    unique_views INTEGER NOT NULL DEFAULT 0,
    bot_hits INTEGER NOT NULL DEFAULT 0,
    since INTEGER NOT NULL,
    reported_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (short_id, route)
  ) STRICT;
  -- event_log: the events GET /events carries and resumes from (Last-Event-ID), kept 24 hours;
  -- written only for accounts in event_streams (a stream open within the last 24 hours).
  CREATE TABLE event_log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX event_log_by_account ON event_log (account_id, seq);
  CREATE INDEX event_log_by_time ON event_log (created_at);
  CREATE TABLE event_streams (account_id TEXT PRIMARY KEY, open_until INTEGER NOT NULL) STRICT;
  `
