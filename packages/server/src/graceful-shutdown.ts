import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'

export interface GracefulShutdownOptions {
  /** How long requests in flight may take to finish once the signal came, in ms. */
  timeoutMs: number
  /** Runs once no connection is left: closes the store. */
  afterClose: () => Promise<void>
  exit: (code: number) => void
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, close the idle ones, let requests in flight
 * finish — a body still arriving included — with `Connection: close` on their responses, and
 * after `timeoutMs` cut off whatever is left. Then `afterClose`, then exit 0. A second signal
 * cuts off at once. Requests arriving on open connections meanwhile get Fastify's 503.
 * Call before `listen`.
 */
export function installGracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions): void {
  // Raw responses, not a Fastify hook: nothing added to the hot path's hook chain.
  const inFlight = new Set<ServerResponse>()
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
  })

  let draining = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) {
      app.log.warn({ signal, inFlight: inFlight.size }, 'second signal: cutting off requests in flight')
      app.server.closeAllConnections()
      return
    }
    draining = true
    // Their clients must not send another request on a connection that is about to close.
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close')
    app.log.info(
      { signal, inFlight: inFlight.size, timeoutMs: options.timeoutMs },
      'shutting down: accepting no new connections, finishing requests in flight',
    )
    const deadline = setTimeout(() => {
      app.log.warn({ inFlight: inFlight.size }, 'shutdown timeout: cutting off requests still in flight')
      app.server.closeAllConnections()
    }, options.timeoutMs)
    try {
      await app.close()
      clearTimeout(deadline)
      await options.afterClose()
      app.log.info('shut down')
      options.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      options.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}
