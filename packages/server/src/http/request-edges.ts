import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NOT_FOUND_MESSAGE } from '../domain/domain-error.js'
import { sendError, sendNotFoundPage, sendUnavailable } from './error-reply.js'
import { SECURITY_HEADERS } from './security-headers.js'

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/')

/**
 * Errors the router raises before any route runs — a path that is not valid percent-encoding
 * (`/%E0%A4%A`), a path segment too long to be an id — answered in the contract's terms: no code
 * has such an address, so `404`: the not-found page on the site, `NOT_FOUND` on the API (as for
 * any malformed short id).
 */
export function frameworkErrorReply(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These bypass the onRequest hooks, so the request id and security headers are set here.
  reply.header('x-request-id', request.id).headers(SECURITY_HEADERS)
  if (isApiRequest(request)) return sendError(request, reply, 'NOT_FOUND', NOT_FOUND_MESSAGE)
  return sendNotFoundPage(reply)
}

/**
 * Request edges that are not the routes' business:
 * - while the app closes (SIGTERM), a request that still arrives on an open connection gets
 *   `503 SERVICE_UNAVAILABLE` in the contract's format, with `Connection: close`;
 * - an operation without a request body ignores `Content-Type: application/json` on an empty
 *   body, which many HTTP clients send on every request (a DELETE is not refused for it).
 */
export function installRequestEdges(app: FastifyInstance): { isClosing: () => boolean } {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      sendUnavailable(request, reply, 'The server is shutting down; retry on another connection')
      return
    }
    if (request.method === 'DELETE' && request.headers['content-type'] !== undefined && hasNoBody(request)) {
      delete request.headers['content-type']
    }
    done()
  })
  return { isClosing: () => closing }
}

const hasNoBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] === undefined &&
  (request.headers['content-length'] === undefined || request.headers['content-length'] === '0')
