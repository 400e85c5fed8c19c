import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * The switch a graceful shutdown throws so that every response written from then on says
 * `Connection: close`, kept without a listener per response.
 *
 * graceful-shutdown.ts used to add a `'close'` listener to every response to find, at shutdown,
 * the ones whose head was not yet written; that cost the short link 2–7 µs of its ≈ 30
 * (docs/performance.md, "The program as shipped"). Here the server's responses are of a class
 * whose `writeHead` — which node:http calls for every response, implicitly from `write` or `end`
 * when the handler did not — reads one boolean.
 */
export interface Drain {
  /** From now on every response whose head is not yet written says `Connection: close`. */
  begin(): void
}

const drains = new WeakMap<object, Drain>()

/** The Drain of a server registered by `drainableResponses`, or undefined for any other. */
export function drainOf(server: object): Drain | undefined {
  return drains.get(server)
}

/**
 * The `ServerResponse` class to give `createServer({ ServerResponse })`; call `register(server)`
 * once the server exists so that `drainOf(server)` finds its Drain.
 */
export function drainableResponses(): {
  ServerResponse: typeof ServerResponse
  register: (server: object) => void
} {
  let draining = false
  const drain: Drain = {
    begin() {
      draining = true
    },
  }

  class DrainableResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    override writeHead(
      statusCode: number,
      reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      // Their clients must not send another request on a connection about to close. Headers
      // given to writeHead are merged over this one, so a route's own `connection` still wins.
      if (draining && !this.headersSent) this.setHeader('connection', 'close')
      // node:http reads a headers object in the second place when no reason phrase is given.
      return super.writeHead(statusCode, reason as string, headers)
    }
  }

  return {
    ServerResponse: DrainableResponse as unknown as typeof ServerResponse,
    register: (server) => drains.set(server, drain),
  }
}
