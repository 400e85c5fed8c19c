import type { AccountStatsDimension, StatsDimension } from '@dynqr/contract'
import type {
  ScanAnalyticsRepository,
  StatsRead,
  StatsScope,
} from '../../domain/analytics/scan-analytics-repository.js'
import { DAY_MS } from '../../domain/records.js'
import type { SaltStore } from '../../domain/scans/visitor-keys.js'
import { Sql, type SqlValue, sql } from '../sql/sql.js'
import type { EngineName, SqlEngine, SqlSession } from '../sql/sql-engine.js'
import { type BucketRow, bucketFromRow } from '../sql-rows.js'
import {
  accountBucketsSql,
  type BreakdownSqlRow,
  breakdownFromRow,
  breakdownSql,
  type Dialect,
  pruneDayValuesSql,
  rollUpDimensionDaysSql,
  rollUpEventsSql,
  rollUpLimitSql,
  scopeValues,
  accountDomainsSql,
  accountTagsSql,
  isTagged,
  topCodesSql,
} from './scan-analytics-sql.js'

/** A stable key for pg_advisory_xact_lock: "dynqr-events", one roll-up or upkeep at a time. */
export const EVENTS_LOCK = 0x64716576

/**
 * Engine-specific: where raw events are forgotten by whole days (PostgreSQL partitions scan_events
 * by day: postgres-event-partitions.ts). Without it, old rolled-up events are deleted.
 */
export interface EventPartitions {
  /** Makes today's and the next days' partitions; drops those before `cutoff` once rolled up. */
  upkeep(today: number, cutoff: number | null): Promise<void>
}

/** PostgreSQL needs a type where a parameter's context gives none: the scope and dimension are texts. */
const typed = (name: string) =>
  name === 'scope' || name === 'dimension' || name === 'tags' ? 'CAST(? AS TEXT)' : 'CAST(? AS BIGINT)'

/**
 * The `Dialect` statements of scan-analytics-sql.ts as the seam's: each named parameter written as
 * a `?`, the names remembered in order, the texts built once per key.
 */
class Texts {
  readonly #engine: EngineName
  readonly #built = new Map<string, { text: string; names: string[] }[]>()

  constructor(engine: EngineName) {
    this.#engine = engine
  }

  /** The statements `build` writes, their parameters taken by name from `values`. */
  of(key: string, build: (d: Dialect) => string | string[], values: Record<string, SqlValue>): Sql[] {
    let built = this.#built.get(key)
    if (!built) {
      const postgres = this.#engine === 'postgres'
      const d: Dialect = {
        // A marker, replaced below in the order the text names them (a fragment may be reused).
        p: (name) => `{{${name}}}`,
        sum: (expression) => (postgres ? `sum(${expression})::bigint` : `sum(${expression})`),
        strings: (name) =>
          postgres
            ? `SELECT jsonb_array_elements_text(CAST({{${name}}} AS jsonb))`
            : `SELECT value FROM json_each({{${name}}})`,
      }
      const made = build(d)
      built = (Array.isArray(made) ? made : [made]).map((marked) => {
        const names: string[] = []
        const text = marked.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
          names.push(name)
          return postgres ? typed(name) : '?'
        })
        return { text, names }
      })
      this.#built.set(key, built)
    }
    return built.map(
      ({ text, names }) =>
        new Sql(
          text,
          names.map((name) => values[name] ?? null),
        ),
    )
  }
}

/** Each engine's texts, built once per process. */
const TEXTS = new Map<EngineName, Texts>()

function textsOf(engine: EngineName): Texts {
  let texts = TEXTS.get(engine)
  if (!texts) {
    texts = new Texts(engine)
    TEXTS.set(engine, texts)
  }
  return texts
}

/**
 * Retention's day roll-up of the dimension buckets before `before`, in the transaction of the
 * hourly buckets' roll-up (store/codes/sql-qr-code-repository.ts). On PostgreSQL it first waits
 * for the events' roll-up (EVENTS_LOCK): it deletes dimension sets no bucket uses, which a
 * roll-up running beside it could be about to give a bucket.
 */
export async function rollUpDimensionDays(tx: SqlSession, engine: EngineName, before: number): Promise<void> {
  if (engine === 'postgres') await tx.run(sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`)
  for (const statement of textsOf(engine).of('dimension-days', rollUpDimensionDaysSql, { before })) {
    await tx.run(statement)
  }
}

/**
 * The read side and upkeep of scan analytics, on SQLite and PostgreSQL alike (ADR 0019). Reads
 * with a breakdown run in one transaction (one snapshot, REPEATABLE READ on PostgreSQL), so the
 * buckets and the breakdown agree exactly. The roll-up on PostgreSQL takes a SHARE lock on
 * scan_events, which waits for the transactions still inserting events and holds new ones back
 * for its few milliseconds, so every event at or below the new high-water mark is committed and
 * none can appear below it later; SQLite's one writer gives the same. The day's salt is kept in
 * scan_salts, so that a restart within the day keeps the visitors' keys.
 */
export class SqlScanAnalytics implements ScanAnalyticsRepository, SaltStore {
  readonly #engine: SqlEngine
  readonly #texts: Texts
  readonly #partitions: EventPartitions | undefined

  constructor(engine: SqlEngine, partitions?: EventPartitions) {
    this.#engine = engine
    this.#texts = textsOf(engine.name)
    this.#partitions = partitions
  }

  get #postgres(): boolean {
    return this.#engine.name === 'postgres'
  }

  /** The day's salt: the one kept in scan_salts, else `candidate`, kept from now on. */
  daySalt(day: number, candidate: Buffer): Promise<Buffer> {
    return this.#engine.transaction(async (tx) => {
      await this.#forgetSalts(tx, day)
      await tx.run(sql`INSERT INTO scan_salts (day, salt) VALUES (${day}, ${candidate}) ON CONFLICT (day) DO NOTHING`)
      const row = await tx.get<{ salt: Buffer }>(sql`SELECT salt FROM scan_salts WHERE day = ${day}`)
      return row?.salt ?? candidate
    })
  }

  /**
   * Past days' salts. On SQLite a salt is overwritten before its row is deleted, so its bytes do
   * not stay behind in the page as a deleted row's would.
   */
  async #forgetSalts(tx: SqlSession, before: number): Promise<void> {
    if (!this.#postgres) await tx.run(sql`UPDATE scan_salts SET salt = zeroblob(length(salt)) WHERE day < ${before}`)
    await tx.run(sql`DELETE FROM scan_salts WHERE day < ${before}`)
  }

  async read(
    scope: StatsScope,
    from: number,
    to: number,
    groupBy?: AccountStatsDimension | StatsDimension,
  ): Promise<StatsRead> {
    const range = { ...scopeValues(scope), from, to }
    // A statement's text per kind of scope: a tagged account's reads its codes from qr_code_tags.
    const kind = 'shortId' in scope ? 'code' : isTagged(scope) ? 'tagged account' : 'account'
    const buckets = async (session: SqlSession) => {
      const statement =
        'shortId' in scope
          ? sql`SELECT start, views, unique_views, bot_hits, fallback_hits FROM scan_buckets
              WHERE short_id = ${range.scope} AND start >= ${from} AND start < ${to} ORDER BY start`
          : this.#one(`account-buckets ${kind}`, (d) => accountBucketsSql(d, scope), range)
      return (await session.all<BucketRow>(statement)).map(bucketFromRow)
    }
    const breakdown = this.#breakdown(scope, kind, groupBy, range)
    if (!breakdown) return { buckets: await buckets(this.#engine), breakdown: null }
    return this.#engine.transaction(async (tx) => {
      if (this.#postgres) await tx.run(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`)
      return {
        buckets: await buckets(tx),
        breakdown: (await tx.all<BreakdownSqlRow>(breakdown)).map(breakdownFromRow),
      }
    })
  }

  /** The statement of a breakdown by `groupBy`, if the scope has one (a code has no top codes, no domains, no tags). */
  #breakdown(
    scope: StatsScope,
    kind: string,
    groupBy: AccountStatsDimension | StatsDimension | undefined,
    range: Record<string, SqlValue>,
  ) {
    if (groupBy === undefined) return undefined
    const account = 'shortId' in scope ? undefined : scope
    if (groupBy === 'shortId' || groupBy === 'domain' || groupBy === 'tag') {
      if (!account) return undefined
      const build = groupBy === 'shortId' ? topCodesSql : groupBy === 'domain' ? accountDomainsSql : accountTagsSql
      return this.#one(`${groupBy} ${kind}`, (d) => build(d, account), range)
    }
    return this.#one(`breakdown ${kind} ${groupBy}`, (d) => breakdownSql(d, scope, groupBy), {
      ...range,
      dimension: groupBy,
    })
  }

  #one(key: string, build: (d: Dialect) => string, values: Record<string, SqlValue>): Sql {
    return this.#texts.of(key, build, values)[0] as Sql
  }

  /** Rolls the events past the high-water mark (at most ROLL_UP_CHUNK) into the dimension buckets. */
  rollUpEvents(): Promise<number> {
    return this.#engine.transaction(async (tx) => {
      if (this.#postgres) {
        await tx.run(sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`)
        await tx.run(sql`LOCK TABLE scan_events IN SHARE MODE`)
      }
      const last = Number((await tx.get<{ last_id: number }>(sql`SELECT last_id FROM scan_rollup_mark`))?.last_id ?? 0)
      const limit = await tx.get<{ upto: number | null }>(this.#one('roll-up-limit', rollUpLimitSql, { last }))
      const upto = limit?.upto
      if (upto === null || upto === undefined) return 0
      for (const statement of this.#texts.of('roll-up', rollUpEventsSql, { last, upto: Number(upto) })) {
        await tx.run(statement)
      }
      await tx.run(sql`UPDATE scan_rollup_mark SET last_id = ${upto}`)
      return Number(upto) - last
    })
  }

  /** Forgets past days' visitors and salts, and raw events older than `eventRetentionDays` (0: never). */
  async prune(now: number, eventRetentionDays: number): Promise<void> {
    const today = now - (now % DAY_MS)
    const cutoff = eventRetentionDays > 0 ? today - eventRetentionDays * DAY_MS : null
    await this.#engine.transaction(async (tx) => {
      if (this.#postgres) await tx.run(sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`)
      await tx.run(sql`DELETE FROM scan_visitors WHERE day < ${today}`)
      await this.#forgetSalts(tx, today)
      if (cutoff !== null && !this.#partitions) {
        await tx.run(sql`DELETE FROM scan_events WHERE at < ${cutoff} AND id <= (SELECT last_id FROM scan_rollup_mark)`)
      }
      await tx.run(this.#one('prune-day-values', pruneDayValuesSql, { before: today - DAY_MS }))
    })
    await this.#partitions?.upkeep(today, cutoff)
  }
}
