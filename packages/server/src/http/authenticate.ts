import type { Scope } from '@dynqr/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type ApiKeyService, grants, type Principal } from '../domain/keys/api-keys.js'
import { sendError, UNAUTHORIZED_MESSAGE } from './error-reply.js'
import type { RateLimits } from './rate-limits.js'

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal
  }
}

/**
 * An onRequest hook: a request without a valid `Authorization: Bearer <key>` stops here with 401
 * (429 once its address has failed too often: rate-limits.ts), and one whose key lacks a scope the
 * operation needs (openapi.yaml) with 403 naming it, before its body is even read. The key is
 * checked first: a valid key is never refused for failures from the same address.
 */
export function bearerAuth(keys: ApiKeyService, needed: readonly Scope[], limits?: RateLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header)
    const principal = match?.[1] === undefined ? null : await keys.authenticate(match[1])
    if (!principal) {
      if (limits && (await limits.failedAuthentication(request, reply))) return reply
      return sendError(request, reply, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE)
    }
    request.principal = principal
    const missing = needed.find((scope) => !grants(principal.scopes, scope))
    if (missing) return sendError(request, reply, 'FORBIDDEN', `This API key lacks the scope ${missing}`)
  }
}

/** The caller of an authenticated route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Route reached without authentication')
  return request.principal
}
