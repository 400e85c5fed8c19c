import type pg from 'pg'
import { DAY_MS, endedScan, liveScan, type ScanKind, type ScanResult } from '../../domain/records.js'
import type { ScanView } from '../../domain/scans/scan-analyzer.js'
import { newEventId } from '../../domain/webhooks/webhook-events.js'
import { CountedVisits } from '../analytics/counted-visits.js'
import { Batcher, DEFAULT_ANSWER_WITHIN_MS } from '../sql/batcher.js'
import { hourOf } from '../sql-lifecycle.js'
import { viewParams } from './postgres-scan-analytics.js'
import { LEAN_SCAN_BATCH, SCAN_BATCH } from './postgres-scan-statement.js'
import { withClient } from './postgres-transaction.js'

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
