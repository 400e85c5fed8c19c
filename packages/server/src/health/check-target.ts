import http from 'node:http'
import https from 'node:https'
import ipaddr from 'ipaddr.js'
import type { CheckResult } from '../domain/health/target-health.js'
import { addressProblem, guardedLookup, NOT_PUBLIC_HOST } from '../webhooks/address-guard.js'

export interface CheckOptions {
  /** The whole check, every redirect included (10 s). */
  timeoutMs: number
  /** Loopback and private addresses allowed (WEBHOOK_ALLOW_PRIVATE: development and tests). */
  allowPrivate: boolean
  /** The server's own port: a loopback target on it is this server, never checked. */
  ownPort?: number
  /** Ends the check at once (the server is stopping); its result is then not recorded. */
  signal?: AbortSignal
}

/** Redirects followed at most (PRODUCT.md, "Events as they happen"). */
export const MAX_REDIRECTS = 5
const USER_AGENT = 'dynqr-health/1 (+destination health check)'

type Hop = { status: number; location: string | undefined } | { error: string }

const isLoopbackName = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  (ipaddr.isValid(hostname) && ipaddr.process(hostname).range() === 'loopback')

/** Why `url` may not be requested, or null. Names go through the guard's lookup at connect time. */
function urlProblem(url: URL, options: CheckOptions): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} is not http: or https:`
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (options.allowPrivate) {
    return options.ownPort !== undefined && port === options.ownPort && isLoopbackName(host)
      ? "refused: the target is this server's own address"
      : null
  }
  // An address in the URL is not looked up: the guard's lookup never sees it.
  if (ipaddr.isValid(host) && addressProblem(host) !== null) return `refused: ${host} ${NOT_PUBLIC_HOST}`
  return null
}

/** One request, its answer's status and Location; the body is not read. */
function request(url: URL, method: 'HEAD' | 'GET', options: CheckOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http
    const outgoing = client.request(url, {
      method,
      headers: { 'user-agent': USER_AGENT, accept: '*/*' },
      lookup: guardedLookup(options.allowPrivate),
      agent: false,
      signal,
    })
    outgoing.on('error', (error) =>
      resolve({ error: signal.aborted ? `no answer within ${options.timeoutMs} ms` : error.message }),
    )
    outgoing.on('response', (response) => {
      const location = response.headers.location
      resolve({ status: response.statusCode ?? 0, location })
      response.destroy()
    })
    outgoing.end()
  })
}

/**
 * Checks one target: `HEAD` (`GET` where `HEAD` is refused with `405`), redirects followed up to
 * MAX_REDIRECTS, each hop through the address guard, all within `timeoutMs`. A final answer in
 * 2xx or 3xx is a success. Never rejects: a failure is a result.
 */
export async function checkTarget(target: string, options: CheckOptions): Promise<CheckResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs)
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true })
  try {
    let url = new URL(target)
    for (let hop = 0; ; hop += 1) {
      const problem = urlProblem(url, options)
      if (problem !== null) return { ok: false, httpStatus: null, error: problem }
      let answer = await request(url, 'HEAD', options, controller.signal)
      if ('status' in answer && answer.status === 405) answer = await request(url, 'GET', options, controller.signal)
      if ('error' in answer) return { ok: false, httpStatus: null, error: answer.error }
      const { status, location } = answer
      if (status >= 300 && status < 400 && location !== undefined) {
        if (hop >= MAX_REDIRECTS)
          return { ok: false, httpStatus: status, error: `more than ${MAX_REDIRECTS} redirects` }
        url = new URL(location, url)
        continue
      }
      const ok = status >= 200 && status < 400
      return { ok, httpStatus: status, error: ok ? null : `the target answered ${status}` }
    }
  } catch (error) {
    return { ok: false, httpStatus: null, error: (error as Error).message }
  } finally {
    clearTimeout(timer)
  }
}
