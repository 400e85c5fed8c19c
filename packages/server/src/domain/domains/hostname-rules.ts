import { isIP } from 'node:net'

/** A DNS label: letters, digits and hyphens, not at either end, 1–63 characters. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * The hostname a custom domain is kept under, or why it cannot be one (PRODUCT.md, "Custom
 * domains"): a DNS name of at least two labels, lower case, without a trailing dot; never an IP
 * literal, `localhost` or a name under it, nor the server's own host (`ownHosts`, without ports).
 */
export function checkHostname(raw: string, ownHosts: readonly string[]): { hostname: string } | { problem: string } {
  const hostname = raw.trim().toLowerCase().replace(/\.$/, '')
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (isIP(bare) !== 0) return { problem: 'hostname must be a DNS name, not an IP address' }
  if (hostname.length > 253 || hostname.includes(':') || hostname.includes('/')) {
    return { problem: 'hostname must be a host name alone, without scheme, port or path' }
  }
  const labels = hostname.split('.')
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
    return { problem: 'hostname must be a DNS name such as menu.example.com' }
  }
  if (/^[0-9]+$/.test(labels.at(-1) ?? '')) return { problem: 'hostname must be a DNS name, not an IP address' }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return { problem: 'hostname must not be localhost or a name under it' }
  }
  if (ownHosts.includes(hostname)) return { problem: "hostname must not be the server's own host" }
  return { hostname }
}

/** The name a request's `Host` header gives, lower case, without its port or a trailing dot. */
export function hostOfHeader(host: string | undefined): string {
  if (!host) return ''
  let end = host.length
  if (host.charCodeAt(0) !== 91) {
    const colon = host.lastIndexOf(':')
    if (colon !== -1) end = colon
  }
  let name = host.slice(0, end).toLowerCase()
  if (name.endsWith('.')) name = name.slice(0, -1)
  return name
}
