import type { OperationId } from '@dynqr/contract'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { type SingleSignOn, SingleSignOnError, type SingleSignOnFailure } from '../../domain/people/single-sign-on.js'
import type { UserService } from '../../domain/people/user-service.js'
import type { Handler } from '../handler.js'
import { parseCookies, type SessionCookie } from '../session-cookie.js'

/** Where a signed-in person goes when the sign-in did not say. */
const DEFAULT_NEXT = '/dashboard'

/** Why `/signin?error=` was reached: the provider's failures, and two of the routes' own. */
type SignInError = SingleSignOnFailure | 'not_invited' | 'not_configured'

export interface OidcSignInOptions {
  /** The provider; null when OIDC_ISSUER is unset. */
  singleSignOn: SingleSignOn | null
  /** Lets the provider's person in (or not) and starts their session. */
  users: Pick<UserService, 'signInWithIdentity'>
  /** The session cookie, set as POST /session sets it; its name tells whether the site is https. */
  cookie: SessionCookie
}

/**
 * `next` when it is a path of this site, otherwise the dashboard: never another origin
 * (`//host`, `/\host`, which browsers read as one), never the sign-in's own routes.
 */
export function sameSitePath(next: unknown): string {
  // A repeated parameter is an array: no path either.
  if (typeof next !== 'string' || !next.startsWith('/') || /^\/[/\\]|[\\\p{Cc}]/u.test(next)) return DEFAULT_NEXT
  const url = new URL(next, 'http://site.invalid')
  if (url.host !== 'site.invalid' || url.pathname.startsWith('/auth/oidc/')) return DEFAULT_NEXT
  return `${url.pathname}${url.search}${url.hash}`
}

const redirect = (reply: FastifyReply, location: string) =>
  reply.code(302).header('location', location).header('cache-control', 'no-store').send()

/**
 * `GET /auth/oidc/start` and `/auth/oidc/callback`: the browser's round trip to the OpenID
 * Connect provider. What travels between them (state, nonce, PKCE verifier, `next`) is sealed by
 * the provider's adapter and kept in a short-lived `dynqr_oidc` cookie.
 */
export function oidcHandlers(options: OidcSignInOptions): Partial<Record<OperationId, Handler>> {
  const { singleSignOn, users, cookie } = options
  // The pending sign-in's cookie follows the session cookie's rules: __Host- and Secure behind https.
  const secure = cookie.name.startsWith('__Host-')
  const cookieName = secure ? '__Host-dynqr_oidc' : 'dynqr_oidc'
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  const toSignIn = (reply: FastifyReply, error: SignInError) => redirect(reply, `/signin?error=${error}`)
  const refused = (log: FastifyBaseLogger, reply: FastifyReply, error: SingleSignOnError) => {
    // The operator's clue to a misconfigured provider; never a token or a code.
    log.warn({ reason: error.reason, err: error.cause ?? error }, `OpenID Connect sign-in: ${error.message}`)
    return toSignIn(reply, error.reason)
  }
  return {
    startOidcSignIn: async (request, reply) => {
      if (!singleSignOn) return toSignIn(reply, 'not_configured')
      const { next } = request.query as { next?: unknown }
      try {
        const { url, sealed } = await singleSignOn.begin(sameSitePath(next))
        reply.header('set-cookie', `${cookieName}=${sealed}; Max-Age=${singleSignOn.pendingSeconds}; ${attributes}`)
        return redirect(reply, url)
      } catch (error) {
        if (error instanceof SingleSignOnError) return refused(request.log, reply, error)
        throw error
      }
    },
    finishOidcSignIn: async (request, reply) => {
      if (!singleSignOn) return toSignIn(reply, 'not_configured')
      // Used once, whatever happens next.
      reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${attributes}`)
      const query = request.url.slice(request.url.indexOf('?') + 1 || request.url.length)
      try {
        const { identity, next } = await singleSignOn.finish(
          query,
          parseCookies(request.headers.cookie).get(cookieName),
        )
        const signedIn = await users.signInWithIdentity(identity, singleSignOn.admission)
        if (signedIn === 'not_invited') return toSignIn(reply, 'not_invited')
        reply.header('set-cookie', cookie.set(signedIn.token, signedIn.maxAgeSeconds))
        return redirect(reply, next)
      } catch (error) {
        if (error instanceof SingleSignOnError) return refused(request.log, reply, error)
        throw error
      }
    },
  }
}
