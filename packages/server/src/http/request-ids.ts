import { randomBytes } from 'node:crypto'

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/
/** Request ids are a random per-process prefix and a counter: unique, and cheap on the hot path. */
const REQUEST_ID_PREFIX = randomBytes(6).toString('base64url')
let requestCounter = 0

/** The caller's `X-Request-Id` when it is a sensible one, otherwise a new id. */
export function requestIdFor(given: string | string[] | undefined): string {
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given
  requestCounter += 1
  return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`
}
