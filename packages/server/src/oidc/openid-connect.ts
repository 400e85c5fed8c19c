import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import * as client from 'openid-client'
import {
  type SingleSignOn,
  SingleSignOnError,
  type SingleSignOnResult,
  type SingleSignOnStart,
} from '../domain/people/single-sign-on.js'
import type { IdentityOptions, ProviderIdentity } from '../domain/people/user-service.js'
import type { OidcSettings } from './oidc-config.js'

/** A begun sign-in lasts ten minutes: long enough to type a password and a second factor. */
const PENDING_SECONDS = 600
/** The provider's discovery, token and userinfo requests each give up after this many seconds. */
const REQUEST_TIMEOUT_SECONDS = 10
const SCOPE = 'openid email profile'

/** What the browser carries between /auth/oidc/start and the callback, signed. */
interface Pending {
  state: string
  nonce: string
  verifier: string
  next: string
  /** Unix seconds after which the callback is refused. */
  expires: number
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

/**
 * Client authentication at the token endpoint: client_secret_basic, the default of OpenID
 * Connect Discovery, unless the provider says it takes client_secret_post only.
 */
function secretAuth(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret)
  const post = client.ClientSecretPost(secret)
  return (as, ...rest) => {
    const methods = as.token_endpoint_auth_methods_supported
    const postOnly = methods?.includes('client_secret_post') && !methods.includes('client_secret_basic')
    return (postOnly ? post : basic)(as, ...rest)
  }
}

/** `email_verified` is a boolean in the standard; some providers send the string "true". */
const verified = (value: unknown): boolean => value === true || value === 'true'
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

export interface OpenIdConnectOptions {
  /** `{site_url}`: the redirect URI is `{site_url}/auth/oidc/callback`. */
  siteUrl: string
  now?: () => number
}

/**
 * Sign-in with an OpenID Connect provider through openid-client (certified, MIT). The provider's
 * metadata is read on first use, not at start (the provider may start after dynqr), and read
 * again after a failure. State, nonce, PKCE verifier and the page to return to travel in a
 * cookie signed with a key derived from the client secret, so any instance can check it.
 */
export class OpenIdConnect implements SingleSignOn {
  readonly name: string
  readonly admission: IdentityOptions
  readonly pendingSeconds = PENDING_SECONDS
  readonly #settings: OidcSettings
  readonly #redirectUri: string
  readonly #signingKey: Buffer
  readonly #now: () => number
  #configuration: Promise<client.Configuration> | null = null

  constructor(settings: OidcSettings, options: OpenIdConnectOptions) {
    this.name = settings.name
    this.admission = {
      allowedDomains: settings.allowedDomains,
      ...(settings.account !== null && { accountName: settings.account }),
      defaultRole: settings.defaultRole,
    }
    this.#settings = settings
    this.#redirectUri = `${options.siteUrl}/auth/oidc/callback`
    // A key of its own for the cookie (HKDF), never the client secret itself.
    this.#signingKey = Buffer.from(hkdfSync('sha256', settings.clientSecret, '', 'dynqr oidc cookie', 32))
    this.#now = options.now ?? Date.now
  }

  /** The provider's configuration, discovered once; a failed discovery is tried again next time. */
  async #discover(): Promise<client.Configuration> {
    this.#configuration ??= this.#discoverNow()
    try {
      return await this.#configuration
    } catch (error) {
      this.#configuration = null
      throw new SingleSignOnError('unavailable', 'The sign-in provider cannot be reached', { cause: error })
    }
  }

  #discoverNow(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.#settings
    const url = new URL(issuer)
    // oidc-config.ts allows plain http on a loopback host only.
    const execute = url.protocol === 'http:' ? [client.allowInsecureRequests] : []
    return client.discovery(url, clientId, undefined, secretAuth(clientSecret), {
      execute,
      timeout: REQUEST_TIMEOUT_SECONDS,
    })
  }

  async begin(next: string): Promise<SingleSignOnStart> {
    const configuration = await this.#discover()
    const pending: Pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      next,
      expires: Math.floor(this.#now() / 1000) + PENDING_SECONDS,
    }
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.#redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    })
    return { url: url.href, sealed: this.#seal(pending) }
  }

  async finish(query: string, sealed: string | undefined): Promise<SingleSignOnResult> {
    const pending = sealed === undefined ? null : this.#open(sealed)
    if (!pending) throw new SingleSignOnError('expired', 'The sign-in was not begun here or took too long')
    const answer = new URLSearchParams(query)
    if (answer.get('error') === 'access_denied') {
      throw new SingleSignOnError('denied', 'The sign-in was refused at the provider')
    }
    const configuration = await this.#discover()
    const identity = await this.#exchange(configuration, answer, pending).catch((error: unknown) => {
      throw new SingleSignOnError('failed', 'The provider’s answer could not be checked', { cause: error })
    })
    return { identity, next: pending.next }
  }

  /** The code for tokens (state, nonce and PKCE checked by openid-client), then the person's claims. */
  async #exchange(
    configuration: client.Configuration,
    answer: URLSearchParams,
    pending: Pending,
  ): Promise<ProviderIdentity> {
    const callback = new URL(this.#redirectUri)
    callback.search = answer.toString()
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('The token response has no ID token')
    // Providers may keep e-mail and name out of the ID token (OpenID Connect Core 5.4): userinfo has them.
    const askUserinfo = text(claims.email) === null && configuration.serverMetadata().userinfo_endpoint
    const info: Record<string, unknown> = askUserinfo
      ? await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
      : {}
    const claim = (name: string) => claims[name] ?? info[name]
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: text(claim('email'))?.toLowerCase() ?? null,
      emailVerified: verified(claim('email_verified')),
      name: text(claim('name')),
    }
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#signingKey).update(payload).digest('base64url')
  }

  #seal(pending: Pending): string {
    const payload = base64url(JSON.stringify(pending))
    return `${payload}.${this.#sign(payload)}`
  }

  /** The pending sign-in, when the signature holds and it has not expired; null otherwise. */
  #open(sealed: string): Pending | null {
    const [payload = '', signature = ''] = sealed.split('.')
    const expected = Buffer.from(this.#sign(payload))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Pending
      return pending.expires > this.#now() / 1000 ? pending : null
    } catch {
      return null
    }
  }
}
