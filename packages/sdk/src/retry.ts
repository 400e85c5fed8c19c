import { DynqrConnectionError, DynqrTimeoutError, parseRetryAfter } from './errors.js'

/** What the retrying fetch needs from the world; tests pass fakes. */
export interface Clock {
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  now: () => number
  /** A number in [0, 1) for jitter. */
  random: () => number
}

export const realClock: Clock = {
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      const onAbort = () => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
  now: () => Date.now(),
  random: Math.random,
}

export interface RetryPolicy {
  maxRetries: number
  timeoutMs: number
  clock: Clock
}

const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 8_000
/** A Retry-After longer than this is not waited for: the error goes to the caller. */
const MAX_RETRY_AFTER_MS = 60_000
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504])

/** Exponential backoff with full jitter: a random wait up to 0.5 s, 1 s, 2 s … (at most 8 s). */
export function backoff(attempt: number, random: () => number): number {
  return Math.round(random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt))
}

/**
 * Wraps `fetch` with a timeout per attempt and retries:
 * - 429 (waiting `Retry-After` when given), 5xx, timeouts and connection errors are retried;
 * - a POST is retried only on 429 — the one answer that says it was not processed — because
 *   repeating a create whose answer was lost could create the code twice;
 * - the caller's AbortSignal stops everything at once, with its own reason.
 */
export function retryingFetch(fetchImpl: typeof fetch, policy: RetryPolicy): (request: Request) => Promise<Response> {
  const { clock } = policy
  return async (request) => {
    const callerSignal = request.signal
    const replayable = request.method !== 'POST'
    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < policy.maxRetries
      const attemptAbort = new AbortController()
      const stopTimer = new AbortController()
      let timedOut = false
      clock.sleep(policy.timeoutMs, stopTimer.signal).then(
        () => {
          timedOut = true
          attemptAbort.abort(new DynqrTimeoutError(`No answer within ${policy.timeoutMs} ms`))
        },
        () => {},
      )
      let response: Response | undefined
      let failure: unknown
      try {
        const signal = AbortSignal.any([callerSignal, attemptAbort.signal])
        response = await fetchImpl(new Request(request.clone(), { signal }))
      } catch (error) {
        failure = error
      } finally {
        stopTimer.abort()
      }
      if (callerSignal.aborted) throw callerSignal.reason
      if (!response) {
        const error = timedOut
          ? new DynqrTimeoutError(`No answer from ${request.method} ${request.url} within ${policy.timeoutMs} ms`, {
              cause: failure,
            })
          : new DynqrConnectionError(
              `Could not reach ${request.url}: ${failure instanceof Error ? failure.message : String(failure)}`,
              { cause: failure },
            )
        if (!replayable || !canRetry) throw error
        await clock.sleep(backoff(attempt, clock.random), callerSignal)
        continue
      }
      const retryable = RETRY_STATUSES.has(response.status) && (replayable || response.status === 429)
      if (!retryable || !canRetry) return response
      const asked = parseRetryAfter(response.headers.get('retry-after'), clock.now())
      if (asked > MAX_RETRY_AFTER_MS) return response
      await response.body?.cancel()
      await clock.sleep(Math.max(asked, backoff(attempt, clock.random)), callerSignal)
    }
  }
}
