import type { TargetState } from './target-health.js'

/** A target URL a checker has claimed: check it, then `record` what was found. */
export interface DueTarget {
  url: string
  /** Its host (`hostname:port`): one check at a time per host. */
  host: string
  state: TargetState
}

/**
 * The health checks' state (issue #44): one row per target URL, whichever codes share it, and on
 * each code the verdict on its target. Claims are leases, as the webhook outbox's are, so that of
 * several instances (PostgreSQL) only one checks a URL, and no two check one host at once.
 */
export interface TargetHealthRepository {
  /**
   * Takes in the codes' targets not yet known (and gives codes whose target another code's checks
   * already know that verdict), then claims up to `limit` URLs due at `now` for `leaseMs`: at most
   * one per host, none of a host with a claim in flight (any instance's) or in `busyHosts`.
   */
  claimDue(now: number, limit: number, leaseMs: number, busyHosts: ReadonlySet<string>): Promise<DueTarget[]>
  /**
   * Records a claimed URL's new state and releases it until `nextCheckAt`; every live code whose
   * target it is takes the verdict, and a code that turns failing (or recovers) records
   * `qrcode.target_failing` (`qrcode.target_recovered`) in the webhook outbox, in the same commit.
   */
  record(url: string, state: TargetState, at: number, nextCheckAt: number): Promise<void>
  /** The live codes that send scans to their fallback while their target is failing: shortId → fallbackUrl. */
  failingFallbacks(): Promise<Map<string, string>>
}
