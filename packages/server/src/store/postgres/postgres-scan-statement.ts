import { liveCondition, runningCondition } from '../sql-lifecycle.js'
import { CODE_COLUMN_NAMES } from '../sql-rows.js'
import { passesMilestone, SCAN_MILESTONE_CTES, SCAN_TALLY_CTES } from './postgres-scan-events.js'

/** The full statement's limits: the `uniqueViews` reach, and each code's granted views (`calc`). */
const LIMIT_CTES = `reach AS MATERIALIZED (
    -- scanLimitCounts = uniqueViews: the rank of the person scan whose new visitor brings the
    -- code's unique views to max_scans (as the statement's snapshot knows its visitors); the
    -- scans after it are fallback hits. Only those codes' scans are looked at, each visitor by
    -- its key (never a hash of the whole day's visitors), and once per statement.
    SELECT k.short_id, min(k.rank) AS last_rank
    FROM (SELECT s.short_id, s.rank, c.unique_views, c.max_scans,
        sum(CASE WHEN s.candidate AND v.visitor IS NULL THEN 1 ELSE 0 END)
        OVER (PARTITION BY s.short_id ORDER BY s.rank) AS upto
      FROM sv s JOIN cur c ON c.short_id = s.short_id AND c.scan_limit_counts = 'uniqueViews'
      LEFT JOIN scan_visitors v ON s.candidate AND v.day = $18::bigint AND v.short_id = s.short_id AND v.visitor = s.visitor) k
    WHERE k.unique_views + k.upto >= k.max_scans
    GROUP BY k.short_id
  ), calc AS (
    SELECT cur.*, CASE WHEN NOT live THEN 0
      WHEN scan_limit_counts = 'uniqueViews' THEN LEAST(n_view, COALESCE(reach.last_rank, n_view))
      ELSE LEAST(n_view, COALESCE(max_scans - views, n_view)) END AS granted
    FROM cur LEFT JOIN reach USING (short_id)
  )`

/** The full statement's deactivations: the codes whose limit the batch reached, and their outbox rows. */
const DEACTIVATION_CTES = `, spent_codes AS MATERIALIZED (
    -- The views that reach maxScans deactivate their code: qrcode.deactivated, in this statement.
    SELECT k.*, 'evt_' || md5($6::text || k.short_id) AS event_id,
      json_build_object(${CODE_COLUMN_NAMES.map((name) => `'${name}', k.${name}`).join(', ')})::text AS payload
    FROM counted k
    WHERE CASE WHEN k.scan_limit_counts = 'uniqueViews' THEN k.unique_views > k.c_unique_views AND k.unique_views = k.max_scans
      ELSE k.c_granted > 0 AND k.c_views + k.c_granted = k.max_scans END
  ), exhausted AS (
    INSERT INTO webhook_deliveries (event_id, endpoint_id, type, payload, created_at, next_attempt_at)
    SELECT k.event_id, e.id, 'qrcode.deactivated', k.payload, $4::bigint, $4::bigint
    FROM spent_codes k JOIN webhook_endpoints e ON e.account_id = k.account_id
    WHERE e.disabled_at IS NULL AND 'qrcode.deactivated' = ANY (e.events)
  ), exhausted_log AS (
    INSERT INTO event_log (event_id, account_id, type, payload, created_at)
    SELECT k.event_id, k.account_id, 'qrcode.deactivated', k.payload, $4::bigint
    FROM spent_codes k JOIN event_streams s ON s.account_id = k.account_id WHERE s.open_until > $4::bigint
  )`

/**
 * Counts a batch of scans of one hour, at the instants `$19` (the first) to `$4` (the last), in
 * ONE statement: per code, `$2` person's scans and `$3` bots'. The code rows are locked in
 * `short_id` order (the same order in every instance, so two batches never deadlock) and read as
 * they are after any concurrent commit; of a code's person scans, as many as its limit still allows
 * (all of them when it has none, none when it is inactive or expired) are views and go to the
 * target, the rest are fallback hits. Counters and the hour's bucket (`$5`) change in the same
 * statement, so they commit together, and the limit holds exactly across connections and
 * instances. Deleted codes come back as such; codes not returned do not exist or were asked on another host than their own (`$21`, issue #42). Only the expiry of a code depends on the instant: when a live code of the batch is live at
 * `$19` and not at `$4` (it expired between the batch's first and last scan), the statement
 * changes nothing and answers one row `redo`, and the batch is counted again one statement per
 * instant (`$19` = `$4`). Scan analytics ride in the same statement: `$7`–`$17` are the classified person scans (code,
 * rank among that code's person scans here, visitor key, whether its visit may be new —
 * the visitor's first here and not one a committed batch counted —, instant, dimensions; `$20` the route each took, issue #43). Those
 * within the code's granted views are views: each visitor key new for the day (`$18`) makes a
 * unique view (and adds to the code's lifetime `unique_views`), and the views are appended to
 * scan_events, one row per run of one code, instant and dimensions (`views`, `unique_views`).
 *
 * A code whose `scanLimitCounts` is `uniqueViews` grants its person scans until one whose visitor
 * is new brings its unique views to `max_scans` (`reach`), knowing its visitors from the
 * statement's snapshot. The counters move by the visitors actually inserted (`fresh`), so they
 * stay exact; only when another instance counts the same new visitor of the same code while this
 * statement waits for the code's row lock can a scan of this batch go to the fallback one view
 * early (never later than the limit).
 */
const scanBatch = (lean: boolean) => `WITH req AS (
    SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $21::text[]) AS r(short_id, n_view, n_bot, host)
  ), ${
    lean
      ? `seed AS (
    -- Never read: types $6, the full statement's event id seed, so both take the same parameters
    -- (PostgreSQL plans no CTE that nothing reads).
    SELECT $6::text
  ), `
      : ''
  }locked AS MATERIALIZED (
    -- By primary key whatever the planner believes of qr_codes' size (analysed when small, it
    -- read every live code through a partial index); deleted codes are locked too, harmlessly.
    SELECT q.short_id, q.views, q.max_scans, ${lean ? '' : 'q.scan_limit_counts, q.unique_views, '}q.target_url, q.fallback_url,
      q.deleted_at, q.domain, (${(lean ? runningCondition : liveCondition)('$4::bigint')}) AS live,
      (${(lean ? runningCondition : liveCondition)('$19::bigint')}) AS live_first
    FROM qr_codes q
    WHERE q.short_id = ANY($1::text[])
    ORDER BY q.short_id
    FOR UPDATE OF q
  ), redo AS MATERIALIZED (
    -- A code that expired between the batch's first and last instant: counted again per instant.${
      lean
        ? `
    -- The lean statement also leaves to the full one a code with a limit, and a batch that takes a
    -- code past a milestone.
    SELECT COALESCE(bool_or(l.live <> l.live_first OR l.max_scans IS NOT NULL
      OR (l.live AND ${passesMilestone('l.views', 'l.views + r.n_view')})), false) AS redo
    FROM locked l JOIN req r USING (short_id) WHERE l.deleted_at IS NULL`
        : `
    SELECT COALESCE(bool_or(live <> live_first), false) AS redo FROM locked WHERE deleted_at IS NULL`
    }
  ), cur AS (
    SELECT l.short_id, l.views, l.max_scans, ${lean ? '' : 'l.scan_limit_counts, l.unique_views, '}l.target_url, l.fallback_url,
      r.n_view, r.n_bot, l.live
    -- Asked on another host than its own ($21, issue #42), a code is left out: nothing counted.
    FROM locked l JOIN req r ON l.short_id = r.short_id AND l.domain IS NOT DISTINCT FROM r.host
    WHERE l.deleted_at IS NULL AND NOT (SELECT redo FROM redo)
  ), sv AS (
    SELECT * FROM unnest($7::text[], $8::int[], $9::bytea[], $10::boolean[], $11::bigint[], $12::text[],
      $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $20::text[])
      AS s(short_id, rank, visitor, candidate, at, country, device, os, browser, referrer, language, route)
  ), ${
    lean
      ? `calc AS (
    -- No limit (the redo above): a live code's person scans are all views.
    SELECT cur.*, CASE WHEN live THEN n_view ELSE 0 END AS granted FROM cur
  )`
      : LIMIT_CTES
  }, granted_views AS (
    SELECT s.* FROM sv s JOIN calc c ON c.short_id = s.short_id WHERE s.rank <= c.granted
  ), fresh AS (
    INSERT INTO scan_visitors (day, short_id, visitor)
    SELECT $18::bigint, short_id, visitor FROM granted_views WHERE candidate
    ON CONFLICT DO NOTHING RETURNING short_id, visitor
  ), fresh_n AS MATERIALIZED (
    SELECT short_id, count(*) AS n FROM fresh GROUP BY short_id
  ), counted AS (
    -- Returns the code as it is now and, beside it, what the batch decided (c_…), so that
    -- nothing after joins two of these CTEs again. The lean statement returns only what its
    -- answer and its tallies need.
    UPDATE qr_codes q SET views = q.views + c.granted, fallback_hits = q.fallback_hits + c.n_view - c.granted,
      bot_hits = q.bot_hits + c.n_bot, unique_views = q.unique_views + COALESCE(f.n, 0)
    FROM calc c LEFT JOIN fresh_n f USING (short_id) WHERE q.short_id = c.short_id
    RETURNING ${lean ? 'q.short_id, q.domain' : CODE_COLUMN_NAMES.map((name) => `q.${name}`).join(', ')}, c.live AS c_live,
      c.granted AS c_granted, ${lean ? '' : 'c.views AS c_views, c.unique_views AS c_unique_views, '}COALESCE(f.n, 0) AS c_fresh,
      c.n_view AS c_n_view, c.n_bot AS c_n_bot, c.target_url AS c_target_url, c.fallback_url AS c_fallback_url
  )${lean ? '' : `${DEACTIVATION_CTES}${SCAN_MILESTONE_CTES}`}${SCAN_TALLY_CTES}, events AS (
    INSERT INTO scan_events (short_id, at, views, unique_views, country, device, os, browser, referrer, language, route)
    SELECT g.short_id, g.at, count(*), count(f.visitor), g.country, g.device, g.os, g.browser, g.referrer, g.language, g.route
    FROM granted_views g LEFT JOIN fresh f ON g.candidate AND f.short_id = g.short_id AND f.visitor = g.visitor
    GROUP BY g.short_id, g.at, g.country, g.device, g.os, g.browser, g.referrer, g.language, g.route
  ), bucket AS (
    INSERT INTO scan_buckets (short_id, start, views, unique_views, bot_hits, fallback_hits)
    SELECT short_id, $5::bigint, c_granted, c_fresh, c_n_bot, c_n_view - c_granted FROM counted
    ON CONFLICT (short_id, start) DO UPDATE SET views = scan_buckets.views + excluded.views,
      unique_views = scan_buckets.unique_views + excluded.unique_views,
      bot_hits = scan_buckets.bot_hits + excluded.bot_hits,
      fallback_hits = scan_buckets.fallback_hits + excluded.fallback_hits
  )
  SELECT short_id, c_live AS live, c_granted AS granted,
    ${lean ? 'false' : `COALESCE(max_scans <= CASE WHEN scan_limit_counts = 'uniqueViews' THEN unique_views ELSE views END, false)`} AS spent,
    c_target_url AS target_url, c_fallback_url AS fallback_url, false AS deleted, false AS redo, domain,
    ${lean ? 'false' : 'max_scans IS NOT NULL'} AS limited
    FROM counted
  UNION ALL
  SELECT short_id, false, 0, false, '', NULL, true, false, NULL, false FROM locked WHERE deleted_at IS NOT NULL
  UNION ALL
  SELECT '', false, 0, false, '', NULL, false, true, NULL, false FROM redo WHERE redo`

/**
 * A statement's text without its comment lines: PostgreSQL copies the text of every call (for
 * pg_stat_activity), so the comments, for readers of this file, would cost each batch.
 */
const withoutComments = (sql: string) => sql.replace(/^ *--.*\n/gm, '')

/** The statement for a batch whose codes may have limits or pass a milestone. */
export const SCAN_BATCH = withoutComments(scanBatch(false))
/**
 * The common batch's statement (issue #46): no code with a limit, none passing a milestone — no
 * `uniqueViews` reach, no qrcode.deactivated or qrcode.milestone outbox rows, no full code rows
 * returned. A PostgreSQL backend spends ≈ 15–20 % of a batch's CPU starting the statement up (its
 * expressions, relations and indexes, every call: docs/performance.md), so the plans it does not
 * have are CPU it does not spend. Which statement runs never changes an outcome: the lean one
 * changes nothing and answers `redo` when a code of the batch has a limit or would pass a
 * milestone (decided under the rows' locks), and the full one counts the batch then.
 */
export const LEAN_SCAN_BATCH = withoutComments(scanBatch(true))
