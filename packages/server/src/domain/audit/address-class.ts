import { isIPv4, isIPv6 } from 'node:net'

/** The 8 groups of an IPv6 address, `::` expanded and an embedded IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? ''
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number)
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const part = (s: string) => (s === '' ? [] : s.split(':').map((group) => Number.parseInt(group, 16)))
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const missing = 8 - left.length - right.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return null
  return [...left, ...new Array<number>(missing).fill(0), ...right]
}

/**
 * The network a request came from, as the audit log keeps it (PRODUCT.md, "People, teams and
 * sign-in": no IP kept past the day's rule): an IPv4 address's /24 (`ipv4:203.0.113.0/24`), an
 * IPv6 address's /48 (`ipv6:2001:db8:85a3::/48`), an IPv4-mapped IPv6 address as the IPv4 it is.
 * The scans keep no address at all (their visitor keys are gone with the day's salt); the log
 * keeps this much, which names a provider or a site, never a person's device.
 */
export function addressClass(address: string | undefined): string | null {
  if (address === undefined) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  const ip = mapped?.[1] ?? address
  if (isIPv4(ip)) return `ipv4:${ip.split('.').slice(0, 3).join('.')}.0/24`
  if (!isIPv6(ip)) return null
  const groups = ipv6Groups(ip)
  if (!groups) return null
  const prefix = groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')
  return `ipv6:${prefix}::/48`
}
