/** The longest target URL accepted, in characters (the contract's TargetUrl maxLength). */
export const MAX_TARGET_URL_LENGTH = 2048

export type TargetUrlResult = { ok: true; url: string } | { ok: false; message: string }

export interface TargetUrlRules {
  /**
   * Hosts (`host[:port]`, lower case) of the service's own short links: a target there would
   * redirect to itself. When given, the names every machine has for itself (`localhost`,
   * 127.0.0.0/8, `::1`, `0.0.0.0`, `::`) are refused too, and a host matches on any port and
   * with or without trailing dots.
   */
  ownHosts?: readonly string[]
  /**
   * A loopback target on another port than the own hosts' is allowed (the server's
   * WEBHOOK_ALLOW_PRIVATE, development and tests: health checks tried against a local server).
   */
  loopbackOnOtherPorts?: boolean
}

/** Addresses by which a server reaches itself, as WHATWG URL writes them (`http://0x7f.1` → 127.0.0.1). */
const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|0:0)\])$/

/** `localhost`, its subdomains (RFC 6761) and the loopback and unspecified addresses. */
const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || LOOPBACK_ADDRESS.test(hostname)

/**
 * `host` without its trailing dots (`qr.example.` is the same host as `qr.example`). A loop, not
 * `/\.+$/`: that regex backtracks over every run of dots, quadratic on a host of empty labels.
 */
function withoutTrailingDots(host: string): string {
  let end = host.length
  while (end > 0 && host.charCodeAt(end - 1) === 46) end -= 1
  return host.slice(0, end)
}

/** The host part of `host[:port]`, without trailing dots. */
function hostnameOf(host: string): string {
  const port = /:\d*$/.exec(host)
  return withoutTrailingDots(port && !host.endsWith(']') ? host.slice(0, port.index) : host)
}

/** Whether a target on `hostname` would reach this service: an own host on any port, or loopback. */
function isOwnHost(hostname: string, ownHosts: readonly string[]): boolean {
  return isLoopback(hostname) || ownHosts.some((own) => hostnameOf(own.toLowerCase()) === hostname)
}

/** A loopback target whose port no own host has, where the rules allow one. */
function otherLoopbackPort(hostname: string, url: URL, rules: TargetUrlRules): boolean {
  if (!rules.loopbackOnOtherPorts || !isLoopback(hostname)) return false
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return !(rules.ownHosts ?? []).some((own) => (/:(\d+)$/.exec(own)?.[1] ?? '80') === port)
}

// C0 controls, DEL and C1 controls; WHATWG URL parsing would silently strip some of them.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Checks a target URL against the contract's rules and returns its normalised form
 * (lower-case scheme and host, default port dropped, path percent-encoded).
 *
 * @example
 * parseTargetUrl('HTTPS://Example.com:443/a b') // → { ok: true, url: 'https://example.com/a%20b' }
 * parseTargetUrl('javascript:alert(1)')        // → { ok: false, message: 'targetUrl must be …' }
 */
export function parseTargetUrl(raw: string, rules: TargetUrlRules = {}): TargetUrlResult {
  if (raw.length > MAX_TARGET_URL_LENGTH) {
    return { ok: false, message: `targetUrl must be at most ${MAX_TARGET_URL_LENGTH} characters long` }
  }
  if (CONTROL_CHARACTERS.test(raw)) return { ok: false, message: 'targetUrl must not contain control characters' }
  if (/^\s|\s$/.test(raw)) {
    return { ok: false, message: 'targetUrl must not start or end with white space' }
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, message: 'targetUrl must be an absolute http: or https: URL' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `targetUrl must be an absolute http: or https: URL, not ${url.protocol}` }
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'targetUrl must not contain user credentials (user:password@)' }
  }
  if (url.hostname === '') return { ok: false, message: 'targetUrl must have a host' }
  const hostname = withoutTrailingDots(url.hostname)
  if (rules.ownHosts && isOwnHost(hostname, rules.ownHosts) && !otherLoopbackPort(hostname, url, rules)) {
    const host = url.port === '' ? hostname : `${hostname}:${url.port}`
    return { ok: false, message: `targetUrl must not point at this service's own short links (${host})` }
  }
  const normalised = url.href
  if (normalised.length > MAX_TARGET_URL_LENGTH) {
    return { ok: false, message: `targetUrl must be at most ${MAX_TARGET_URL_LENGTH} characters long once normalised` }
  }
  return { ok: true, url: normalised }
}
