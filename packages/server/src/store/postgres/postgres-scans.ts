import type pg from 'pg'
import type { ScanBucket, ScanKind, ScanResult } from '../../domain/records.js'
import { hourOf, liveCondition, rollUpStatements } from '../sql-lifecycle.js'
import { type BucketRow, bucketFromRow } from '../sql-rows.js'
import { inTransaction } from './postgres-transaction.js'

/** Adds the scan to the bucket of the hour in parameter `hour`, for the code the CTE `hit` counted. */
const bucketUpsert = (column: 'views' | 'bot_hits' | 'fallback_hits', hour: string) =>
  `bucket AS (
     INSERT INTO scan_buckets (short_id, start, ${column}) SELECT short_id, ${hour}::bigint, 1 FROM hit
     ON CONFLICT (short_id, start) DO UPDATE SET ${column} = scan_buckets.${column} + 1
   )`

/** A stable key for pg_advisory_xact_lock: "dynqr-rollup", apart from the migration lock. */
const ROLL_UP_LOCK = 0x64717275

const VIEW = `WITH hit AS (
    UPDATE qr_codes SET views = views + 1
    WHERE short_id = $1 AND deleted_at IS NULL AND ${liveCondition('$2::bigint')}
    RETURNING short_id, target_url
  ), ${bucketUpsert('views', '$3')}
  SELECT target_url FROM hit`

const FALLBACK = `WITH hit AS (
    UPDATE qr_codes SET fallback_hits = fallback_hits + 1 WHERE short_id = $1 AND deleted_at IS NULL
    RETURNING short_id, fallback_url
  ), ${bucketUpsert('fallback_hits', '$2')}
  SELECT fallback_url FROM hit`

const BOT = `WITH hit AS (
    UPDATE qr_codes SET bot_hits = bot_hits + 1 WHERE short_id = $1 AND deleted_at IS NULL
    RETURNING short_id, target_url, fallback_url, ${liveCondition('$2::bigint')} AS live
  ), ${bucketUpsert('bot_hits', '$3')}
  SELECT target_url, fallback_url, live FROM hit`

/**
 * The scan path of PostgreSQL. Each attempt is ONE statement (its own transaction): the
 * conditional UPDATE decides view or fallback and the bucket upsert rides along in a CTE, so the
 * counter and its bucket commit together. Under READ COMMITTED a concurrent UPDATE of the same
 * row waits for the other to commit and re-checks `views < max_scans` on the new row, so the
 * limit holds exactly across connections and instances.
 */
export class PostgresScans {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async record(shortId: string, kind: ScanKind, now: number): Promise<ScanResult> {
    const values = [shortId, now, hourOf(now)]
    if (kind === 'bot') {
      const { rows } = await this.#pool.query<{ target_url: string; fallback_url: string | null; live: boolean }>({
        name: 'qr-scan-bot',
        text: BOT,
        values,
      })
      const row = rows[0]
      if (row)
        return row.live
          ? { state: 'live', targetUrl: row.target_url }
          : { state: 'ended', fallbackUrl: row.fallback_url }
      return this.#gone(shortId)
    }
    const { rows } = await this.#pool.query<{ target_url: string }>({ name: 'qr-scan-view', text: VIEW, values })
    if (rows[0]) return { state: 'live', targetUrl: rows[0].target_url }
    // Not live (or gone): a fallback hit. Were the code switched back on between the two
    // statements, this scan still counts as a fallback hit and goes to the fallback: what is
    // counted and where the scanner is sent always agree.
    const ended = await this.#pool.query<{ fallback_url: string | null }>({
      name: 'qr-scan-fallback',
      text: FALLBACK,
      values: [shortId, hourOf(now)],
    })
    const row = ended.rows[0]
    return row ? { state: 'ended', fallbackUrl: row.fallback_url } : this.#gone(shortId)
  }

  async #gone(shortId: string): Promise<ScanResult> {
    const { rowCount } = await this.#pool.query({
      name: 'qr-tombstone',
      text: 'SELECT 1 FROM qr_codes WHERE short_id = $1',
      values: [shortId],
    })
    return rowCount === 1 ? { state: 'deleted' } : { state: 'missing' }
  }

  async buckets(shortId: string, from: number, to: number): Promise<ScanBucket[]> {
    const { rows } = await this.#pool.query<BucketRow>({
      name: 'qr-buckets',
      text: 'SELECT start, views, bot_hits, fallback_hits FROM scan_buckets WHERE short_id = $1 AND start >= $2 AND start < $3 ORDER BY start',
      values: [shortId, from, to],
    })
    return rows.map(bucketFromRow)
  }

  async rollUp(before: number): Promise<void> {
    await inTransaction(this.#pool, async (client) => {
      // One roll-up at a time across instances: two at once would both merge the same hours.
      await client.query('SELECT pg_advisory_xact_lock($1)', [ROLL_UP_LOCK])
      for (const sql of rollUpStatements('$1::bigint')) await client.query(sql, [before])
    })
  }
}
