import { PassThrough } from 'node:stream'
import type { OperationId } from '@dynqr/contract'
import type { EventHub, EventStream, StreamedEvent } from '../../domain/webhooks/event-stream.js'
import { principalOf } from '../authenticate.js'
import { sendError } from '../error-reply.js'
import type { Handler } from '../handler.js'

/** A comment line every this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000
/** What EventSource waits before reconnecting, told at the start of every stream. */
const RETRY_MS = 2_000
/** How long a stream ended by shutdown waits for its client to close the connection before cutting it off. */
const END_GRACE_MS = 1_000
/** What a 429 asks the client to wait before opening another stream. */
const RETRY_AFTER_SECONDS = 5

/** One Server-Sent Events message: `data` is one line (JSON has no raw newlines). */
const message = (event: StreamedEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${event.body}\n\n`

/**
 * `GET /events` (issue #44): the account's events as Server-Sent Events, written with Fastify's
 * own streaming (a Readable sent as the reply; no library: the format is four kinds of line, and
 * EventSource and the SDK do the reconnecting). The hub (domain/webhooks/event-stream.ts) reads
 * the log; this handler frames its events, adds the heartbeat and ends the stream when the client
 * goes or the hub stops (graceful shutdown).
 */
export function eventStreamHandlers(hub: EventHub): Partial<Record<OperationId, Handler>> {
  return {
    streamEvents: async (request, reply) => {
      const { accountId } = principalOf(request)
      const lastEventId = request.headers['last-event-id']
      const body = new PassThrough()
      let heartbeat: NodeJS.Timeout | undefined
      let stream: EventStream | null = null
      let gone = false
      const finish = () => {
        clearInterval(heartbeat)
        if (!body.writableEnded) body.end()
      }
      // The client went: the stream is closed and its slot freed. Listened for before the hub is
      // asked, so that a client gone while the stream opens does not leave it open.
      reply.raw.once('close', () => {
        gone = true
        stream?.close()
        finish()
      })
      stream = await hub.open(accountId, typeof lastEventId === 'string' ? lastEventId : undefined, {
        events: (events) => {
          if (!body.writableEnded) body.write(events.map(message).join(''))
        },
        // Shutdown: the stream ends and so does its connection, which the server would otherwise
        // keep alive, idle, and wait for.
        end: () =>
          new Promise<void>((resolve) => {
            const socket = request.raw.socket
            if (socket.closed) return resolve()
            socket.once('close', () => resolve())
            // The client is given a moment to close its side after the stream's end, then cut off.
            const cut = setTimeout(() => socket.destroy(), END_GRACE_MS)
            cut.unref()
            socket.once('close', () => clearTimeout(cut))
            if (reply.raw.writableFinished || socket.destroyed) socket.destroy()
            else reply.raw.once('finish', () => socket.end())
            finish()
          }),
      })
      if (gone) {
        stream?.close()
        return reply
      }
      if (!stream) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS))
        const message = `This account already has ${hub.maxPerAccount} event streams open (MAX_EVENT_STREAMS_PER_ACCOUNT is ${hub.maxPerAccount}); close one or retry after ${RETRY_AFTER_SECONDS} seconds`
        return sendError(request, reply, 'RATE_LIMITED', message)
      }
      body.write(`retry: ${RETRY_MS}\n\n${stream.resumed ? '' : ': resumed-from-present\n\n'}`)
      heartbeat = setInterval(() => {
        if (!body.writableEnded) body.write(': heartbeat\n\n')
      }, HEARTBEAT_MS)
      heartbeat.unref()
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(body)
    },
  }
}
