import { randomBytes } from 'node:crypto'
import type { components } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { TxtLookup } from './dns-txt.js'
import type { DomainRecord, DomainRepository } from './domain-repository.js'
import { checkHostname } from './hostname-rules.js'
import type { VerifiedDomains } from './verified-domains.js'

type Schemas = components['schemas']
export type Domain = Schemas['Domain']
export type CreateDomainRequest = Schemas['CreateDomainRequest']
export type UpdateDomainRequest = Schemas['UpdateDomainRequest']

export const DOMAIN_NOT_FOUND_MESSAGE = 'Domain not found'
/** Domains one account may hold unless configured otherwise (MAX_DOMAINS_PER_ACCOUNT). */
export const DEFAULT_MAX_DOMAINS_PER_ACCOUNT = 20
const RECORD_PREFIX = '_dynqr.'
const VALUE_PREFIX = 'dynqr-verify='

export interface DomainServiceOptions {
  /** The server's own hosts (PUBLIC_URL's, SITE_URL's), never a custom domain. */
  ownHosts: readonly string[]
  /** TXT lookups (DNS_SERVERS). */
  txt: TxtLookup
  /** The verified set this instance answers from; told of every change made here. */
  verified: VerifiedDomains
  now?: () => number
  maxDomainsPerAccount?: number
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** An `http:` or `https:` URL for a domain's redirects, or null. */
function redirectUrl(field: string, raw: string | null | undefined): string | null | undefined {
  if (raw === undefined || raw === null) return raw
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw DomainError.invalidField(field, `${field} must be an absolute http or https URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw DomainError.invalidField(field, `${field} must be an http or https URL`)
  }
  return url.href
}

/** Add, verify, change and remove an account's custom domains (issue #42). Knows neither HTTP nor SQL. */
export class DomainService {
  readonly #repository: DomainRepository
  readonly #options: DomainServiceOptions
  readonly #now: () => number

  constructor(repository: DomainRepository, options: DomainServiceOptions) {
    this.#repository = repository
    this.#options = options
    this.#now = options.now ?? Date.now
  }

  present(domain: DomainRecord): Domain {
    return {
      id: domain.id,
      hostname: domain.hostname,
      status: domain.status,
      verification: {
        type: 'TXT',
        name: `${RECORD_PREFIX}${domain.hostname}`,
        value: `${VALUE_PREFIX}${domain.token}`,
      },
      rootRedirectUrl: domain.rootRedirectUrl,
      notFoundUrl: domain.notFoundUrl,
      createdAt: new Date(domain.createdAt).toISOString(),
      verifiedAt: iso(domain.verifiedAt),
    }
  }

  async create(accountId: string, input: CreateDomainRequest): Promise<Domain> {
    const checked = checkHostname(input.hostname, this.#options.ownHosts)
    if ('problem' in checked) throw DomainError.invalidField('hostname', checked.problem)
    const max = this.#options.maxDomainsPerAccount ?? DEFAULT_MAX_DOMAINS_PER_ACCOUNT
    const held = await this.#repository.count(accountId)
    if (held >= max) {
      throw new DomainError(
        'LIMIT_REACHED',
        `This account has ${held} domains, the most it may hold (MAX_DOMAINS_PER_ACCOUNT is ${max}); delete one first`,
      )
    }
    const domain: DomainRecord = {
      id: `dom_${randomBytes(8).toString('hex')}`,
      accountId,
      hostname: checked.hostname,
      status: 'pending',
      token: randomBytes(16).toString('base64url'),
      rootRedirectUrl: null,
      notFoundUrl: null,
      createdAt: this.#now(),
      verifiedAt: null,
    }
    if ((await this.#repository.create(domain)) === 'taken') {
      throw new DomainError('CONFLICT', `The hostname ${domain.hostname} belongs to an account already`)
    }
    return this.present(domain)
  }

  async list(accountId: string): Promise<Domain[]> {
    return (await this.#repository.list(accountId)).map((domain) => this.present(domain))
  }

  async get(accountId: string, id: string): Promise<Domain> {
    return this.present(await this.#found(this.#repository.get(accountId, id)))
  }

  async update(accountId: string, id: string, input: UpdateDomainRequest): Promise<Domain> {
    const changes = {
      ...(input.rootRedirectUrl !== undefined && {
        rootRedirectUrl: redirectUrl('rootRedirectUrl', input.rootRedirectUrl),
      }),
      ...(input.notFoundUrl !== undefined && { notFoundUrl: redirectUrl('notFoundUrl', input.notFoundUrl) }),
    } as Partial<Pick<DomainRecord, 'rootRedirectUrl' | 'notFoundUrl'>>
    const domain = await this.#found(this.#repository.update(accountId, id, changes))
    await this.#options.verified.changed()
    return this.present(domain)
  }

  /** Looks the TXT record up now: verified when one of its values is the domain's. */
  async verify(accountId: string, id: string): Promise<Domain> {
    const domain = await this.#found(this.#repository.get(accountId, id))
    if (domain.status === 'verified') return this.present(domain)
    const name = `${RECORD_PREFIX}${domain.hostname}`
    const expected = `${VALUE_PREFIX}${domain.token}`
    let records: string[][]
    try {
      records = await this.#options.txt(name)
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'lookup failed'
      throw new DomainError('DOMAIN_NOT_VERIFIED', `No TXT record at ${name} (${code}); publish ${expected} there`)
    }
    const values = records.map((strings) => strings.join(''))
    if (!values.includes(expected)) {
      const found = values.length === 0 ? 'no value' : values.map((value) => JSON.stringify(value)).join(', ')
      throw new DomainError('DOMAIN_NOT_VERIFIED', `The TXT record at ${name} holds ${found}, not ${expected}`)
    }
    const verified = await this.#found(this.#repository.markVerified(accountId, id, this.#now()))
    await this.#options.verified.changed()
    return this.present(verified)
  }

  async delete(accountId: string, id: string): Promise<void> {
    const outcome = await this.#repository.delete(accountId, id)
    if (outcome === 'missing') throw new DomainError('NOT_FOUND', DOMAIN_NOT_FOUND_MESSAGE)
    if (outcome !== 'deleted') {
      throw new DomainError('CONFLICT', `${outcome.inUseBy} QR codes use the domain; it cannot be deleted`)
    }
    await this.#options.verified.changed()
  }

  /**
   * The hostname a new code of the account takes (QrCodeService): one of its verified domains.
   * Another account's or an unknown one is `400`; one still pending `422 DOMAIN_NOT_VERIFIED`.
   */
  async forCode(accountId: string, raw: string): Promise<string> {
    const hostname = raw.trim().toLowerCase().replace(/\.$/, '')
    const domain = await this.#repository.findByHostname(accountId, hostname)
    if (!domain) throw DomainError.invalidField('domain', `domain ${raw} is not a custom domain of this account`)
    if (domain.status !== 'verified') {
      throw new DomainError('DOMAIN_NOT_VERIFIED', `The domain ${hostname} is not verified yet; verify it first`)
    }
    return hostname
  }

  async #found(pending: Promise<DomainRecord | null>): Promise<DomainRecord> {
    const domain = await pending
    if (!domain) throw new DomainError('NOT_FOUND', DOMAIN_NOT_FOUND_MESSAGE)
    return domain
  }
}
