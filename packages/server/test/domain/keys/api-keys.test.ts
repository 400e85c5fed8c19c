import { SCOPES } from '@dynqr/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { DomainError } from '../../../src/domain/domain-error.js'
import { ApiKeyService, grants, hashKey, KEY_NOT_FOUND_MESSAGE } from '../../../src/domain/keys/api-keys.js'
import type { Store } from '../../../src/domain/store.js'
import { createMemoryStore } from '../../../src/store/memory/create-memory-store.js'

const START = Date.UTC(2026, 2, 1)

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('ApiKeyService on the memory store', () => {
  let store: Store
  let now: number
  let keys: ApiKeyService
  beforeEach(() => {
    store = createMemoryStore()
    now = START
    keys = new ApiKeyService(store, () => now)
  })

  it('gives a new account’s first key every scope, and later keys only qrcodes:write', async () => {
    const first = await keys.issueKey('alice', { name: 'laptop', scopes: ['qrcodes:read'] })
    expect(first.key).toMatch(/^dqr_[0-9A-Za-z]{40}$/)
    expect(first.record).toMatchObject({ name: 'laptop', scopes: [...SCOPES], createdAt: START, revokedAt: null })
    expect(first.record.hash).toBe(hashKey(first.key))
    expect(first.record.prefix).toBe(first.key.slice(4, 12))
    const second = await keys.issueKey('alice')
    expect(second.account.id).toBe(first.account.id)
    expect(second.record.scopes).toEqual(['qrcodes:write'])
  })

  it('stores scopes in the contract’s order, each once', async () => {
    const { account } = await keys.issueKey('alice')
    const made = await keys.createKey(account.id, { scopes: ['keys:manage', 'qrcodes:read', 'keys:manage'] })
    expect(made.record.scopes).toEqual(SCOPES.filter((s) => s === 'keys:manage' || s === 'qrcodes:read'))
  })

  it('refuses a bad or taken account name and an expiry that is not in the future', async () => {
    expect((await failure(keys.createAccount('has space'))).code).toBe('INVALID_REQUEST')
    await keys.createAccount('alice')
    expect((await failure(keys.createAccount('alice'))).code).toBe('CONFLICT')
    const expired = await failure(keys.issueKey('bob', { expiresAt: START }))
    expect([expired.code, expired.details?.[0]?.field]).toEqual(['INVALID_REQUEST', 'expiresAt'])
  })

  it('authenticates a live key, and nothing malformed, unknown, expired or revoked', async () => {
    const { key, record, account } = await keys.issueKey('alice', { expiresAt: START + 60_000 })
    expect(await keys.authenticate(key)).toEqual({
      accountId: account.id,
      keyId: record.id,
      userId: null,
      scopes: record.scopes,
    })
    expect(await keys.authenticate('not-a-key')).toBeNull()
    expect(await keys.authenticate(`dqr_${'x'.repeat(40)}`)).toBeNull()
    now = START + 60_000
    expect(await keys.authenticate(key)).toBeNull()
    const other = await keys.issueKey('alice')
    await keys.revoke(other.record.id)
    expect(await keys.authenticate(other.key)).toBeNull()
  })

  it('notes a key’s use off the request path and stores it when the keys are listed or flushed', async () => {
    const { key, account } = await keys.issueKey('alice')
    now += 5_000
    await keys.authenticate(key)
    expect((await store.apiKeys.list(account.id))[0]?.lastUsedAt).toBeNull()
    expect((await keys.listKeys(account.id))[0]?.lastUsedAt).toBe(START + 5_000)
    now += 10_000
    await keys.authenticate(key)
    await keys.flushKeyUses()
    // Within a minute of the last noted use, a use is not written again.
    expect((await store.apiKeys.list(account.id))[0]?.lastUsedAt).toBe(START + 5_000)
  })

  it('revokes within an account only: another account’s key is unknown to it', async () => {
    const alice = await keys.issueKey('alice')
    const bob = await keys.issueKey('bob')
    const error = await failure(keys.revoke(alice.record.id, bob.account.id))
    expect([error.code, error.message]).toEqual(['NOT_FOUND', KEY_NOT_FOUND_MESSAGE])
    await keys.revoke(alice.record.id, alice.account.id)
    expect((await failure(keys.revoke(alice.record.id))).code).toBe('NOT_FOUND')
  })
})

describe('grants', () => {
  it.each([
    [['qrcodes:write'], 'qrcodes:read', true],
    [['qrcodes:read'], 'qrcodes:write', false],
    [['qrcodes:read'], 'keys:manage', false],
    [['keys:manage'], 'keys:manage', true],
  ] as const)('%j grants %s: %s', (held, needed, granted) => {
    expect(grants(held, needed)).toBe(granted)
  })
})
