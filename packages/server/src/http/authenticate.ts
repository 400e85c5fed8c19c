import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ApiKeyService, Principal } from '../domain/api-keys.js'
import { sendError, UNAUTHORIZED_MESSAGE } from './error-reply.js'

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal
  }
}

/** An onRequest hook: a request without a valid `Authorization: Bearer <key>` stops here with 401. */
export function bearerAuth(keys: ApiKeyService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header)
    const principal = match?.[1] === undefined ? null : await keys.authenticate(match[1])
    if (!principal) return sendError(request, reply, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE)
    request.principal = principal
  }
}

/** The caller of an authenticated route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Route reached without authentication')
  return request.principal
}
