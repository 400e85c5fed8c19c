import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { lookup as lookupAll } from 'node:dns/promises'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/** ipaddr.js range names and how a message calls them; only `unicast` is a public address. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback',
  private: 'a private',
  linkLocal: 'a link-local',
  uniqueLocal: 'a private',
  unspecified: 'an unspecified',
  carrierGradeNat: 'a private',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  reserved: 'a reserved',
  benchmarking: 'a reserved',
  amt: 'a reserved',
  as112: 'a reserved',
  deprecated: 'a reserved',
  orchid2: 'a reserved',
  droneRemoteIdProtocolEntityTags: 'a reserved',
  ipv4Mapped: 'a reserved',
  rfc6145: 'a reserved',
  rfc6052: 'a reserved',
  '6to4': 'a reserved',
  teredo: 'a reserved',
  discard: 'a reserved',
}

/**
 * Why an address may not be called, or null when it is public. Cloud metadata services
 * (169.254.169.254, fd00:ec2::254) are link-local and unique-local, refused with them.
 */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`
  const parsed = ipaddr.process(address)
  const range = parsed.range()
  // IPv4-compatible `::a.b.c.d` (::/96, deprecated by RFC 4291 §2.5.5.1): ipaddr.js calls it
  // unicast, but it is never a public host's address (review #21). `::` and `::1` are named above.
  if (
    range === 'unicast' &&
    parsed.kind() === 'ipv6' &&
    (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)
  ) {
    return `${parsed.toString()}, an IPv4-compatible (deprecated) address`
  }
  if (range === 'unicast') return null
  return `${parsed.toString()}, ${RANGE_WORDS[range] ?? 'a reserved'} address`
}

export class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS'
}

/**
 * Said of a host name that does not resolve, or resolves to an address that is not public. The
 * same words either way, and never the address: otherwise the answer would tell a client what the
 * server's resolver knows of internal names (an oracle over its network).
 */
export const NOT_PUBLIC_HOST = 'is not allowed: webhooks may only call hosts that resolve to public addresses'

/**
 * Whether a webhook URL may be registered: `http:`/`https:`, and every address its host
 * resolves to public (unless `allowPrivate`). Resolution goes through node:dns like the
 * delivery's, so /etc/hosts counts; nothing is sent to the host. A problem in words, or null.
 */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'url must be an absolute http: or https: URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url must be an absolute http: or https: URL'
  if (url.username || url.password) return 'url must not carry a user name or password'
  if (allowPrivate) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An address written in the URL is the client's own word: naming its range tells nothing new.
  if (ipaddr.isValid(host)) {
    const problem = addressProblem(host)
    return problem && `url points at ${problem}; webhooks may only call public addresses`
  }
  let addresses: LookupAddress[]
  try {
    addresses = await lookupAll(host, { all: true, verbatim: true })
  } catch {
    return `url's host ${NOT_PUBLIC_HOST}`
  }
  return addresses.some(({ address }) => addressProblem(address) !== null) ? `url's host ${NOT_PUBLIC_HOST}` : null
}

/**
 * A `lookup` for http.request that refuses non-public addresses after resolution, at connect
 * time: a host that resolved to a public address when registered and to a private one now
 * (DNS rebinding) is still refused, before any byte is sent.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as LookupAddress[]
      if (!allowPrivate) {
        // The delivery's error is shown to the account holder: the same words as at registration.
        if (list.some(({ address }) => addressProblem(address) !== null)) {
          return callback(new RefusedAddressError(`refused: ${hostname} ${NOT_PUBLIC_HOST}`), '', 0)
        }
      }
      if (options.all) return callback(null, list)
      const first = list[0]
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0)
      callback(null, first.address, first.family)
    })
  }
}
