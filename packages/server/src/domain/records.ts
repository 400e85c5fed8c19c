import type { ListQrCodesQuery, ResolvedQrCodeOptions, Scope } from '@dynqr/contract'

/** A QR code as the store keeps it. Times are milliseconds since the epoch. */
export interface QrCodeRecord {
  shortId: string
  accountId: string
  targetUrl: string
  options: ResolvedQrCodeOptions
  views: number
  botHits: number
  createdAt: number
  updatedAt: number
}

/** A page request of the list operation: the contract's defaults filled in; `q` only when given. */
export type ListQuery = Required<Omit<ListQrCodesQuery, 'q'>> & Pick<ListQrCodesQuery, 'q'>
export type SortField = ListQuery['sort']
export type SortOrder = ListQuery['order']

export interface ListPage {
  items: QrCodeRecord[]
  total: number
}

/** What changes in an update; a missing field is left as stored. */
export interface QrCodeChanges {
  targetUrl?: string
  options?: ResolvedQrCodeOptions
}

/** The outcome of a scan of a short link. */
export type ScanResult = { state: 'live'; targetUrl: string } | { state: 'deleted' } | { state: 'missing' }

/** Whether a scan counts as a person's view or as a bot's hit. */
export type ScanKind = 'view' | 'bot'

export interface AccountRecord {
  id: string
  name: string
  createdAt: number
}

export interface ApiKeyRecord {
  id: string
  accountId: string
  name: string | null
  /** The first characters after `dqr_`, shown so a person can tell keys apart. */
  prefix: string
  /** What the key may do (`qrcodes:write` includes `qrcodes:read`). */
  scopes: Scope[]
  /** SHA-256 of the whole key, hex. */
  hash: string
  createdAt: number
  lastUsedAt: number | null
  /** From this instant the key is answered like an invalid one; `null`: never. */
  expiresAt: number | null
  revokedAt: number | null
}
