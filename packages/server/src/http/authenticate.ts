import type { Scope } from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type ApiKeyService, grants, type Principal } from '../domain/keys/api-keys.js'
import type { SessionService } from '../domain/people/session-service.js'
import { sendError, UNAUTHORIZED_MESSAGE } from './error-reply.js'
import type { RateLimits } from './rate-limits.js'
import type { SessionCookie } from './session-cookie.js'

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal
  }
}

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused'
export const SESSION_ENDED_MESSAGE = 'Your session has ended; sign in again'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What authenticates requests: API keys, and the pages' sessions by their cookie on the site's origin. */
export interface Credentials {
  keys: ApiKeyService
  sessions?: SessionService
  cookie?: SessionCookie
  /** `{site_url}`'s origin: cookie-authenticated changes must come from it. */
  siteOrigin?: string
}

/**
 * Whether a browser request came from the site itself: its `Origin` is the site's, or, without
 * `Origin`, the browser says `Sec-Fetch-Site: same-origin`. Cookies are SameSite=Lax, which
 * already keeps them off other sites' POSTs; this also refuses what Lax lets through (a
 * sibling subdomain is same-site, not same-origin).
 */
export function fromSiteOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) return origin === siteOrigin
  return request.headers['sec-fetch-site'] === 'same-origin'
}

/**
 * An onRequest hook. A request WITH `Authorization: Bearer <key>` is the key's alone; otherwise the
 * session cookie authenticates it, and a change (not GET, HEAD, OPTIONS) must come from the site's
 * origin (403). No valid credential: 401 (429 once its address has failed too often:
 * rate-limits.ts). A credential lacking a scope the operation needs: 403 naming it, before the
 * body is read. The credential is checked first: a valid one is never refused for failures from
 * the same address.
 */
export function authenticate(credentials: Credentials, needed: readonly Scope[], limits?: RateLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization
    let principal: Principal | null = null
    let message = UNAUTHORIZED_MESSAGE
    if (header !== undefined) {
      const match = /^Bearer +(\S+) *$/i.exec(header)
      principal = match?.[1] === undefined ? null : await credentials.keys.authenticate(match[1])
    } else {
      const token = credentials.cookie?.read(request.headers.cookie)
      if (token !== undefined && credentials.sessions) {
        principal = await credentials.sessions.authenticate(token)
        message = SESSION_ENDED_MESSAGE
      }
    }
    if (!principal) {
      if (limits && (await limits.failedAuthentication(request, reply))) return reply
      return sendError(request, reply, 'UNAUTHORIZED', message)
    }
    request.principal = principal
    const { siteOrigin } = credentials
    if (principal.sessionId !== undefined && !SAFE_METHODS.has(request.method) && siteOrigin !== undefined) {
      if (!fromSiteOrigin(request, siteOrigin)) return sendError(request, reply, 'FORBIDDEN', CROSS_ORIGIN_MESSAGE)
    }
    const missing = needed.find((scope) => !grants(principal.scopes, scope))
    if (missing) {
      const holder = principal.keyId === null ? 'Your role' : 'This API key'
      return sendError(request, reply, 'FORBIDDEN', `${holder} lacks the scope ${missing}`)
    }
  }
}

/** The caller of an authenticated route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Route reached without authentication')
  return request.principal
}
