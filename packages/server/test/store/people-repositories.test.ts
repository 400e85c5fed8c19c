import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { InvitationRecord } from '../../src/domain/people/people-records.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'

const user = (id: string, email: string, createdAt = 1) => ({
  id,
  email,
  name: id,
  passwordHash: null,
  createdAt,
})

const link = (id: string, overrides: Partial<InvitationRecord> = {}): InvitationRecord => ({
  id,
  tokenHash: `hash-${id}`,
  accountId: 'acc_a',
  email: 'x@example.com',
  role: 'editor',
  kind: 'invitation',
  createdByUserId: null,
  createdAt: 10,
  expiresAt: 1_000,
  usedAt: null,
  ...overrides,
})

describe.each(ENGINES)('people on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 2 })
    await store.users.create(user('usr_1', 'ada@example.com', 1))
    await store.users.create(user('usr_2', 'grace@example.com', 2))
  })
  afterEach(async () => {
    await store.close()
  })

  it('finds people by id, email and linked identity, and changes their password', async () => {
    expect(await store.users.findByEmail('ada@example.com')).toMatchObject({ id: 'usr_1', passwordHash: null })
    expect(await store.users.findById('usr_9')).toBeNull()
    await store.users.setPassword('usr_1', 'scrypt$x')
    expect((await store.users.findById('usr_1'))?.passwordHash).toBe('scrypt$x')
    await expect(store.users.create(user('usr_3', 'ada@example.com'))).rejects.toThrow()
    expect(await store.users.findByIdentity('https://id.example.com', 'sub-1')).toBeNull()
    await store.users.linkIdentity('https://id.example.com', 'sub-1', 'usr_2', 5)
    await store.users.linkIdentity('https://id.example.com', 'sub-1', 'usr_1', 6)
    expect((await store.users.findByIdentity('https://id.example.com', 'sub-1'))?.id).toBe('usr_2')
  })

  it('lists members by account and memberships by person, oldest first', async () => {
    await store.members.add({ accountId: 'acc_a', userId: 'usr_1', role: 'owner', createdAt: 1 })
    await store.members.add({ accountId: 'acc_a', userId: 'usr_2', role: 'editor', createdAt: 2 })
    await store.members.add({ accountId: 'acc_b', userId: 'usr_2', role: 'viewer', createdAt: 3 })
    await store.members.add({ accountId: 'acc_a', userId: 'usr_2', role: 'owner', createdAt: 4 })
    expect(await store.members.listByAccount('acc_a')).toEqual([
      { accountId: 'acc_a', userId: 'usr_1', role: 'owner', createdAt: 1, email: 'ada@example.com', name: 'usr_1' },
      { accountId: 'acc_a', userId: 'usr_2', role: 'editor', createdAt: 2, email: 'grace@example.com', name: 'usr_2' },
    ])
    expect(await store.members.listByUser('usr_2')).toEqual([
      { accountId: 'acc_a', accountName: 'a', role: 'editor', createdAt: 2 },
      { accountId: 'acc_b', accountName: 'b', role: 'viewer', createdAt: 3 },
    ])
    expect(await store.members.count('acc_a')).toBe(2)
    expect(await store.members.find('acc_b', 'usr_1')).toBeNull()
  })

  it('keeps at least one owner: the last cannot be demoted or removed, another can', async () => {
    await store.members.add({ accountId: 'acc_a', userId: 'usr_1', role: 'owner', createdAt: 1 })
    await store.members.add({ accountId: 'acc_a', userId: 'usr_2', role: 'editor', createdAt: 2 })
    expect(await store.members.setRole('acc_a', 'usr_1', 'admin')).toBe('last-owner')
    expect(await store.members.remove('acc_a', 'usr_1')).toBe('last-owner')
    expect(await store.members.setRole('acc_a', 'usr_9', 'admin')).toBe(false)
    expect(await store.members.setRole('acc_a', 'usr_2', 'owner')).toBe(true)
    expect(await store.members.setRole('acc_a', 'usr_1', 'viewer')).toBe(true)
    expect(await store.members.remove('acc_a', 'usr_2')).toBe('last-owner')
    expect(await store.members.remove('acc_a', 'usr_1')).toBe(true)
    expect(await store.members.find('acc_a', 'usr_1')).toBeNull()
  })

  it('two owners demoting each other at once leave one owner', async () => {
    await store.members.add({ accountId: 'acc_a', userId: 'usr_1', role: 'owner', createdAt: 1 })
    await store.members.add({ accountId: 'acc_a', userId: 'usr_2', role: 'owner', createdAt: 2 })
    const results = await Promise.all([
      store.members.setRole('acc_a', 'usr_1', 'editor'),
      store.members.setRole('acc_a', 'usr_2', 'editor'),
    ])
    expect(results.filter((result) => result === true)).toHaveLength(1)
    expect((await store.members.listByAccount('acc_a')).filter((m) => m.role === 'owner')).toHaveLength(1)
  })

  it('reads a session with its person’s current role, and ends it with the membership', async () => {
    await store.members.add({ accountId: 'acc_a', userId: 'usr_1', role: 'owner', createdAt: 1 })
    await store.members.add({ accountId: 'acc_a', userId: 'usr_2', role: 'editor', createdAt: 2 })
    await store.members.add({ accountId: 'acc_b', userId: 'usr_2', role: 'viewer', createdAt: 2 })
    const session = { userId: 'usr_2', accountId: 'acc_a', createdAt: 5, lastSeenAt: 5, expiresAt: 500 }
    await store.sessions.create({ ...session, idHash: 's1' })
    await store.sessions.create({ ...session, idHash: 's2', accountId: 'acc_b' })
    expect(await store.sessions.find('s1')).toEqual({ ...session, idHash: 's1', role: 'editor' })
    await store.sessions.touch('s1', 60)
    await store.sessions.moveTo('s1', 'acc_b')
    expect(await store.sessions.find('s1')).toMatchObject({ lastSeenAt: 60, accountId: 'acc_b', role: 'viewer' })
    await store.sessions.moveTo('s1', 'acc_a')
    expect(await store.members.remove('acc_a', 'usr_2')).toBe(true)
    expect(await store.sessions.find('s1')).toBeNull()
    expect(await store.sessions.find('s2')).toMatchObject({ role: 'viewer' })
  })

  it('ends every session of a person but one, and prunes expired and idle ones', async () => {
    const base = { userId: 'usr_1', accountId: 'acc_a', createdAt: 5, lastSeenAt: 5, expiresAt: 500 }
    await store.sessions.create({ ...base, idHash: 'a' })
    await store.sessions.create({ ...base, idHash: 'b' })
    await store.sessions.create({ ...base, idHash: 'c', userId: 'usr_2' })
    expect(await store.sessions.deleteForUser('usr_1', 'b')).toBe(1)
    expect(await store.sessions.find('a')).toBeNull()
    expect(await store.sessions.find('b')).not.toBeNull()
    await store.sessions.touch('c', 100)
    expect(await store.sessions.prune(50, 10)).toBe(1)
    expect(await store.sessions.find('c')).not.toBeNull()
    expect(await store.sessions.prune(500, 10)).toBe(1)
    await store.sessions.delete('c')
    expect(await store.sessions.find('c')).toBeNull()
  })

  it('lists pending links of an account and uses each once', async () => {
    await store.invitations.create(link('inv_1', { createdAt: 10 }))
    await store.invitations.create(link('inv_2', { createdAt: 20, email: null, kind: 'setup' }))
    await store.invitations.create(link('inv_3', { expiresAt: 50 }))
    await store.invitations.create(link('inv_4', { kind: 'reset', accountId: null, role: null }))
    await store.invitations.create(link('inv_5', { accountId: 'acc_b', createdAt: 30, email: 'y@example.com' }))
    expect((await store.invitations.findPendingByEmail('y@example.com', 100))?.id).toBe('inv_5')
    expect(await store.invitations.findPendingByEmail('y@example.com', 1_000)).toBeNull()
    expect((await store.invitations.listPending('acc_a', 100)).map((i) => i.id)).toEqual(['inv_2', 'inv_1'])
    expect(await store.invitations.findByTokenHash('hash-inv_4')).toEqual(
      link('inv_4', { kind: 'reset', accountId: null, role: null }),
    )
    expect(await store.invitations.use('inv_1', 100, 'acc_b')).toBe(false)
    expect(await store.invitations.use('inv_1', 100, 'acc_a')).toBe(true)
    expect(await store.invitations.use('inv_1', 101)).toBe(false)
    expect(await store.invitations.use('inv_3', 100)).toBe(false)
    expect((await store.invitations.findByTokenHash('hash-inv_1'))?.usedAt).toBe(100)
    expect((await store.invitations.listPending('acc_a', 100)).map((i) => i.id)).toEqual(['inv_2'])
  })

  it('keeps who created a key', async () => {
    const key = {
      id: 'key_1',
      accountId: 'acc_a',
      name: null,
      prefix: 'abcdefgh',
      scopes: ['qrcodes:write' as const],
      hash: 'h1',
      createdAt: 1,
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      createdByUserId: 'usr_1',
    }
    await store.apiKeys.create(key)
    await store.apiKeys.create({ ...key, id: 'key_2', hash: 'h2', createdByUserId: null })
    expect((await store.apiKeys.findActiveByHash('h1'))?.createdByUserId).toBe('usr_1')
    expect((await store.apiKeys.list('acc_a')).map((k) => k.createdByUserId)).toEqual([null, 'usr_1'])
  })
})
