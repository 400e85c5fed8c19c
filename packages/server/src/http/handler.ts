import type { FastifyReply, FastifyRequest } from 'fastify'

/** What every feature's handlers are: one contract operation each (app.ts routes them). */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/**
 * Aborts when the client has gone before its answer was sent, so its work still waiting for an
 * image worker is dropped. Not Fastify's `request.signal`, which aborts once a body is read.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}
