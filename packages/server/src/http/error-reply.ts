import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorDetail } from '@dynqr/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ASSET_TYPES_MESSAGE } from '../domain/branding/asset-service.js'
import { DomainError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../domain/domain-error.js'
import { RetryLaterError } from '../domain/images/image-renderer.js'
import { PAGE_CSP } from '../web/html-page.js'
import { publicPage } from '../web/public-pages/public-page.js'

export const UNAUTHORIZED_MESSAGE = 'Invalid or missing API key'

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
): FastifyReply {
  const body: ErrorBody = { error: code, message, ...(details && { details }), requestId: request.id }
  if (code === 'UNAUTHORIZED') reply.header('www-authenticate', 'Bearer realm="dynqr"')
  if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  // Every error code has its status in the contract (ErrorCode x-error-status).
  return reply.code(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body)
}

/** Fastify's own errors (body parsing, limits) in the contract's terms. */
function fromFastify(error: FastifyError, request: FastifyRequest): DomainError | undefined {
  const unsupported = () =>
    new DomainError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Content-Type must be ${request.routeOptions.url?.endsWith('/assets') && request.method === 'POST' ? ASSET_TYPES_MESSAGE : 'application/json'}, not ${request.headers['content-type'] ?? 'missing'}`,
    )
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DomainError(
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than ${request.routeOptions.bodyLimit ?? BODY_LIMIT} bytes`,
      )
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return unsupported()
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new DomainError('INVALID_REQUEST', 'The request body does not match its Content-Length')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new DomainError('INVALID_REQUEST', 'The request body is empty; send a JSON object')
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new DomainError('INVALID_REQUEST', 'The request body is not valid JSON')
    default:
      if (error instanceof SyntaxError || error.statusCode === 400) {
        return new DomainError('INVALID_REQUEST', 'The request body is not valid JSON')
      }
      if (error.statusCode === 415) return unsupported()
      return undefined
  }
}

/** Largest request body accepted, in bytes (openapi.yaml: PayloadTooLarge). */
export const BODY_LIMIT = 16 * 1024
/** Largest body of a bulk create (openapi.yaml: bulkCreateQrCodes): 100 items of a full create body. */
export const BULK_BODY_LIMIT = 1024 * 1024

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/')

/** 503 for a request that cannot be served now: JSON on the API, a page on the site. */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  return isApiRequest(request) ? sendError(request, reply, 'SERVICE_UNAVAILABLE', message) : sendUnavailablePage(reply)
}

const NOT_FOUND_PAGE = publicPage({
  title: 'Page not found',
  body: '<h1>Page not found</h1><p>There is nothing at this address.</p>',
}).html

/** The site's page for an address where nothing is. */
export function sendNotFoundPage(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(NOT_FOUND_PAGE)
}

/** The page of a short link that could not be served because the store cannot commit. */
export const UNAVAILABLE_PAGE = publicPage({
  title: 'Try again',
  body: '<h1>This QR code cannot be opened right now</h1><p>The service is busy. Scan it again in a moment.</p>',
}).html

/** A site page (a short link) that could not be served because the store cannot commit. */
function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(UNAVAILABLE_PAGE)
}

/** Every error leaves through here, in the contract's format; 5xx answers show no internals. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof DomainError ? error : fromFastify(error, request)
    if (known?.code === 'SERVICE_UNAVAILABLE') {
      // Logged with its cause (SQLITE_FULL, a lock, a lost connection): the operator's clue.
      request.log.warn({ err: known.cause }, 'store unavailable')
      if (!isApiRequest(request)) return sendUnavailablePage(reply)
    }
    // The site's pages answer in HTML: an id that cannot exist is the not-found page.
    if (known?.code === 'NOT_FOUND' && !isApiRequest(request)) return sendNotFoundPage(reply)
    if (known instanceof RetryLaterError) reply.header('retry-after', String(known.retryAfterSeconds))
    if (known) return sendError(request, reply, known.code, known.message, known.details)
    request.log.error({ err: error }, 'request failed')
    return sendError(request, reply, 'INTERNAL_ERROR', 'An unexpected error occurred')
  })

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      return sendError(request, reply, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)
    }
    return sendNotFoundPage(reply)
  })
}
