import { createHash } from 'node:crypto'
import type { QrCode } from '@dynqr/contract'
import { openapiDocument } from '@dynqr/contract'
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { etagOf } from '../domain/etag.js'
import type { IdempotencyRepository, KeptAnswer } from '../domain/idempotency-repository.js'
import { sendError } from './error-reply.js'

/** How long a key's first answer is kept (PRODUCT.md: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/**
 * How long a claim without an answer keeps retries out; a crashed request's claim lapses then.
 * A request still running renews it every third of that (review #9: the lease lasts as long as
 * the work, however slow), so only a claim whose holder is gone ever lapses.
 */
export const CLAIM_LEASE_MS = 60_000
const KEY_FORMAT = /^[\x21-\x7e][\x20-\x7e]{0,254}$/

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: { accountId: string; key: string; kept?: boolean; heartbeat?: NodeJS.Timeout }
  }
}

type Paths = Record<string, Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>>

/** The operations whose contract takes the `Idempotency-Key` header (the creates). */
export const IDEMPOTENT_OPERATIONS: ReadonlySet<string> = new Set(
  Object.values(openapiDocument.paths as unknown as Paths).flatMap((item) =>
    Object.values(item)
      .filter((op) => op.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'))
      .map((op) => String(op.operationId)),
  ),
)

/**
 * For a create that keeps its own answer in its commit (issue 27, item 14): makes the answer to
 * keep for this request's `Idempotency-Key`, or `undefined` when it carries none. A success
 * answered after that is not stored again as it is sent.
 */
export function answerToKeep(
  request: FastifyRequest,
): ((status: number, body: unknown, location: string | null) => KeptAnswer) | undefined {
  const claim = request.idempotencyClaim
  if (!claim) return undefined
  return (status, body, location) => {
    claim.kept = true
    return { accountId: claim.accountId, key: claim.key, status, body: JSON.stringify(body), location }
  }
}

/** The answer to a repeated key creation: the key exists, its secret is not kept (issue 27, item 3). */
export const keyAlreadyCreatedMessage = (keyId: string) =>
  `The API key ${keyId} was created by the first request with this Idempotency-Key; its secret is shown only once and is not stored. Revoke that key if the secret was lost, and create another with a new Idempotency-Key`

/** JSON with object keys sorted, so equal bodies hash equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}

/** The query string in the hash too, so a bulk delete of other ids is another request (empty: nothing, as before). */
const queryPart = (query: unknown) =>
  query && typeof query === 'object' && Object.keys(query).length > 0 ? `\n${canonical(query)}` : ''

/**
 * The route hooks of an operation that takes `Idempotency-Key`: before the handler, the key is
 * claimed (or the kept answer replayed, or 422/409); as the answer is sent, it is kept — unless
 * the create already kept it in its own commit (answerToKeep), or it is a 5xx, after which an
 * unanswered claim is given up so a retry runs afresh (a create that did commit has its answer).
 */
export function idempotencyHooks(
  operationId: string,
  keys: IdempotencyRepository,
  now: () => number,
  leaseMs = CLAIM_LEASE_MS,
): Pick<RouteShorthandOptions, 'preHandler' | 'onSend' | 'onResponse'> {
  /** Renews the claim while its request runs; a renewal that fails is tried at the next beat. */
  const heartbeat = (request: FastifyRequest, accountId: string, key: string) =>
    setInterval(
      () => {
        keys.renew(accountId, key, now() + leaseMs).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not renew the lease of an Idempotency-Key')
        })
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    ).unref()
  const stopHeartbeat = (request: FastifyRequest) => clearInterval(request.idempotencyClaim?.heartbeat)
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key']
      if (key === undefined || !request.principal) return
      if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
        const message = 'Idempotency-Key must be 1–255 printable ASCII characters'
        return sendError(request, reply, 'INVALID_REQUEST', message, [{ field: 'Idempotency-Key', message }])
      }
      const { accountId } = request.principal
      const hash = createHash('sha256')
        .update(`${operationId}\n${canonical(request.body)}${queryPart(request.query)}`)
        .digest('hex')
      const at = now()
      const claim = await keys.reserve(accountId, key, hash, {
        now: at,
        leaseUntil: at + leaseMs,
        expiredBefore: at - IDEMPOTENCY_TTL_MS,
      })
      switch (claim.state) {
        case 'new':
          request.idempotencyClaim = { accountId, key, heartbeat: heartbeat(request, accountId, key) }
          return
        case 'replay':
          if (operationId === 'createApiKey' && claim.status === 201) {
            const { id } = JSON.parse(claim.body) as { id: string }
            reply.header('idempotent-replayed', 'true')
            return sendError(request, reply, 'CONFLICT', keyAlreadyCreatedMessage(id))
          }
          if (claim.location) reply.header('location', claim.location)
          // The first answer's ETag: that of the code it carries.
          if (operationId === 'createQrCode' && claim.status === 201) {
            reply.header('etag', etagOf(JSON.parse(claim.body) as QrCode))
          }
          return reply
            .code(claim.status)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .send(claim.body)
        case 'mismatch':
          return sendError(
            request,
            reply,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used with another request; use a new key for a new create',
          )
        case 'in-flight':
          return sendError(
            request,
            reply,
            'CONFLICT',
            'A request with this Idempotency-Key is still running; retry in a moment',
          )
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim
      if (!claim) return payload
      stopHeartbeat(request)
      request.idempotencyClaim = undefined
      // The create kept its own answer in its commit: nothing to add (a key's secret never stored).
      if (claim.kept && reply.statusCode < 300) return payload
      try {
        // A 5xx or a 429 (a render budget or an image queue full, inside the handler) did nothing:
        // the key is given back for the retry, never kept as its answer for a day.
        if (reply.statusCode >= 500 || reply.statusCode === 429) await keys.release(claim.accountId, claim.key)
        else {
          const location = reply.getHeader('location')
          const body = typeof payload === 'string' ? payload : String(payload ?? '')
          await keys.complete(claim.accountId, claim.key, reply.statusCode, body, location ? String(location) : null)
        }
      } catch (error) {
        // The create is done; only its replay could not be kept. A retry within the claim's lease
        // gets 409, after it a fresh create: logged so an operator sees it.
        request.log.warn({ err: error }, 'could not keep the answer of an Idempotency-Key request')
      }
      return payload
    },
    // A request that ends without an answer sent (the client gone) stops its heartbeat too; its
    // claim then lapses after one lease.
    onResponse: async (request: FastifyRequest) => {
      stopHeartbeat(request)
    },
  }
}
