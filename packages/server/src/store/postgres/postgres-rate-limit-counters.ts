import type pg from 'pg'
import type { RateLimitCounters } from '../../domain/rate-limit-counters.js'

/** Counters every instance on this PostgreSQL shares: one upsert per counted request. */
export class PostgresRateLimitCounters implements RateLimitCounters {
  readonly #pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.#pool = pool
  }

  async hit(key: string, windowStart: number): Promise<number> {
    const { rows } = await this.#pool.query<{ hits: number }>({
      name: 'rate-limit-hit',
      text: `INSERT INTO rate_limit_windows (key, window_start, hits) VALUES ($1, $2, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_windows.window_start = $2 THEN rate_limit_windows.hits + 1 ELSE 1 END,
          window_start = $2
        RETURNING hits`,
      values: [key, windowStart],
    })
    return rows[0]?.hits ?? 1
  }

  async prune(before: number): Promise<number> {
    // UNLOGGED and small (the keys of one window): a scan a minute per instance.
    const { rowCount } = await this.#pool.query({
      name: 'rate-limit-prune',
      text: 'DELETE FROM rate_limit_windows WHERE window_start < $1',
      values: [before],
    })
    return rowCount ?? 0
  }
}
