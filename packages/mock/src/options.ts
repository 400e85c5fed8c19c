import { networkInterfaces } from 'node:os'
import { type Chaos, DEFAULT_RATE_LIMIT, type RateLimit } from './chaos.js'
import type { Latency } from './latency.js'
import type { ScenarioName, Seed } from './seed.js'

export interface MockOptions {
  /** The port; 0 or none: a free one, reported in `url` and `port`. */
  port?: number
  host?: string
  /**
   * Where phones and other machines reach the mock (`http://192.168.1.20:4020`): the base of
   * every `qrCodeUrl` and link. Default: `url`.
   */
  publicUrl?: string
  latency?: Latency
  /** The share of API requests (0 to 1) answered 500 or 503 instead (`--error-rate`). */
  errorRate?: number
  /** Requests per key per window; over it, 429 with `RateLimit` and `Retry-After` (`--rate-limit`). */
  rateLimit?: RateLimit
  /** The data the stateful mock starts with (and returns to on reset); default: the demo codes. */
  seed?: Seed
  /** A named data set instead of a seed (stateful mock). */
  scenario?: ScenarioName
}

export interface RunningMock {
  /** Where it listens; the API is at `${url}/api/v1`. */
  url: string
  /** The port it listens on (the real one when 0 was asked for). */
  port: number
  close: () => Promise<void>
}

export const chaosOf = (options: MockOptions): Chaos => ({
  latency: options.latency,
  errorRate: options.errorRate ?? 0,
  rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
})

/**
 * The host to put in URLs: an address listening on every interface (`0.0.0.0`, `::`) is no
 * address a phone can open, so this machine's first network address stands for it (loopback
 * when it has none).
 */
export function urlHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host.includes(':') ? `[${host}]` : host
  for (const addresses of Object.values(networkInterfaces())) {
    const external = addresses?.find((a) => a.family === 'IPv4' && !a.internal)
    if (external) return external.address
  }
  return '127.0.0.1'
}
