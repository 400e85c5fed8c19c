import type { RateLimitCounters } from '../../domain/rate-limit-counters.js'
import { Batcher } from '../sql/batcher.js'
import { sql } from '../sql/sql.js'
import type { SqlEngine } from '../sql/sql-engine.js'

interface Hit {
  key: string
  windowStart: number
}

/** Most hits one upsert counts; more wait for the next. */
const MAX_HITS = 500

/**
 * Adds each key's hits of a batch (a JSON array of [key, window start, hits], in key order) to its
 * window in one upsert and returns the totals. The row lock taken by the upsert orders the batches
 * of every instance, so the n hits of one batch own the n counts just below the total it returns.
 */
const hitMany = (rows: string) => sql`INSERT INTO rate_limit_windows AS w (key, window_start, hits)
  SELECT h ->> 0, (h ->> 1)::bigint, (h ->> 2)::integer FROM jsonb_array_elements(CAST(${rows} AS jsonb)) AS h
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN w.window_start = excluded.window_start THEN w.hits + excluded.hits ELSE excluded.hits END,
    window_start = excluded.window_start
  RETURNING key, hits`

/**
 * Engine-specific: counters every instance on this PostgreSQL shares (SQLite's one instance counts
 * in memory). The hits that arrive while the previous upsert is in flight are counted by the next
 * one (store/sql/batcher.ts), which adds each key's number of hits at once (issue #32: under load, one statement for many requests instead of one each, and one lock of a
 * busy key's row instead of one per request); each hit gets its own count, its ordinal in that
 * sum, so the budget is as exact as counting one by one: the hit that passes the quota, and every
 * one after it on any instance, is refused.
 */
export class PostgresRateLimitCounters implements RateLimitCounters {
  readonly #engine: SqlEngine
  readonly #hits: Batcher<Hit, number>

  /** `answerWithinMs`: how long a hit may wait for its statement before it fails (503). */
  constructor(engine: SqlEngine, answerWithinMs: number) {
    this.#engine = engine
    this.#hits = new Batcher({
      run: (hits) => this.#count(hits),
      maxBatch: MAX_HITS,
      oneInFlight: true,
      answerWithinMs,
    })
  }

  hit(key: string, windowStart: number): Promise<number> {
    return this.#hits.submit({ key, windowStart })
  }

  /**
   * Counts a batch's hits in order. A key hit in two windows in one batch (the minute turned
   * while it gathered) cannot be one upsert's (a statement changes a row once): its later window
   * is counted by a second statement after the first.
   */
  async #count(hits: Hit[]): Promise<number[]> {
    const rounds: Map<string, { windowStart: number; indexes: number[] }>[] = []
    const lastRound = new Map<string, number>()
    for (const [index, { key, windowStart }] of hits.entries()) {
      let r = lastRound.get(key) ?? 0
      while (rounds[r]?.get(key) !== undefined && rounds[r]?.get(key)?.windowStart !== windowStart) r += 1
      const round = rounds[r] ?? new Map()
      rounds[r] = round
      const entry = round.get(key) ?? { windowStart, indexes: [] }
      entry.indexes.push(index)
      round.set(key, entry)
      lastRound.set(key, r)
    }
    const counts: number[] = new Array(hits.length)
    for (const round of rounds) {
      // In key order: two instances' upserts lock shared keys' rows in one order, never deadlock.
      const entries = [...round].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      const hits = entries.map(([key, { windowStart, indexes }]) => [key, windowStart, indexes.length])
      const rows = await this.#engine.all<{ key: string; hits: number }>(hitMany(JSON.stringify(hits)))
      const totals = new Map(rows.map((row) => [row.key, row.hits]))
      for (const [key, { indexes }] of entries) {
        const total = totals.get(key) ?? indexes.length
        for (const [i, index] of indexes.entries()) counts[index] = total - indexes.length + i + 1
      }
    }
    return counts
  }

  async prune(before: number): Promise<number> {
    // UNLOGGED and small (the keys of one window): a scan a minute per instance. It never waits
    // for a row: a batched hit locks many rows in key order, and the rows it resets to a new
    // window are the old ones this deletes, so a DELETE that waited could lock in the other order
    // and deadlock with it. A row a hit holds is that hit's, or the next prune's.
    return this.#engine.run(sql`DELETE FROM rate_limit_windows WHERE key IN (
        SELECT key FROM rate_limit_windows WHERE window_start < ${before} FOR UPDATE SKIP LOCKED
      ) AND window_start < ${before}`)
  }
}
