import type pg from 'pg'
import { DAY_MS, endedScan, liveScan, type ScanKind, type ScanResult } from '../../domain/records.js'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import { newEventId } from '../../domain/webhooks/webhook-events.js'
import { CountedVisits } from '../analytics/counted-visits.js'
import { Batcher, DEFAULT_ANSWER_WITHIN_MS } from '../sql/batcher.js'
import { hourOf, liveCondition, runningCondition } from '../sql-lifecycle.js'
import { CODE_COLUMN_NAMES } from '../sql-rows.js'
import { viewParams } from './postgres-scan-analytics.js'
import { passesMilestone, SCAN_MILESTONE_CTES, SCAN_TALLY_CTES } from './postgres-scan-events.js'
import { withClient } from './postgres-transaction.js'

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
      : `reach AS MATERIALIZED (
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
  )${
    lean
      ? ''
      : `, spent_codes AS MATERIALIZED (
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
  )${SCAN_MILESTONE_CTES}`
  }${SCAN_TALLY_CTES}, events AS (
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
const SCAN_BATCH = withoutComments(scanBatch(false))
/**
 * The common batch's statement (issue #46): no code with a limit, none passing a milestone — no
 * `uniqueViews` reach, no qrcode.deactivated or qrcode.milestone outbox rows, no full code rows
 * returned. A PostgreSQL backend spends ≈ 15–20 % of a batch's CPU starting the statement up (its
 * expressions, relations and indexes, every call: docs/performance.md), so the plans it does not
 * have are CPU it does not spend. Which statement runs never changes an outcome: the lean one
 * changes nothing and answers `redo` when a code of the batch has a limit or would pass a
 * milestone (decided under the rows' locks), and the full one counts the batch then.
 */
const LEAN_SCAN_BATCH = withoutComments(scanBatch(true))

interface BatchRow {
  short_id: string
  /** Whether the code was live (active, not expired, below its limit) before this batch's scans. */
  live: boolean
  /** How many of its person scans here were views: the first ones, in arrival order. */
  granted: number
  /** Whether its limit was reached after them (a bot after them sees the code ended). */
  spent: boolean
  target_url: string
  fallback_url: string | null
  domain: string | null
  deleted: boolean
  /** The statement changed nothing: a code expired between its first and last instant (or, lean, see LEAN_SCAN_BATCH). */
  redo: boolean
  /** Whether the code has a limit (the full statement's answer; the lean one's is false). */
  limited: boolean
}

interface PendingScan {
  shortId: string
  kind: ScanKind
  now: number
  view: ScanView | undefined
  /** The custom domain it was asked on; null: the site's own host. */
  host: string | null
  /** The route the short link chose (issue #43), recorded with the view; `null` when not decided. */
  route: string | null
}

/** One SCAN_BATCH: the scans of `ids` (at most MAX_CODES codes), at instants `first` to `last` of one hour. */
interface Statement {
  first: number
  last: number
  ids: string[]
  codes: Map<string, PendingScan[]>
}

/** What a statement decided (null: nothing, redo it per instant), and the views whose visit it counted. */
type Counted = { results: Map<PendingScan, ScanResult>; visits: [ScanView, string][] } | null

/** Most distinct codes one statement counts; more are counted by several. */
const MAX_CODES = 500
/** Most codes with a limit remembered as such (#limited): 10,000 short ids, ≈ 1 MB. */
const MAX_LIMITED = 10_000

type Groups = Map<string, Map<string, PendingScan[]>>

/**
 * The group a scan joins: its `key`'s, unless that group holds scans of its code asked on
 * another host (issue #42) — a statement sends one host per code (`$21`), and a code on another
 * host than its own counts nothing — then the group of its key and host. Only a batch with a
 * wrong-host scan beside right-host scans of the same code has such a second group.
 */
function groupOf(groups: Groups, scan: PendingScan, key: number): string {
  const first = groups.get(String(key))?.get(scan.shortId)?.[0]
  return !first || first.host === scan.host ? String(key) : `${key} ${scan.host}`
}

/** The batch's scans grouped by `key` (one statement each, its codes in chunks of MAX_CODES). */
function statementsOf(scans: PendingScan[], key: (scan: PendingScan) => number): Statement[] {
  const groups: Groups = new Map()
  for (const scan of scans) {
    const group = groupOf(groups, scan, key(scan))
    let codes = groups.get(group)
    if (!codes) {
      codes = new Map()
      groups.set(group, codes)
    }
    const ofCode = codes.get(scan.shortId)
    if (ofCode) ofCode.push(scan)
    else codes.set(scan.shortId, [scan])
  }
  const statements: Statement[] = []
  for (const codes of groups.values()) {
    const ids = [...codes.keys()]
    for (let start = 0; start < ids.length; start += MAX_CODES) {
      const chunk = ids.slice(start, start + MAX_CODES)
      let first = Number.POSITIVE_INFINITY
      let last = Number.NEGATIVE_INFINITY
      for (const id of chunk)
        for (const scan of codes.get(id) ?? []) {
          first = Math.min(first, scan.now)
          last = Math.max(last, scan.now)
        }
      statements.push({ first, last, ids: chunk, codes })
    }
  }
  return statements
}

/**
 * Engine-specific hot path (issue #39): a batch of scans is one SCAN_BATCH statement — locks,
 * limits, counters, buckets, analytics and the outbox in one round trip — measured in
 * docs/performance.md ("PostgreSQL", the scan batches); batched by the one Batcher
 * (store/sql/batcher.ts, one batch in flight).
 *
 * The scan path of PostgreSQL, group-committed: the scans that arrive while the previous batch
 * commits are counted together, by one statement (SCAN_BATCH) for all of them when they share an
 * hour (else one per instant), in one transaction — one commit for all of them instead of one or
 * two round trips and a commit each — and every scan is answered only after that commit. Each
 * scan gets its own outcome: of one code's person scans, the first ones (in arrival order) that
 * its limit allows are views, the others fallback hits, exactly as they would be one at a time.
 *
 * A visit already counted (CountedVisits) is sent as not new: the statement neither looks its
 * visitor up nor inserts it. (Days are each instance's clock's: instances whose clocks disagree by
 * minutes could prune a day's visitors while another still remembers one; the visit stays counted
 * once, its row gone a little early.)
 */
export class PostgresScans {
  /** Pipelined connections (open-postgres-store.ts), for the batches alone. */
  readonly #scanPool: pg.Pool
  /**
   * One batch in flight at a time: the scans that arrive while it commits wait for the next, so
   * under load batches grow instead of queueing behind each other's row locks and commits. A
   * batch is one transaction — one commit — whatever instants and codes it holds. Unanswered
   * within `answerWithinMs` (a host gone silent) it fails as unavailable (503, or open mode's
   * redirect) and the next goes; its scans may still commit: a 503 never says they were not counted.
   */
  readonly #scans: Batcher<PendingScan, ScanResult>
  readonly #visits = new CountedVisits()
  /**
   * Codes the full statement last found with a limit: their batches skip the lean statement,
   * which would only answer `redo`. A hint, never a decision (the lean statement checks under
   * the row locks); forgotten whole past MAX_LIMITED codes.
   */
  readonly #limited = new Set<string>()

  constructor(scanPool: pg.Pool, answerWithinMs = DEFAULT_ANSWER_WITHIN_MS) {
    this.#scanPool = scanPool
    this.#scans = new Batcher({
      run: async (scans) => {
        const results = await this.#countAll(scans)
        return scans.map((scan) => results.get(scan) ?? { state: 'missing' })
      },
      maxBatch: Number.POSITIVE_INFINITY,
      oneInFlight: true,
      answerWithinMs,
    })
  }

  record(
    shortId: string,
    kind: ScanKind,
    now: number,
    view: ScanView | undefined,
    host: string | null,
    route: string | null = null,
  ): Promise<ScanResult> {
    return this.#scans.submit({ shortId, kind, now, view, host, route })
  }

  async #countAll(queued: PendingScan[]): Promise<Map<PendingScan, ScanResult>> {
    // A batch gathers the scans of a few milliseconds: one statement for all its instants, unless
    // they span two hours (two buckets, maybe two days). Codes that expire within the batch are
    // counted again per instant; their statements' codes are apart from the others', so the
    // order of any code's scans is kept.
    const hour = hourOf(queued[0]?.now ?? 0)
    const oneHour = queued.every((scan) => hourOf(scan.now) === hour)
    const { results, redo } = await this.#send(statementsOf(queued, oneHour ? () => hour : (scan) => scan.now))
    if (redo.length > 0) {
      // In arrival order, as the batch queued them: the instants' statements then run in the
      // order of their first scans, and no code's later scan is counted before an earlier one.
      const redone = new Set(redo)
      const again = await this.#send(
        statementsOf(
          queued.filter((scan) => redone.has(scan)),
          (scan) => scan.now,
        ),
      )
      for (const [scan, result] of again.results) results.set(scan, result)
    }
    return results
  }

  /** The statements in one transaction; their views' visits remembered once it committed. */
  async #send(statements: Statement[]): Promise<{ results: Map<PendingScan, ScanResult>; redo: PendingScan[] }> {
    let counts: Counted[]
    const [only] = statements
    if (statements.length === 1 && only) counts = [await this.#count(this.#scanPool, only, true)]
    else counts = await this.#pipelined(statements)
    const results = new Map<PendingScan, ScanResult>()
    const redo: PendingScan[] = []
    for (const [index, count] of counts.entries()) {
      if (count === null) {
        const { ids, codes } = statements[index] as Statement
        for (const id of ids) redo.push(...(codes.get(id) ?? []))
        continue
      }
      for (const [scan, result] of count.results) results.set(scan, result)
      for (const [view, shortId] of count.visits) this.#visits.note(view, shortId)
    }
    this.#visits.committed()
    return { results, redo }
  }

  /**
   * Several statements (several hours or instants, or many codes): one transaction whose BEGIN,
   * statements and COMMIT are sent at once on a pipelined connection, so the batch costs one round
   * trip. A statement that fails aborts the transaction: the ones after it fail too and COMMIT
   * rolls back, so the first error is the batch's.
   */
  #pipelined(statements: Statement[]): Promise<Counted[]> {
    return withClient(this.#scanPool, async (client) => {
      const sent: Promise<unknown>[] = [
        client.query('BEGIN'),
        // Every row of the batch locked first, in one order, so two instances never deadlock.
        client.query({
          name: 'qr-scan-lock',
          text: 'SELECT 1 FROM qr_codes WHERE short_id = ANY($1::text[]) ORDER BY short_id FOR UPDATE',
          values: [[...new Set(statements.flatMap((statement) => statement.ids))]],
        }),
      ]
      const counts = statements.map((statement) => this.#count(client, statement))
      sent.push(...counts, client.query('COMMIT'))
      const settled = await Promise.allSettled(sent)
      const failed = settled.find((outcome) => outcome.status === 'rejected')
      if (failed) throw failed.reason
      const committed = settled.at(-1) as PromiseFulfilledResult<pg.QueryResult>
      if (committed.value.command !== 'COMMIT') throw new Error(`The scan batch ended in ${committed.value.command}`)
      return Promise.all(counts)
    })
  }

  /**
   * One statement's scans. `leanFirst`: try LEAN_SCAN_BATCH unless a code of it is known to have a
   * limit, and count with the full statement when it answers `redo` (only in autocommit: a
   * pipelined transaction's statements are all sent before any answers).
   */
  async #count(db: pg.Pool | pg.PoolClient, statement: Statement, leanFirst = false): Promise<Counted> {
    const { first, last, ids, codes } = statement
    const lean = leanFirst && !ids.some((id) => this.#limited.has(id))
    const count = (id: string, kind: ScanKind) => (codes.get(id) ?? []).filter((scan) => scan.kind === kind).length
    const day = last - (last % DAY_MS)
    const visited = (view: ScanView, shortId: string) => view.day === day && this.#visits.has(view, shortId)
    // The views' routes (issue #43) are the last column, $20: the others keep their numbers.
    const params = viewParams(ids, codes, visited)
    const routes = params.pop()
    const { rows } = await db.query<BatchRow>({
      name: lean ? 'qr-scan-batch-lean' : 'qr-scan-batch',
      text: lean ? LEAN_SCAN_BATCH : SCAN_BATCH,
      values: [
        ids,
        ids.map((id) => count(id, 'view')),
        ids.map((id) => count(id, 'bot')),
        last,
        hourOf(last),
        newEventId(),
        ...params,
        day,
        first,
        routes,
        ids.map((id) => codes.get(id)?.[0]?.host ?? null),
      ],
    })
    if (rows.some((row) => row.redo)) return lean ? this.#count(db, statement) : null
    if (!lean) this.#noteLimits(rows)
    const results = new Map<PendingScan, ScanResult>()
    const visits: [ScanView, string][] = []
    for (const row of rows) {
      const target: ScanResult = liveScan(row.target_url, row.domain)
      const ended: ScanResult = endedScan(row.fallback_url, row.domain)
      // Each scan, a bot's too, goes where a person's would at its place in the queue (scan-rule.ts):
      // the first `granted` person scans are the views, and a bot after them sees the limit reached
      // if it was (`spent`).
      let people = 0
      for (const scan of codes.get(row.short_id) ?? []) {
        if (row.deleted) {
          results.set(scan, { state: 'deleted' })
          continue
        }
        const live = row.live && (people < row.granted || !row.spent)
        if (scan.kind === 'view') {
          // A view within the granted ones has its visitor row for the day, now or already.
          if (scan.view && people < row.granted && scan.view.day === day) visits.push([scan.view, row.short_id])
          people += 1
        }
        results.set(scan, live ? target : ended)
      }
    }
    return { results, visits }
  }

  #noteLimits(rows: readonly BatchRow[]): void {
    for (const row of rows) {
      if (row.deleted) continue
      if (!row.limited) this.#limited.delete(row.short_id)
      else {
        if (this.#limited.size >= MAX_LIMITED) this.#limited.clear()
        this.#limited.add(row.short_id)
      }
    }
  }
}
