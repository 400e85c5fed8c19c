import { ROLES, type Role } from '@dynqr/contract'
import { ConfigError } from '../config-error.js'

/** The roles a person arriving from an allowed domain may be given: any but owner. */
export const DOMAIN_ROLES = ROLES.filter((role) => role !== 'owner')
export type DomainRole = Exclude<Role, 'owner'>

/** Sign-in with OpenID Connect (OIDC_*), read once at start. */
export interface OidcSettings {
  /** OIDC_ISSUER: the provider's issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string
  clientId: string
  clientSecret: string
  /** OIDC_NAME: the sign-in button says "Sign in with <name>". */
  name: string
  /** OIDC_ALLOWED_DOMAINS: e-mail domains (lower case) whose verified people may join without an invitation. */
  allowedDomains: string[]
  /** OIDC_ACCOUNT: the account (by name) people from those domains join; null: the oldest account. */
  account: string | null
  /** OIDC_DEFAULT_ROLE: their role there. */
  defaultRole: DomainRole
}

const OIDC_VARIABLES = [
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_ALLOWED_DOMAINS',
  'OIDC_NAME',
  'OIDC_ACCOUNT',
  'OIDC_DEFAULT_ROLE',
]
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** OIDC_ISSUER: https, or http on a loopback host (a provider on the same machine, as in the tests). */
function issuerOf(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError('OIDC_ISSUER', `must be the provider's issuer URL, not ${JSON.stringify(raw)}`)
  }
  const plainLoopback = url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)
  if ((url.protocol !== 'https:' && !plainLoopback) || url.search || url.hash || url.username) {
    throw new ConfigError('OIDC_ISSUER', `must be an https URL with no query or fragment, not ${JSON.stringify(raw)}`)
  }
  // Kept as written: the issuer the provider's metadata and ID tokens name must match it exactly.
  return raw
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = (env[name] ?? '').trim()
  if (value === '')
    throw new ConfigError(name, 'must be set when OIDC_ISSUER is (from the client registered at the provider)')
  return value
}

function allowedDomains(raw: string | undefined): string[] {
  const domains = (raw ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean)
  for (const domain of domains) {
    if (!DOMAIN.test(domain)) {
      throw new ConfigError(
        'OIDC_ALLOWED_DOMAINS',
        `must be a comma-separated list of domains like example.com, not "${domain}"`,
      )
    }
  }
  return domains
}

function defaultRole(raw: string | undefined): DomainRole {
  if (raw === undefined || raw === '') return 'viewer'
  if (!(DOMAIN_ROLES as readonly string[]).includes(raw)) {
    throw new ConfigError(
      'OIDC_DEFAULT_ROLE',
      `must be one of ${DOMAIN_ROLES.join(', ')} (owners are made by an owner, never by a domain), not "${raw}"`,
    )
  }
  return raw as DomainRole
}

/** The OIDC_* variables, checked; null when OIDC_ISSUER is unset (and then no other may be set). */
export function oidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER ?? ''
  if (issuer === '') {
    const stray = OIDC_VARIABLES.find((name) => (env[name] ?? '') !== '')
    if (stray) throw new ConfigError(stray, 'is set but OIDC_ISSUER is not: sign-in with OpenID Connect needs it')
    return null
  }
  return {
    issuer: issuerOf(issuer),
    clientId: required(env, 'OIDC_CLIENT_ID'),
    clientSecret: required(env, 'OIDC_CLIENT_SECRET'),
    name: (env.OIDC_NAME ?? '').trim() || 'single sign-on',
    allowedDomains: allowedDomains(env.OIDC_ALLOWED_DOMAINS),
    account: (env.OIDC_ACCOUNT ?? '').trim() || null,
    defaultRole: defaultRole(env.OIDC_DEFAULT_ROLE),
  }
}
