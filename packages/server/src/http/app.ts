import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import { OPERATIONS, type OperationId, openapiDocument, type RequestPart, validateRequest } from '@dynqr/contract'
import Fastify, { type FastifyInstance } from 'fastify'
import { ApiKeyService } from '../domain/api-keys.js'
import { DomainError } from '../domain/domain-error.js'
import { QrCodeService } from '../domain/qr-code-service.js'
import { createImageRenderer, type ImageOptions } from '../images/create-image-renderer.js'
import type { Store } from '../store/repository.js'
import { bearerAuth } from './authenticate.js'
import { BODY_LIMIT, installErrorHandlers, sendError } from './error-reply.js'
import { type Handler, qrCodeHandlers } from './qr-code-handlers.js'
import { siteHandlers } from './site-handlers.js'

export interface AppOptions {
  store: Store
  /** `{site_url}`, without a trailing slash. */
  publicUrl: string
  corsOrigins?: string[]
  /** Log level for structured (pino) logs; logs are off when it is not given. */
  logLevel?: string
  now?: () => number
  /** API requests one key may make per minute; 0 or missing turns the limit off. */
  rateLimitPerMinute?: number
  /** Where the edit page's built assets are (edit-page.js, edit-page.css). */
  assetsDir?: string
  /** A self-contained HTML API reference to serve at /docs (built by `npm run build`). */
  apiReferenceFile?: string
  /** PNG worker threads, cache and per-key render budget; on with defaults when not given. */
  images?: ImageOptions
}

const ASSET_TYPES: Record<string, string> = {
  'edit-page.js': 'text/javascript; charset=utf-8',
  'edit-page.css': 'text/css; charset=utf-8',
}

/** The edit page's assets, read once at start; a missing directory serves none. */
async function loadAssets(dir: string | undefined): Promise<Map<string, { type: string; body: Buffer }>> {
  const assets = new Map<string, { type: string; body: Buffer }>()
  if (!dir) return assets
  for (const [file, type] of Object.entries(ASSET_TYPES)) {
    const body = await readFile(join(dir, file)).catch(() => undefined)
    if (body) assets.set(file, { type, body })
  }
  return assets
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/
/** Request ids are a random per-process prefix and a counter: unique, and cheap on the hot path. */
const REQUEST_ID_PREFIX = randomBytes(6).toString('base64url')
let requestCounter = 0
const API_BASE_PATH = '/api/v1'

/** Never log a key: the Authorization header is censored wherever it appears. */
const LOG_REDACT = {
  paths: ['req.headers.authorization', 'request.headers.authorization', 'headers.authorization'],
  censor: '[redacted]',
}

/**
 * Builds the dynqr app: every operation of openapi.yaml, routed, validated and serialised
 * from the generated contract. No `listen` here; server.ts owns the process.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store, publicUrl } = options
  const app = Fastify({
    logger: options.logLevel === undefined ? false : { level: options.logLevel, redact: LOG_REDACT },
    bodyLimit: BODY_LIMIT,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      if (typeof given === 'string' && REQUEST_ID.test(given)) return given
      requestCounter += 1
      return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`
    },
    return503OnClosing: true,
    forceCloseConnections: true,
  })
  const now = options.now ?? Date.now
  const apiBase = `${publicUrl}${API_BASE_PATH}`
  const keys = new ApiKeyService(store, now)
  const codes = new QrCodeService(store.qrCodes, { siteUrl: publicUrl, now })
  const images = createImageRenderer(options.images)
  app.addHook('onClose', () => images.close())

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  installErrorHandlers(app)
  // Bodies are JSON only: anything else is a 415, not parsed as text.
  app.removeContentTypeParser(['text/plain'])
  if (options.corsOrigins && options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins.includes('*') ? '*' : options.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After', 'Location', 'WWW-Authenticate'],
      maxAge: 600,
    })
  }

  if (options.rateLimitPerMinute) {
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      // After authentication, per key; public pages (no principal) are never limited.
      hook: 'preHandler',
      keyGenerator: (request) => request.principal?.keyId ?? request.ip,
      allowList: (request) => request.principal === undefined,
      errorResponseBuilder: (_request, context) =>
        new DomainError('RATE_LIMITED', `Too many requests; retry after ${Math.ceil(context.ttl / 1000)} seconds`),
    })
  }

  const handlers: Partial<Record<OperationId, Handler>> = {
    ...qrCodeHandlers(codes, apiBase, images),
    ...siteHandlers(store),
    getHealth: async () => ({ status: 'ok' }),
    getReadiness: async (_request, reply) => {
      try {
        await store.ping()
        return { status: 'ok', store: store.kind }
      } catch {
        return reply.code(503).send({ status: 'unavailable', store: store.kind })
      }
    },
  }
  const authenticate = bearerAuth(keys)

  for (const operation of OPERATIONS) {
    const handler = handlers[operation.operationId as OperationId]
    if (!handler) throw new Error(`openapi.yaml has ${operation.operationId}, which the server does not implement`)
    app.route({
      method: operation.method as 'GET',
      url: operation.url,
      schema: { ...operation.request, response: operation.responses },
      // Requests are checked by the validators generated from the contract, not by Fastify's Ajv
      // (whose defaults would strip unknown fields instead of refusing them).
      validatorCompiler: ({ httpPart }) => {
        const part = httpPart as RequestPart
        return (data: unknown) => {
          const problems = validateRequest(operation.operationId, part, data)
          if (problems.length === 0) return { value: data }
          const first = problems[0]?.message ?? 'The request is invalid'
          return { error: new DomainError('INVALID_REQUEST', first, problems) }
        }
      },
      ...(operation.authenticated && { onRequest: authenticate }),
      handler,
    })
  }

  const assets = await loadAssets(options.assetsDir)
  app.get('/assets/:file', async (request, reply) => {
    const asset = assets.get((request.params as { file: string }).file)
    if (!asset) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.body)
  })

  // No icon, but an answer, so browsers do not log a 404 for every page.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  )

  app.get('/openapi.json', { logLevel: 'warn' }, async () => openapiDocument)
  app.get('/docs', async (request, reply) => {
    const file = options.apiReferenceFile
    const html = file ? await readFile(file, 'utf8').catch(() => undefined) : undefined
    if (html === undefined) {
      return sendError(request, reply, 'NOT_FOUND', 'The API reference is not built; run npm run build')
    }
    return reply.type('text/html; charset=utf-8').send(html)
  })

  return app
}
