import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/**
 * The client address of a raw request as Fastify's `request.ip` gives it for the same
 * `trustProxy` setting (the proxy-addr rules Fastify itself uses), for the short links' fast path.
 */
export function clientAddressOf(trustProxy: boolean | number | string[]): (req: IncomingMessage) => string | undefined {
  if (trustProxy === false) return (req) => req.socket.remoteAddress
  const trust =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy)
  return (req) => proxyAddr(req, trust)
}
