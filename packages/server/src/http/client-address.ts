/**
 * Which address a request comes from, behind proxies (TRUST_PROXY). `X-Forwarded-For` is a list
 * each proxy appends to: the left-most entries are whatever the client wrote, only the entries
 * added by proxies we trust are facts. So the client is the right-most address that is not one
 * of our proxies — never the left-most (PRODUCT.md "Security and abuse").
 *
 * - `false` (default): the socket's address; the header is ignored.
 * - `true` or `1`: one proxy in front (a load balancer): the right-most entry, the address that
 *   proxy saw.
 * - `n`: n proxies in a chain: the n-th entry from the right.
 * - addresses/CIDRs: the right-most entry that is not one of them (the socket's address too must
 *   be one of them, or the header is ignored).
 *
 * Fastify's `trustProxy` (proxy-addr) walks the list from the right, asking a trust function of
 * each hop (0 is the socket's peer). Its own `true` trusts every hop and so answers the left-most,
 * and it ignores a bare hop count (fails closed: with it TRUST_PROXY=2 used to mean no proxy at
 * all), so counts, `true` included, are given to it as a function of the hop's position. A count
 * trusts the peer whoever it is: use addresses when the server can be reached around the proxy.
 */
export type TrustProxy = boolean | number | string[]

type TrustFunction = (address: string, hop: number) => boolean

/** The `trustProxy` option Fastify is given for a TRUST_PROXY setting. */
export function fastifyTrustProxy(setting: TrustProxy | undefined): false | string[] | TrustFunction {
  if (setting === undefined || setting === false) return false
  if (Array.isArray(setting)) return setting
  const hops = setting === true ? 1 : setting
  return (_address, hop) => hop < hops
}
