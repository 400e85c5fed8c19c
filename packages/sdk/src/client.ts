import createClient from 'openapi-fetch'
import { Core, type RawClient, type RequestOptions } from './core.js'
import { DynqrError } from './errors.js'
import type { paths } from './generated/openapi.js'
import { readEnv, userAgent } from './platform.js'
import type { APIPromise } from './api-promise.js'
import { Assets } from './resources/assets.js'
import { AuditLog } from './resources/audit.js'
import { Invitations } from './resources/invitations.js'
import { getMe, type Me } from './resources/me.js'
import { Members } from './resources/members.js'
import { Styles } from './resources/styles.js'
import { ApiKeys } from './resources/keys.js'
import { QrCodes } from './resources/qrcodes.js'
import { Webhooks } from './resources/webhooks.js'
import { type Clock, type Logger, type RequestEvent, type ResponseEvent, realClock, retryingFetch } from './retry.js'

/** Where tests inject a fake clock (internal.ts); not part of the public options. */
export const kClock: unique symbol = Symbol('dynqr.clock')

/**
 * What `new Dynqr(options)` takes; every option has a default.
 * @category Client
 */
export interface DynqrOptions {
  /** An API key, `dqr_…`. Default: the `DYNQR_API_KEY` environment variable, where there is one. */
  apiKey?: string | undefined
  /**
   * Authenticate with the site's session cookie instead of a key: for the site's own pages, in a
   * browser on the site's origin (fetch sends the cookie). No key is asked for and no
   * `Authorization` header is sent.
   */
  sessionCookie?: boolean
  /** `{base_url}`, ending in `/api/v1`. Default: `DYNQR_BASE_URL`, else `http://localhost:3000/api/v1`. */
  baseUrl?: string | undefined
  /** A fetch to use instead of the global one (proxies, tests). */
  fetch?: typeof fetch
  /** Time allowed for each attempt, in ms. Default 30 000. */
  timeout?: number
  /** @deprecated The same as `timeout`. */
  timeoutMs?: number
  /** Retries after the first attempt for 429, 5xx, timeouts and connection errors. Default 2. */
  maxRetries?: number
  /** Headers sent with every request. */
  headers?: Record<string, string>
  /** Called before every attempt, with the request about to go (retries included). */
  onRequest?: (event: RequestEvent) => void | Promise<void>
  /** Called after every attempt, with the response (or the error when none came). */
  onResponse?: (event: ResponseEvent) => void | Promise<void>
  /** Opt-in debug lines (method, URL, status, time, request id, retries); never the key or headers. `console` works. */
  logger?: Logger
}

/**
 * The dynqr API client.
 *
 * @example
 * import { Dynqr } from '@dynqr/sdk'
 * const dynqr = new Dynqr() // DYNQR_API_KEY and DYNQR_BASE_URL from the environment
 * const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com' })
 * @category Client
 */
export class Dynqr {
  /** The QR codes of the key's account. */
  readonly qrcodes: QrCodes
  /** The account's API keys (needs the `keys:manage` scope). */
  readonly keys: ApiKeys
  /** The account's webhook endpoints and their deliveries (needs `keys:manage`). */
  readonly webhooks: Webhooks
  /** The account's uploaded logos (upload and delete need `qrcodes:write`). */
  readonly assets: Assets
  /** Style templates: named options the account's codes share by `styleId`. */
  readonly styles: Styles
  /** The account's members and their roles (needs `keys:manage`). */
  readonly members: Members
  /** Invitations to the account (needs `keys:manage`), and accepting one. */
  readonly invitations: Invitations
  /** Who changed what and when in the account (needs `qrcodes:read`). */
  readonly audit: AuditLog
  /** The openapi-fetch client underneath, with the same key, retries and timeouts, for full control. */
  readonly raw: RawClient
  readonly #core: Core

  constructor(options: DynqrOptions = {}) {
    const apiKey = options.sessionCookie ? undefined : (options.apiKey ?? readEnv('DYNQR_API_KEY'))
    if (!apiKey && !options.sessionCookie)
      throw new DynqrError('An API key is required: new Dynqr({ apiKey: "dqr_…" }) or set DYNQR_API_KEY')
    const settings = {
      // The global fetch is looked up on each request, not kept: a client made before a test's
      // interceptor (MSW's setupServer().listen()) is installed still goes through it.
      fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
      timeout: options.timeout ?? options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 2,
      clock: (options as { [kClock]?: Clock })[kClock] ?? realClock,
      onRequest: options.onRequest,
      onResponse: options.onResponse,
      logger: options.logger,
    }
    const agent = userAgent()
    this.raw = createClient<paths>({
      baseUrl: (options.baseUrl ?? readEnv('DYNQR_BASE_URL') ?? 'http://localhost:3000/api/v1').replace(/\/+$/, ''),
      fetch: retryingFetch(settings.fetch, settings),
      headers: {
        ...(agent ? { 'User-Agent': agent } : {}),
        ...options.headers,
        ...(apiKey && { Authorization: `Bearer ${apiKey}` }),
      },
    })
    const core = new Core(this.raw, settings)
    this.#core = core
    this.qrcodes = new QrCodes(core)
    this.keys = new ApiKeys(core)
    this.webhooks = new Webhooks(core)
    this.assets = new Assets(core)
    this.styles = new Styles(core)
    this.members = new Members(core)
    this.invitations = new Invitations(core)
    this.audit = new AuditLog(core)
  }

  /**
   * Who is asking: the key (and the member who created it) or the signed-in person, the account,
   * the role there, the scopes the requests hold, and the person's accounts.
   *
   * @example
   * const { account, role, scopes } = await dynqr.me()
   * if (!scopes.includes('qrcodes:write')) console.log(`read-only in ${account.name}`)
   */
  me(options: RequestOptions = {}): APIPromise<Me> {
    return getMe(this.#core, options)
  }
}
