import type { ScanCounts } from '@dynqr/contract'
import { addScanCounts as addTo, zeroScanCounts as zero } from '../../domain/codes/qr-code-stats.js'

/** A code's counts (or an hour's, a route's), as the stats answer names them. */
export type Counts = ScanCounts

/** One code's counts as a roll-up writes them: its row's, its hours' buckets', its routes' tallies'. */
export interface CodeCounts {
  total: Counts
  hours: Map<number, Counts>
  /** `since`: the first of them, as a tally keeps it. */
  routes: Map<string, Counts & { since: number }>
}

/** Codes one roll-up chunk writes: a few milliseconds, so no redirect waits long behind it. */
export const ROLL_UP_CODES = 256

/** Counts by code, hour and route, and the last log row they came from (sqlite-scan-log.ts). */
export class CountsByCode {
  lastSeq = 0
  readonly #codes = new Map<string, CodeCounts>()

  get size(): number {
    return this.#codes.size
  }

  get(shortId: string): CodeCounts | undefined {
    return this.#codes.get(shortId)
  }

  /** The code's total, a copy (zero when it has none). */
  of(shortId: string): Counts {
    const total = this.#codes.get(shortId)?.total
    return total ? { ...total } : zero()
  }

  /** Adds the code's total to `to`. */
  addInto(to: Counts, shortId: string): void {
    const code = this.#codes.get(shortId)
    if (code) addTo(to, code.total)
  }

  /** Counts of `shortId` in `hour` by `route`, the first of them at `at`. */
  add(shortId: string, hour: number, route: string, at: number, counts: Counts): void {
    const code = this.#codeOf(shortId)
    this.#addHour(code, hour, counts)
    this.#addRoute(code, route, { ...counts, since: at })
  }

  /** Adds every count of `other` to these. */
  merge(other: CountsByCode): void {
    for (const [shortId, theirs] of other.#codes) {
      const code = this.#codeOf(shortId)
      for (const [hour, counts] of theirs.hours) this.#addHour(code, hour, counts)
      for (const [route, counts] of theirs.routes) this.#addRoute(code, route, counts)
    }
  }

  /** The codes in short-id order (ASCII: JavaScript's order is SQLite's). */
  codes(): string[] {
    return [...this.#codes.keys()].sort()
  }

  #codeOf(shortId: string): CodeCounts {
    let code = this.#codes.get(shortId)
    if (!code) {
      code = { total: zero(), hours: new Map(), routes: new Map() }
      this.#codes.set(shortId, code)
    }
    return code
  }

  /** The code's total and its hour's bucket grow by `counts`. */
  #addHour(code: CodeCounts, hour: number, counts: Counts): void {
    addTo(code.total, counts)
    const inHour = code.hours.get(hour)
    if (inHour) addTo(inHour, counts)
    else code.hours.set(hour, { ...counts })
  }

  #addRoute(code: CodeCounts, route: string, counts: Counts & { since: number }): void {
    const found = code.routes.get(route)
    if (!found) code.routes.set(route, { ...counts })
    else {
      addTo(found, counts)
      found.since = Math.min(found.since, counts.since)
    }
  }
}

/** A roll-up under way: its codes in order, and how many of them are written. */
export interface Roll {
  readonly codes: string[]
  readonly counts: CountsByCode
  done: number
  /** Adds `shortId`'s counts to `to` when the roll has not written them yet. */
  addRemainingInto(to: Counts, shortId: string): void
}

export function startRoll(counts: CountsByCode): Roll {
  const codes = counts.codes()
  return {
    codes,
    counts,
    done: 0,
    addRemainingInto(to, shortId) {
      const lastDone = this.done > 0 ? codes[this.done - 1] : undefined
      if (lastDone === undefined || shortId > lastDone) counts.addInto(to, shortId)
    },
  }
}
