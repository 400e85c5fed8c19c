/**
 * Internals for the SDK's own tests; not in the package's `exports`, so no user can import
 * them. Pass `{ [kClock]: fakeClock }` in the options to control timers and jitter.
 */
export { kClock } from './client.js'
export { errorFromResponse } from './error-from-response.js'
export { parseRetryAfter } from './errors.js'
export { backoff, type Clock, realClock } from './retry.js'
