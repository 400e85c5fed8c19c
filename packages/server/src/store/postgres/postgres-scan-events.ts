import { DEFAULT_ROUTE } from '../../domain/webhooks/scan-events.js'

/**
 * What PostgreSQL's scan batch (postgres-scan-statement.ts, SCAN_BATCH) adds for events as they happen
 * (issue #44), kept apart from the scan path itself: CTEs over the batch's `counted` rows (the
 * codes as they are now, `c_views` their views before, `c_granted` the batch's views, `c_fresh`
 * its unique views, `c_n_bot` its bot hits), at the batch's last instant `$4`, with `$6` the
 * statement's event id seed. In the same statement, so they commit with the views or not at all:
 *
 * - `tallied` (SCAN_TALLY_CTES): each code's scans added to its rows of scan_tallies (one per route), which later become
 *   qrcode.scanned events (store/webhooks/sql-scan-reports.ts);
 * - `milestones` (SCAN_MILESTONE_CTES): each round number of views (100, 1,000, …) a code passed in this batch
 *   (`c_views` < 10^e <= `views`), as a qrcode.milestone delivery per subscribed endpoint and a
 *   row of event_log for a streaming account (the outbox's two tables, sql-webhook-outbox.ts).
 */
export const SCAN_TALLY_CTES = `, by_route AS (
    -- The views by the route that sent them (\`granted_views\`' route, $20; none decided: the
    -- default), their unique views among \`fresh\`; bot hits, whose routes the batch does not
    -- carry, under the default route, as are views no classified scan stands for.
    SELECT short_id, route, sum(n_views) AS n_views, sum(n_fresh) AS n_fresh, sum(n_bots) AS n_bots FROM (
      SELECT g.short_id, COALESCE(g.route, '${DEFAULT_ROUTE}') AS route, count(*) AS n_views, count(f.visitor) AS n_fresh,
        0 AS n_bots
      FROM granted_views g LEFT JOIN fresh f ON g.candidate AND f.short_id = g.short_id AND f.visitor = g.visitor
      GROUP BY g.short_id, COALESCE(g.route, '${DEFAULT_ROUTE}')
      UNION ALL
      -- The views no classified scan stands for (\`sv\` holds only those) and the bot hits.
      SELECT k.short_id, '${DEFAULT_ROUTE}', k.c_granted - COALESCE(v.n, 0), 0, k.c_n_bot
      FROM counted k LEFT JOIN (SELECT short_id, count(*) AS n FROM granted_views GROUP BY short_id) v USING (short_id)
    ) r GROUP BY short_id, route HAVING sum(n_views) > 0 OR sum(n_bots) > 0
  ), tallied AS (
    INSERT INTO scan_tallies (short_id, route, views, unique_views, bot_hits, since)
    SELECT short_id, route, n_views, n_fresh, n_bots, $4::bigint FROM by_route
    ORDER BY short_id, route
    ON CONFLICT (short_id, route) DO UPDATE SET views = scan_tallies.views + excluded.views,
      unique_views = scan_tallies.unique_views + excluded.unique_views,
      bot_hits = scan_tallies.bot_hits + excluded.bot_hits
  )`

/**
 * Whether a code's views going from `before` to `after` pass a round number SCAN_MILESTONE_CTES
 * announces (100, 1,000, …): the lean scan batch, which leaves those CTEs out, hands such a batch
 * to the full statement.
 */
export const passesMilestone = (before: string, after: string) =>
  `(${after} >= 100 AND length(CAST(${after} AS text)) > length(CAST(${before} AS text)))`

export const SCAN_MILESTONE_CTES = `, milestones AS MATERIALIZED (
    SELECT k.short_id, k.account_id, CAST(power(10, p.e) AS bigint) AS views,
      'evt_' || md5($6::text || k.short_id || ' milestone ' || p.e) AS event_id
    FROM counted k CROSS JOIN LATERAL
      generate_series(length(CAST(k.c_views AS text)), length(CAST(k.views AS text)) - 1) AS p(e)
    WHERE k.c_granted > 0 AND p.e >= 2
  ), milestone_deliveries AS (
    INSERT INTO webhook_deliveries (event_id, endpoint_id, type, payload, created_at, next_attempt_at)
    SELECT m.event_id, e.id, 'qrcode.milestone', json_build_object('shortId', m.short_id, 'views', m.views)::text,
      $4::bigint, $4::bigint
    FROM milestones m JOIN webhook_endpoints e ON e.account_id = m.account_id
    WHERE e.disabled_at IS NULL AND 'qrcode.milestone' = ANY (e.events)
  ), milestone_log AS (
    INSERT INTO event_log (event_id, account_id, type, payload, created_at)
    SELECT m.event_id, m.account_id, 'qrcode.milestone', json_build_object('shortId', m.short_id, 'views', m.views)::text,
      $4::bigint
    FROM milestones m JOIN event_streams s ON s.account_id = m.account_id WHERE s.open_until > $4::bigint
  )`
