import type { DomainStatus } from '@dynqr/contract'

/** A custom domain as the store keeps it (issue #42). */
export interface DomainRecord {
  /** `dom_` and 16 hex characters. */
  id: string
  accountId: string
  /** Lower case, no trailing dot, no port (hostname-rules.ts). */
  hostname: string
  status: DomainStatus
  /** The TXT record's value is `dynqr-verify=<token>`. */
  token: string
  rootRedirectUrl: string | null
  notFoundUrl: string | null
  createdAt: number
  verifiedAt: number | null
}

/** What a verified hostname answers without asking the store: its redirects. */
export type VerifiedDomain = Pick<DomainRecord, 'hostname' | 'rootRedirectUrl' | 'notFoundUrl'>

/** Why a domain could not be deleted, or that it was. */
export type DomainDeletion = 'deleted' | 'missing' | { inUseBy: number }

/**
 * The accounts' custom domains. Every write moves one change counter (`version`), so that every
 * instance notices a change and reloads the verified hostnames it answers from memory.
 */
export interface DomainRepository {
  /** `taken` when the hostname belongs to an account already (this one included). */
  create(domain: DomainRecord): Promise<'created' | 'taken'>
  list(accountId: string): Promise<DomainRecord[]>
  count(accountId: string): Promise<number>
  get(accountId: string, id: string): Promise<DomainRecord | null>
  /** The account's domain of this hostname. */
  findByHostname(accountId: string, hostname: string): Promise<DomainRecord | null>
  /** The changed domain, or null when the account has none with this id. */
  update(
    accountId: string,
    id: string,
    changes: Partial<Pick<DomainRecord, 'rootRedirectUrl' | 'notFoundUrl'>>,
  ): Promise<DomainRecord | null>
  /** Marks it verified at `now` (a verified one stays as it was). */
  markVerified(accountId: string, id: string, now: number): Promise<DomainRecord | null>
  /** Deletes it unless codes (deleted ones too) use its hostname. */
  delete(accountId: string, id: string): Promise<DomainDeletion>
  /** Every verified hostname of every account, with its redirects. */
  verified(): Promise<VerifiedDomain[]>
  /** The change counter: it moves with every write above. */
  version(): Promise<number>
}
