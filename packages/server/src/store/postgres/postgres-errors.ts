import { storeUnavailable } from '../../domain/domain-error.js'
import type { WriteFailures } from '../../domain/readiness.js'

/** Socket-level failures: the database is unreachable, not the request wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])
/**
 * SQLSTATEs that mean "not now": connection exceptions (08), insufficient resources such as a
 * full disk (53), operator intervention such as a shutdown or a statement timeout (57), an I/O
 * error writing a file (58030), and
 * serialization failures and deadlocks that a retry would get past (40001, 40P01).
 */
const UNAVAILABLE_STATE = /^(08|53|57)|^40001$|^40P01$|^58030$/
/** node-postgres says these in words only, without a code ("Query read timeout": query_timeout). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error|not queryable|Query read timeout/i

export function isPostgresUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') return NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code)
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)
}

/** disk_full (53100), out_of_memory (53200), io_error (58030): queries may work while writes do not. */
const CANNOT_WRITE_STATE = /^53[12]00$|^58030$/

/**
 * The repository with every method's failure translated: a database that cannot be reached or
 * cannot commit becomes `SERVICE_UNAVAILABLE` (503, nothing stored); anything else is unchanged.
 * A failure to write that a `SELECT 1` would not see (a full disk) is told to `failures`, which
 * the readiness probe reads (readiness.ts).
 */
export function translatingUnavailable<T extends object>(repository: T, failures?: WriteFailures): T {
  const translated = {} as Record<string, unknown>
  let prototype: object | null = Object.getPrototypeOf(repository)
  while (prototype && prototype !== Object.prototype) {
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = (repository as Record<string, unknown>)[name]
      if (name === 'constructor' || name in translated || typeof method !== 'function') continue
      translated[name] = (...args: unknown[]) => {
        const answer = (method as (...a: unknown[]) => unknown).apply(repository, args)
        // A method may answer a value it remembers (routingOf): only promises can fail later.
        if (!(answer instanceof Promise)) return answer
        return answer.catch((error: unknown) => {
          const code = (error as { code?: unknown } | null)?.code
          if (typeof code === 'string' && CANNOT_WRITE_STATE.test(code)) failures?.failed(error)
          throw isPostgresUnavailable(error) ? storeUnavailable(error) : error
        })
      }
    }
    prototype = Object.getPrototypeOf(prototype)
  }
  return translated as T
}

/** Each repository of `repositories` translating its failures (translatingUnavailable). */
export function translatingAll<T extends Record<string, object>>(repositories: T, failures?: WriteFailures): T {
  const entries = Object.entries(repositories).map(([name, repository]) => [
    name,
    translatingUnavailable(repository, failures),
  ])
  return Object.fromEntries(entries) as T
}
