import type { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { type Drain, drainOf } from './http/drainable-responses.js'

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
  // Connections, not responses: one listener per connection instead of one per request (a
  // keep-alive connection carries thousands), none on the short link's path.
  const connections = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  // Once idle connections are closed, the ones left each carry a request in flight (or its head).
  const inFlight = () => {
    let busy = 0
    for (const socket of connections) if (!socket.destroyed) busy += 1
    return busy
  }
  const drain = drainOf(app.server) ?? drainEachResponse(app)

  let draining = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) {
      app.log.warn({ signal, inFlight: inFlight() }, 'second signal: cutting off requests in flight')
      app.server.closeAllConnections()
      return
    }
    draining = true
    // Their clients must not send another request on a connection that is about to close.
    drain.begin()
    app.server.closeIdleConnections()
    app.log.info(
      { signal, inFlight: inFlight(), timeoutMs: options.timeoutMs },
      'shutting down: accepting no new connections, finishing requests in flight',
    )
    const deadline = setTimeout(() => {
      app.log.warn({ inFlight: inFlight() }, 'shutdown timeout: cutting off requests still in flight')
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

/**
 * Makes `app.close()` also close the connections on which nothing has arrived yet. A client may
 * open one and send nothing: undici opens a fresh one when a pooled socket closes (an aborted
 * event stream's, say), browsers preconnect. node:http's `closeIdleConnections` (which
 * `server.close()` and Fastify call) leaves such a connection open, and neither `headersTimeout`
 * nor `requestTimeout` ends it while nothing arrives; so the server, and `app.close()` with it,
 * would wait for it until the client hangs up. Closing it loses no request: no byte of one came.
 * One listener per connection, none per request. Call before `listen`.
 */
export function closeSilentConnectionsOnClose(app: FastifyInstance): void {
  const connections = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  // The last preClose hook: Fastify closes the server right after, accepting no connection between.
  app.addHook('preClose', async () => {
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy()
  })
}

/** For a server not made by buildApp: the responses in flight found by a listener on each. */
function drainEachResponse(app: FastifyInstance): Drain {
  const open = new Set<ServerResponse>()
  app.server.on('request', (_request, response: ServerResponse) => {
    open.add(response)
    response.once('close', () => open.delete(response))
  })
  return {
    begin() {
      for (const response of open) if (!response.headersSent) response.setHeader('connection', 'close')
    },
  }
}
