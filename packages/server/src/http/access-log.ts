import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { ACCESS_MESSAGE, type AccessLine, type AccessLogWriter, levelEnabled, pathOf, roundedMs } from '../logging.js'

/**
 * Fastify's request log lines, as dynqr writes them: one access line per request when its
 * response has been sent (logging.ts, AccessLine: time, request id, method, path, status, ms —
 * no address, no User-Agent, no query string; docs/privacy.md), in place of Fastify's
 * `incoming request` / `request completed` pair; the fast path of short links writes the same
 * line. A request's arrival is logged at `debug` only.
 */
export class AccessLogController extends LogController {
  /** `writeAccess`: the log's hand-formatted access line (logging.ts); through `request.log` when missing. */
  constructor(private readonly writeAccess?: AccessLogWriter) {
    super()
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, path: pathOf(request.url) }, 'incoming request')
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    // request.log carries reqId and the route's level (/openapi.json logs at warn only).
    const line: Omit<AccessLine, 'reqId'> = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: roundedMs(reply.elapsedTime),
    }
    if (error) request.log.error({ ...line, err: error }, ACCESS_MESSAGE)
    else if (this.writeAccess === undefined) request.log.info(line, ACCESS_MESSAGE)
    // The route's own level decides (/openapi.json logs at warn only).
    else if (levelEnabled(request.log, 'info')) this.writeAccess({ reqId: request.id, ...line })
  }
}
