import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyHttpOptions, FastifyInstance } from 'fastify'

/** How long a client may take, in ms; see docs/operations.md. */
export interface ServerTimeouts {
  /** A whole request, headers and body. */
  requestMs: number
  /** The request's headers; at most requestMs (node:http refuses more). */
  headersMs: number
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number
}

/**
 * node:http checks the request and header timeouts on a timer, every 30 s by default, so a
 * stalled client would hold its connection up to 30 s past its timeout. Checking every second
 * bounds that to one second, for the price of one walk over the open connections.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000

/** The Fastify (and node:http) server options that cut off slow or stalled clients. */
export function serverTimeoutOptions(
  timeouts: ServerTimeouts,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'http'> {
  return {
    // Fastify copies these two onto the node server; its own default request timeout is none.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, timeouts.headersMs),
    },
  }
}

/**
 * Fastify answers a client too slow with its headers or body `408` and closes the connection,
 * logging it only at trace level; operators see one info line per cut-off connection instead.
 */
export function logClientTimeouts(app: FastifyInstance): void {
  app.server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') return
    app.log.info(
      { remoteAddress: socket.remoteAddress, remotePort: socket.remotePort },
      'client too slow: request or header timeout; answered 408 and closed the connection',
    )
  })
}
