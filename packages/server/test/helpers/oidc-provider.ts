import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import type { OidcSettings } from '../../src/oidc/oidc-config.js'

/** A person the provider knows, by the login typed into its form. */
export interface ProviderPerson {
  email: string
  email_verified: boolean
  name: string
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: the port is taken at once, the provider answers after `start()`. */
  issuer: string
  clientId: string
  clientSecret: string
  /**
   * Starts answering, with dynqr at `siteUrl` as its client (redirect URI
   * `{site_url}/auth/oidc/callback`); until then every request to the port is refused.
   */
  start: (siteUrl: string) => Promise<void>
  /** dynqr's settings for this provider. */
  settings: (overrides?: Partial<OidcSettings>) => OidcSettings
  close: () => Promise<void>
}

const CLIENT_ID = 'dynqr'
const CLIENT_SECRET = 'dynqr-test-client-secret'

/** A free port on 127.0.0.1, closed again: the provider listens on it later. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback with one confidential client for
 * dynqr and its development login and consent forms (any password; the login picks the person).
 * The port is known before it starts, so a test can show dynqr coming up before its provider.
 */
export async function oidcProvider(people: Record<string, ProviderPerson>): Promise<TestOidcProvider> {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  let server: Server | null = null
  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    settings: (overrides = {}) => ({
      issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      name: 'Test ID',
      allowedDomains: [],
      account: null,
      defaultRole: 'viewer',
      ...overrides,
    }),
    start: async (siteUrl) => {
      const listening = createServer(providerFor(issuer, siteUrl, people).callback())
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve))
      server = listening
    },
    close: async () => {
      const listening = server
      if (!listening) return
      listening.closeAllConnections()
      await new Promise<void>((resolve) => listening.close(() => resolve()))
    },
  }
}

function providerFor(issuer: string, siteUrl: string, people: Record<string, ProviderPerson>): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${siteUrl}/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => {
      const person = people[id]
      if (!person) return undefined
      return { accountId: id, claims: () => ({ sub: id, ...person }) }
    },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    // Set, so the provider does not print a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
  })
}
