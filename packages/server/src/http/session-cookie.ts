/**
 * The session cookie (issue #41), read and written by hand: a cookie header's pairs are a few
 * lines to parse, and @fastify/cookie is not a dependency (its signing is not needed: the value is
 * a random id, looked up by its hash). Named `__Host-dynqr_session` with `Secure` when the site is
 * https — the prefix makes browsers refuse it from any other host or path, or without Secure —
 * and `dynqr_session` on http (local development); always HttpOnly, SameSite=Lax, Path=/.
 */
export const SESSION_COOKIE = 'dynqr_session'
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

/** A cookie header's values by name; the first of a repeated name wins, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (header === undefined) return cookies
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=')
    if (equals <= 0) continue
    const name = pair.slice(0, equals).trim()
    let value = pair.slice(equals + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1)
    if (!cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

/** The site's session cookie: its name, and how to set and clear it. */
export class SessionCookie {
  readonly name: string
  readonly #attributes: string

  constructor(siteUrl: string) {
    const secure = new URL(siteUrl).protocol === 'https:'
    this.name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE
    this.#attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  }

  /** The session id a request carries, if any. */
  read(cookieHeader: string | undefined): string | undefined {
    return parseCookies(cookieHeader).get(this.name)
  }

  /** `Set-Cookie` for a new session (the token is base64url: nothing to escape). */
  set(token: string, maxAgeSeconds: number): string {
    return `${this.name}=${token}; Max-Age=${maxAgeSeconds}; ${this.#attributes}`
  }

  /** `Set-Cookie` that ends the session in the browser. */
  clear(): string {
    return `${this.name}=; Max-Age=0; ${this.#attributes}`
  }
}
