import { abortError, DynqrConnectionError, DynqrTimeoutError, parseRetryAfter } from './errors.js'

/** What the retrying fetch needs from the world; tests inject a fake (see internal.ts). */
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

/**
 * Told before every attempt (the first is attempt 1).
 * @category Client
 */
export interface RequestEvent {
  request: Request
  attempt: number
}
/**
 * Told after every attempt: the response, or the error when none came.
 * @category Client
 */
export interface ResponseEvent {
  request: Request
  attempt: number
  response: Response | undefined
  error: unknown
  durationMs: number
  /** Whether the SDK will try again after this attempt. */
  willRetry: boolean
}
/**
 * Where opt-in debug lines go (`console` works). Lines never contain the API key or headers.
 * @category Client
 */
export interface Logger {
  /** Takes one line per attempt. */
  debug: (message: string) => void
}
export interface Hooks {
  onRequest?: ((event: RequestEvent) => void | Promise<void>) | undefined
  onResponse?: ((event: ResponseEvent) => void | Promise<void>) | undefined
  logger?: Logger | undefined
}

export interface RetryPolicy extends Hooks {
  maxRetries: number
  timeout: number
  clock: Clock
}

const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 8_000
/** A Retry-After longer than this is not waited for: the error goes to the caller. */
const MAX_RETRY_AFTER_MS = 60_000
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504])
/** The least wait before asking again for the answer of a create still running. */
const IN_FLIGHT_DELAY_MS = 250

/** A 409 saying a request with the same Idempotency-Key is still running (not a taken id). */
async function stillRunning(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { message?: unknown } | undefined
  return typeof body?.message === 'string' && /Idempotency-Key is still running/i.test(body.message)
}

/** Exponential backoff with full jitter: a random wait up to 0.5 s, 1 s, 2 s … (at most 8 s). */
export function backoff(attempt: number, random: () => number): number {
  return Math.round(random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt))
}

/** One attempt: the caller's signal and the timeout abort it (no AbortSignal.any, for older Safari). */
async function attemptOnce(
  fetchImpl: typeof fetch,
  request: Request,
  body: ArrayBuffer | undefined,
  policy: RetryPolicy,
  attempt: number,
): Promise<{ response?: Response; failure?: unknown; timedOut: boolean; sent: Request }> {
  const callerSignal = request.signal
  const abort = new AbortController()
  const sent = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: abort.signal,
  })
  await policy.onRequest?.({ request: sent, attempt })
  const onCallerAbort = () => abort.abort(callerSignal.reason)
  callerSignal.addEventListener('abort', onCallerAbort, { once: true })
  const stopTimer = new AbortController()
  let timedOut = false
  policy.clock.sleep(policy.timeout, stopTimer.signal).then(
    () => {
      timedOut = true
      abort.abort(new DynqrTimeoutError(`No answer within ${policy.timeout} ms`))
    },
    () => {},
  )
  try {
    return { response: await fetchImpl(sent), timedOut, sent }
  } catch (failure) {
    return { failure, timedOut, sent }
  } finally {
    stopTimer.abort()
    callerSignal.removeEventListener('abort', onCallerAbort)
  }
}

/**
 * Wraps `fetch` with a timeout per attempt, hooks and retries:
 * - 429 (waiting `Retry-After` when given), 5xx, timeouts and connection errors are retried;
 * - a POST only when it carries an `Idempotency-Key` (every create does): the server then
 *   answers a repeat with the first answer instead of creating twice; the retry sends the same key;
 * - a 409 "A request with this Idempotency-Key is still running" is asked again after a short wait;
 * - the caller's AbortSignal stops everything at once: DynqrAbortError, its reason as `cause`.
 */
export function retryingFetch(fetchImpl: typeof fetch, policy: RetryPolicy): (request: Request) => Promise<Response> {
  const { clock, logger } = policy
  return async (request) => {
    const callerSignal = request.signal
    if (callerSignal.aborted) throw abortError(callerSignal.reason)
    const replayable = request.method !== 'POST' || request.headers.has('idempotency-key')
    const body = request.body ? await request.arrayBuffer() : undefined
    const what = `${request.method} ${request.url}`
    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < policy.maxRetries
      const started = clock.now()
      logger?.debug(`dynqr: ${what} (attempt ${attempt + 1})`)
      const { response, failure, timedOut, sent } = await attemptOnce(fetchImpl, request, body, policy, attempt + 1)
      if (callerSignal.aborted) throw abortError(callerSignal.reason)
      const error = response
        ? undefined
        : timedOut
          ? new DynqrTimeoutError(`No answer from ${what} within ${policy.timeout} ms`, { cause: failure })
          : new DynqrConnectionError(
              `Could not reach ${request.url}: ${failure instanceof Error ? failure.message : String(failure)}`,
              { cause: failure },
            )
      let wait = -1
      if (error) {
        if (replayable && canRetry) wait = backoff(attempt, clock.random)
      } else if (response && RETRY_STATUSES.has(response.status) && replayable && canRetry) {
        const asked = parseRetryAfter(response.headers.get('retry-after'), clock.now())
        if (asked <= MAX_RETRY_AFTER_MS) wait = Math.max(asked, backoff(attempt, clock.random))
      } else if (response?.status === 409 && request.headers.has('idempotency-key') && canRetry) {
        // The first request with this key is still running: its answer will be replayed to a
        // retry in a moment (the contract's IdempotencyInFlight), so wait a little and ask again.
        if (await stillRunning(response)) wait = Math.max(IN_FLIGHT_DELAY_MS, backoff(attempt, clock.random))
      }
      const durationMs = clock.now() - started
      const requestId = response?.headers.get('x-request-id')
      logger?.debug(
        `dynqr: ${what} → ${response ? response.status : (error?.name ?? 'error')} in ${durationMs} ms` +
          `${requestId ? ` (request ${requestId})` : ''}${wait >= 0 ? `; retrying in ${wait} ms` : ''}`,
      )
      await policy.onResponse?.({
        request: sent,
        attempt: attempt + 1,
        response,
        error,
        durationMs,
        willRetry: wait >= 0,
      })
      if (wait < 0) {
        if (error) throw error
        return response as Response
      }
      await response?.body?.cancel()
      await clock.sleep(wait, callerSignal).catch(() => {
        throw abortError(callerSignal.reason)
      })
    }
  }
}
