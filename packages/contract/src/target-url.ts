/** The longest target URL accepted, in characters (the contract's TargetUrl maxLength). */
export const MAX_TARGET_URL_LENGTH = 2048

export type TargetUrlResult = { ok: true; url: string } | { ok: false; message: string }

export interface TargetUrlRules {
  /**
   * Hosts (`host[:port]`, lower case) of the service's own short links: a target there would
   * redirect to itself.
   */
  ownHosts?: readonly string[]
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
  // `qr.example.` (a fully qualified name, trailing dot) is the same host as `qr.example`.
  const host = url.port === '' ? url.hostname.replace(/\.+$/, '') : `${url.hostname.replace(/\.+$/, '')}:${url.port}`
  if (rules.ownHosts?.includes(host)) {
    return { ok: false, message: `targetUrl must not point at this service's own short links (${host})` }
  }
  const normalised = url.href
  if (normalised.length > MAX_TARGET_URL_LENGTH) {
    return { ok: false, message: `targetUrl must be at most ${MAX_TARGET_URL_LENGTH} characters long once normalised` }
  }
  return { ok: true, url: normalised }
}
