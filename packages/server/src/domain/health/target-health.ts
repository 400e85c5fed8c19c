import type { TargetHealthStatus } from '@dynqr/contract'

/**
 * Destination health (issue #44): what a run of checks of one target URL comes to. Pure: the
 * checker (health/target-checker.ts) checks, the store keeps the state, this decides.
 */

/** Failed checks in a row after which a target is failing (PRODUCT.md, "Events as they happen"). */
export const FAILURES_TO_FAIL = 3

/** What one check found: a final answer in 2xx/3xx is a success. */
export interface CheckResult {
  ok: boolean
  /** The final answer's status; null when none came back. */
  httpStatus: number | null
  /** Why the check failed, in words; null after a success. */
  error: string | null
}

/** What the store keeps of the last check, as JSON (target_checks.health, qr_codes.target_health). */
export interface HealthDetails {
  checkedAt: number
  httpStatus?: number
  error?: string
  /** The first failed check of the current run of failures. */
  failingSince?: number
  /** On a code's verdict: the failing target, when it is a rule's or variant's (not its targetUrl). */
  url?: string
}

/** A target URL's state: `status` null until the first success or the third failure in a row. */
export interface TargetState {
  status: Exclude<TargetHealthStatus, 'unknown'> | null
  failures: number
  details: HealthDetails | null
}

export const UNCHECKED: TargetState = { status: null, failures: 0, details: null }

/** The state after `result`, found at `at`. One or two failures leave the status as it was. */
export function nextState(previous: TargetState, result: CheckResult, at: number): TargetState {
  const httpStatus = result.httpStatus === null ? {} : { httpStatus: result.httpStatus }
  if (result.ok) return { status: 'ok', failures: 0, details: { checkedAt: at, ...httpStatus } }
  const failures = previous.failures + 1
  const failingSince = previous.failures > 0 ? (previous.details?.failingSince ?? at) : at
  return {
    status: failures >= FAILURES_TO_FAIL ? 'failing' : previous.status,
    failures,
    details: { checkedAt: at, ...httpStatus, error: result.error ?? 'the check failed', failingSince },
  }
}

/** Every target of a code, its `targetUrl` first, then its rules' and variants' (each once). */
export function targetsOf(code: {
  targetUrl: string
  rules: readonly { targetUrl: string }[]
  variants: readonly { targetUrl: string }[]
}): string[] {
  return [...new Set([code.targetUrl, ...code.rules.map((r) => r.targetUrl), ...code.variants.map((v) => v.targetUrl)])]
}

/**
 * A code's verdict from the states of all its targets (`targets` in targetsOf's order, `states`
 * by URL): failing when any is failing (`url` naming it unless it is the targetUrl), else ok when
 * any is ok (the others not yet decided), else undecided.
 */
export function codeState(targets: readonly string[], states: ReadonlyMap<string, TargetState>): TargetState {
  const known = targets.flatMap((url) => {
    const state = states.get(url)
    return state ? [{ url, state }] : []
  })
  const failing = known.find(({ state }) => state.status === 'failing')
  if (failing) {
    const { url, state } = failing
    if (url === targets[0] || state.details === null) return state
    return { ...state, details: { ...state.details, url } }
  }
  const ok = known.find(({ state }) => state.status === 'ok')
  if (ok) return ok.state
  return known[0]?.state ?? UNCHECKED
}
