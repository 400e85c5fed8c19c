import type { IdentityOptions, ProviderIdentity } from './user-service.js'

/**
 * Why a round trip to the provider brought nobody back, as `/signin?error=<code>` names it:
 * the provider could not be reached or read; the sign-in was not begun here, or took too long;
 * the person said no at the provider; the provider's answer did not hold up.
 */
export const SINGLE_SIGN_ON_FAILURES = ['unavailable', 'expired', 'denied', 'failed'] as const
export type SingleSignOnFailure = (typeof SINGLE_SIGN_ON_FAILURES)[number]

export class SingleSignOnError extends Error {
  constructor(
    readonly reason: SingleSignOnFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'SingleSignOnError'
  }
}

/** A sign-in begun: where the browser goes, and what it must bring back (sealed, in a cookie). */
export interface SingleSignOnStart {
  url: string
  /** State, nonce, PKCE verifier and where to go after, signed; opaque to the caller. */
  sealed: string
}

/** A sign-in finished: who the provider says it is, and where the person wanted to go. */
export interface SingleSignOnResult {
  identity: ProviderIdentity
  next: string
}

/**
 * The OpenID Connect provider, as the sign-in routes use it (oidc/openid-connect.ts implements
 * it with openid-client): authorization code with PKCE, state and nonce.
 */
export interface SingleSignOn {
  /** The sign-in button's words: "Sign in with <name>". */
  readonly name: string
  /** Whom the provider's people may join without an invitation (OIDC_ALLOWED_DOMAINS, …). */
  readonly admission: IdentityOptions
  /** How long a begun sign-in may take, in seconds (the sealed value's lifetime). */
  readonly pendingSeconds: number
  /** Builds the provider's authorization URL; `next` is a same-site path, checked by the caller. */
  begin(next: string): Promise<SingleSignOnStart>
  /**
   * Checks the provider's answer (the callback's query) against what `begin` sealed, exchanges
   * the code and reads the claims. Throws SingleSignOnError.
   */
  finish(query: string, sealed: string | undefined): Promise<SingleSignOnResult>
}
