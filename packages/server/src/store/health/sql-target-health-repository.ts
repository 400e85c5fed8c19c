import { codeState, type HealthDetails, type TargetState, targetsOf } from '../../domain/health/target-health.js'
import type { DueTarget, TargetHealthRepository } from '../../domain/health/target-health-repository.js'
import { list, type Raw, raw, type Sql, sql } from '../sql/sql.js'
import type { SqlEngine, SqlSession } from '../sql/sql-engine.js'
import { CODE_COLUMNS } from '../sql-rows.js'
import { SqlWebhookOutbox } from '../webhooks/sql-webhook-outbox.js'

/** A stable key for pg_advisory_xact_lock: "dynqr-target-claims" as a 31-bit number. */
const CLAIM_LOCK = 0x2d7c_51a3
/** Unknown targets taken in per claim at most; the rest at the next. */
const TAKE_IN = 500

interface CheckRow {
  url: string
  host: string
  status: TargetState['status']
  failures: number
  health: string | null
}

/** `hostname:port` of a URL (its default port written out): the unit of politeness. */
export function hostOf(url: string): string {
  try {
    const parsed = new URL(url)
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80')
    return `${parsed.hostname}:${port}`
  } catch {
    return url
  }
}

const stateOf = (row: CheckRow): TargetState => ({
  status: row.status,
  failures: Number(row.failures),
  details: row.health === null ? null : (JSON.parse(row.health) as HealthDetails),
})

/** The live codes whose health describes another URL than their target: never checked as they are. */
const UNKNOWN = raw('deleted_at IS NULL AND (health_url IS NULL OR health_url <> target_url)')
/** Codes with rules or variants: their verdict weighs every target (PRODUCT.md: "rules and variants included"). */
const ROUTED = raw(`(rules <> '[]' OR variants <> '[]')`)
/** How far back each look for changed routed codes reaches past the last seen: commits arrive late. */
const ROUTED_MARGIN_MS = 60_000

interface RoutedRow {
  short_id: string
  target_url: string
  rules: string
  variants: string
}
const targetsOfRow = (row: RoutedRow): string[] =>
  targetsOf({ targetUrl: row.target_url, rules: JSON.parse(row.rules), variants: JSON.parse(row.variants) })

/**
 * The health checks' state on either SQL engine (issue #44): target_checks, one row per URL, and
 * the verdict copied onto each code (qr_codes.health_*), events through the webhook outbox.
 */
export class SqlTargetHealthRepository implements TargetHealthRepository {
  readonly #engine: SqlEngine
  readonly #outbox: SqlWebhookOutbox
  /** The latest updated_at of a routed code seen; each look takes in those changed since (less a margin). */
  #routedSeen = 0

  constructor(engine: SqlEngine) {
    this.#engine = engine
    this.#outbox = new SqlWebhookOutbox(engine.name)
  }

  async claimDue(now: number, limit: number, leaseMs: number, busyHosts: ReadonlySet<string>): Promise<DueTarget[]> {
    await this.#takeIn(now)
    if (limit <= 0) return []
    return this.#engine.transaction(async (tx) => {
      // Claims one at a time across instances: the check for a host's claim in flight then holds.
      if (this.#engine.name === 'postgres') await tx.get(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`)
      const rows = await tx.all<CheckRow>(
        sql`SELECT url, host, status, failures, health FROM target_checks t
          WHERE t.next_check_at <= ${now} AND (t.leased_until IS NULL OR t.leased_until <= ${now})
            AND NOT EXISTS (SELECT 1 FROM target_checks b WHERE b.host = t.host AND b.leased_until > ${now})
          ORDER BY t.next_check_at, t.url LIMIT ${limit * 4}`,
      )
      const hosts = new Set(busyHosts)
      const claimed: CheckRow[] = []
      for (const row of rows) {
        if (claimed.length >= limit || hosts.has(row.host)) continue
        hosts.add(row.host)
        claimed.push(row)
      }
      if (claimed.length === 0) return []
      await tx.run(
        sql`UPDATE target_checks SET leased_until = ${now + leaseMs} WHERE url IN ${list(claimed.map((row) => row.url))}`,
      )
      return claimed.map((row) => ({ url: row.url, host: row.host, state: stateOf(row) }))
    })
  }

  /**
   * Codes' targets with no verdict yet: a URL no row knows gets one, due now; a code whose target
   * another code's checks already know takes that verdict at once (no check: once per interval per URL).
   */
  async #takeIn(now: number): Promise<void> {
    await this.#takeInRouted(now)
    const unknown = await this.#engine.all<{ url: string }>(
      sql`SELECT DISTINCT c.target_url AS url FROM qr_codes c WHERE ${UNKNOWN}
        AND NOT EXISTS (SELECT 1 FROM target_checks t WHERE t.url = c.target_url AND t.health IS NULL) LIMIT ${TAKE_IN}`,
    )
    if (unknown.length === 0) return
    const urls = unknown.map((row) => row.url)
    await this.#engine.transaction(async (tx) => {
      for (const url of urls) {
        await tx.run(
          sql`INSERT INTO target_checks (url, host, failures, next_check_at) VALUES (${url}, ${hostOf(url)}, 0, ${now})
            ON CONFLICT (url) DO NOTHING`,
        )
      }
      const known = await tx.all<CheckRow>(
        sql`SELECT url, host, status, failures, health FROM target_checks WHERE url IN ${list(urls)} AND health IS NOT NULL`,
      )
      for (const row of known) await this.#apply(tx, row.url, stateOf(row), now, sql`AND ${UNKNOWN}`)
    })
  }

  /**
   * The rules' and variants' targets no row knows get one, due now. Their verdict reaches the code
   * when they are recorded (a target another code's checks already know, at its next check).
   */
  async #takeInRouted(now: number): Promise<void> {
    const routed = await this.#engine.all<RoutedRow & { updated_at: number }>(
      sql`SELECT short_id, target_url, rules, variants, updated_at FROM qr_codes
        WHERE deleted_at IS NULL AND ${ROUTED} AND updated_at >= ${Math.max(0, this.#routedSeen - ROUTED_MARGIN_MS)}`,
    )
    const urls = [...new Set(routed.flatMap(targetsOfRow))]
    for (let start = 0; start < urls.length; start += TAKE_IN) {
      const batch = urls.slice(start, start + TAKE_IN)
      const known = await this.#engine.all<{ url: string }>(
        sql`SELECT url FROM target_checks WHERE url IN ${list(batch)}`,
      )
      const knownUrls = new Set(known.map((row) => row.url))
      for (const url of batch.filter((candidate) => !knownUrls.has(candidate))) {
        await this.#engine.run(
          sql`INSERT INTO target_checks (url, host, failures, next_check_at) VALUES (${url}, ${hostOf(url)}, 0, ${now})
            ON CONFLICT (url) DO NOTHING`,
        )
      }
    }
    for (const row of routed) this.#routedSeen = Math.max(this.#routedSeen, Number(row.updated_at))
  }

  async record(url: string, state: TargetState, at: number, nextCheckAt: number): Promise<void> {
    await this.#engine.transaction(async (tx) => {
      const health = state.details === null ? null : JSON.stringify(state.details)
      await tx.run(
        sql`UPDATE target_checks SET status = ${state.status}, failures = ${state.failures}, health = ${health},
          next_check_at = ${nextCheckAt}, leased_until = NULL WHERE url = ${url}`,
      )
      const codes = await this.#apply(tx, url, state, at, raw(''))
      // No live code points there any more: the row goes (a code that comes back takes it in anew).
      if (codes === 0) await tx.run(sql`DELETE FROM target_checks WHERE url = ${url}`)
    })
  }

  /**
   * Gives `url`'s verdict to the live codes whose target it is (and `more` holds of), recording
   * the events of those whose verdict turns; the number of codes.
   */
  async #apply(tx: SqlSession, url: string, state: TargetState, at: number, more: Sql | Raw) {
    const routed = await this.#applyRouted(tx, url, at, more)
    const plain = await this.#setVerdict(
      tx,
      sql`target_url = ${url} AND deleted_at IS NULL AND NOT ${ROUTED} ${more}`,
      state,
      at,
    )
    return routed + plain
  }

  /**
   * Gives the live codes with rules or variants one of whose targets is `url` (and `more` holds
   * of) the verdict on all their targets (domain/health codeState), with the events of those whose
   * verdict turns; the number of codes.
   */
  async #applyRouted(tx: SqlSession, url: string, at: number, more: Sql | Raw): Promise<number> {
    const needle = JSON.stringify(url)
    const contains = (column: string) =>
      this.#engine.name === 'postgres'
        ? sql`strpos(${raw(column)}, ${needle}) > 0`
        : sql`instr(${raw(column)}, ${needle}) > 0`
    const codes = await tx.all<RoutedRow>(
      sql`SELECT short_id, target_url, rules, variants FROM qr_codes WHERE deleted_at IS NULL AND ${ROUTED}
        AND (target_url = ${url} OR ${contains('rules')} OR ${contains('variants')}) ${more}`,
    )
    let count = 0
    for (const code of codes) {
      const targets = targetsOfRow(code)
      if (!targets.includes(url)) continue
      const rows = await tx.all<CheckRow>(
        sql`SELECT url, host, status, failures, health FROM target_checks WHERE url IN ${list(targets)}`,
      )
      const state = codeState(targets, new Map(rows.map((row) => [row.url, stateOf(row)])))
      await this.#setVerdict(tx, sql`short_id = ${code.short_id}`, state, at)
      count += 1
    }
    return count
  }

  /** Gives the codes `where` holds of `state` as their verdict, recording the events of those whose verdict turns. */
  async #setVerdict(tx: SqlSession, where: Sql, state: TargetState, at: number): Promise<number> {
    const health = state.details === null ? null : JSON.stringify(state.details)
    const set = sql`health_url = target_url, health_status = ${state.status}, target_health = ${health}`
    let turned = 0
    if (state.status === 'failing') {
      const rows = await this.#outbox.change(
        tx,
        sql`UPDATE qr_codes SET ${set} WHERE ${where} AND (health_status IS NULL OR health_status <> 'failing')
          RETURNING ${raw(CODE_COLUMNS)}`,
        { type: 'qrcode.target_failing', at },
      )
      turned = rows.length
    } else if (state.status === 'ok') {
      const rows = await this.#outbox.change(
        tx,
        sql`UPDATE qr_codes SET ${set} WHERE ${where} AND health_status = 'failing' RETURNING ${raw(CODE_COLUMNS)}`,
        { type: 'qrcode.target_recovered', at },
      )
      turned = rows.length
    }
    return turned + (await tx.run(sql`UPDATE qr_codes SET ${set} WHERE ${where}`))
  }

  async failingFallbacks(): Promise<Map<string, string>> {
    const rows = await this.#engine.all<{ short_id: string; fallback_url: string }>(
      sql`SELECT short_id, fallback_url FROM qr_codes
        WHERE health_status = 'failing' AND deleted_at IS NULL AND health_url = target_url
          AND on_target_failing = 'fallback' AND fallback_url IS NOT NULL`,
    )
    return new Map(rows.map((row) => [row.short_id, row.fallback_url]))
  }
}
