import { Resolver } from 'node:dns/promises'

/** The TXT records of a name, each as its strings; rejects with the resolver's error (`ENOTFOUND`, `ENODATA`…). */
export type TxtLookup = (name: string) => Promise<string[][]>

/**
 * TXT lookups through node:dns's own resolver (c-ares), asking `servers` (DNS_SERVERS: `host`
 * or `host:port`, IPv6 in brackets) or the system's resolvers when empty. Fresh answers: c-ares
 * keeps no cache, so a record just published is seen as soon as the servers see it.
 */
export function dnsTxtLookup(servers: readonly string[] = [], timeoutMs = 5_000): TxtLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 })
  if (servers.length > 0) resolver.setServers([...servers])
  return (name) => resolver.resolveTxt(name)
}
