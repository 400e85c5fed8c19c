import type { AccountRecord } from '../records.js'

/** The accounts that own QR codes and API keys. */
export interface AccountRepository {
  create(account: AccountRecord): Promise<AccountRecord>
  findByName(name: string): Promise<AccountRecord | null>
  findById(id: string): Promise<AccountRecord | null>
  list(): Promise<AccountRecord[]>
  count(): Promise<number>
}
