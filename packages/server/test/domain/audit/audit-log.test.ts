import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addressClass } from '../../../src/domain/audit/address-class.js'
import { AuditLog, startAuditRetention } from '../../../src/domain/audit/audit-log.js'
import { DAY_MS } from '../../../src/domain/records.js'
import { createMemoryStore, type Store } from '../../../src/index.js'

const T0 = Date.parse('2026-03-01T12:00:00.000Z')
const KEY = { accountId: 'acc_a', keyId: 'key_1', userId: null, scopes: ['qrcodes:write'] as const }
const ADMIN = { accountId: 'acc_a', keyId: 'key_2', userId: null, scopes: ['qrcodes:write', 'keys:manage'] as const }

describe('address classes', () => {
  it.each([
    ['203.0.113.77', 'ipv4:203.0.113.0/24'],
    ['::ffff:198.51.100.9', 'ipv4:198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', 'ipv6:2001:db8:85a3::/48'],
    ['2001:db8::1', 'ipv6:2001:db8:0::/48'],
    ['::1', 'ipv6:0:0:0::/48'],
    ['fe80::1%eth0', 'ipv6:fe80:0:0::/48'],
    ['not an address', null],
    [undefined, null],
  ])('%s is kept as %s, never whole', (address, expected) => {
    expect(addressClass(address)).toBe(expected)
  })
})

describe('the audit log', () => {
  let store: Store
  let now = T0
  let log: AuditLog
  beforeEach(() => {
    store = createMemoryStore()
    now = T0
    log = new AuditLog(store.audit, {
      now: () => now,
      keyLabel: async (_, keyId) => (keyId === 'key_1' ? 'ci' : null),
      userLabel: async () => 'ana@example.com',
    })
  })
  afterEach(async () => {
    await store.close()
  })

  it('names a key by its label, a signed-in person by their email, the server as system', async () => {
    const qrcode = (id: string) => ({ action: 'qrcode.updated', resource: { type: 'qrcode', id } })
    await log.record('acc_a', { principal: KEY, address: '203.0.113.77' }, qrcode('a'))
    now += 1
    await log.record('acc_a', { principal: { ...KEY, keyId: null as never, userId: 'usr_1' } }, qrcode('b'))
    now += 1
    await log.record('acc_a', { principal: null }, qrcode('c'))
    const { data } = await log.list(ADMIN, {})
    expect(data.map((event) => [event.resource.id, event.actor, event.addressClass])).toEqual([
      ['c', { type: 'system', id: null, label: 'dynqr' }, null],
      ['b', { type: 'user', id: 'usr_1', label: 'ana@example.com' }, null],
      ['a', { type: 'key', id: 'key_1', label: 'ci' }, 'ipv4:203.0.113.0/24'],
    ])
    expect(data[2]?.at).toBe('2026-03-01T12:00:00.000Z')
  })

  it('shows entries about keys, webhooks and members only to keys:manage, and pages by cursor', async () => {
    const entries: [string, string][] = [
      ['qrcode', 'a'],
      ['key', 'key_9'],
      ['asset', 'ast_1'],
      ['member', 'usr_2'],
      ['qrcode', 'b'],
    ]
    for (const [type, id] of entries) {
      now += 1000
      await log.record('acc_a', { principal: ADMIN }, { action: `${type}.created`, resource: { type, id } })
    }
    const open = await log.list(KEY, {})
    expect(open.data.map((event) => event.resource.id)).toEqual(['b', 'ast_1', 'a'])
    const first = await log.list(ADMIN, { limit: 2 })
    expect(first.data.map((event) => event.resource.id)).toEqual(['b', 'usr_2'])
    const second = await log.list(ADMIN, { limit: 2, cursor: first.nextCursor ?? '' })
    expect(second.data.map((event) => event.resource.id)).toEqual(['ast_1', 'key_9'])
    const last = await log.list(ADMIN, { limit: 2, cursor: second.nextCursor ?? '' })
    expect([last.data.map((event) => event.resource.id), last.nextCursor]).toEqual([['a'], null])
    expect((await log.list(ADMIN, { shortId: 'a' })).data).toHaveLength(1)
    await expect(log.list(ADMIN, { cursor: 'nope' })).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('prunes entries past the retention, at start and on each tick', async () => {
    await log.record('acc_a', { principal: KEY }, { action: 'qrcode.created', resource: { type: 'qrcode', id: 'old' } })
    now += 10 * DAY_MS
    await log.record('acc_a', { principal: KEY }, { action: 'qrcode.created', resource: { type: 'qrcode', id: 'new' } })
    now += 5 * DAY_MS
    const stop = startAuditRetention(log, { retentionDays: 7 })
    await stop()
    expect((await log.list(ADMIN, {})).data.map((event) => event.resource.id)).toEqual(['new'])
    // 0 keeps every entry.
    now += 100 * DAY_MS
    await startAuditRetention(log, { retentionDays: 0 })()
    expect((await log.list(ADMIN, {})).data).toHaveLength(1)
  })
})
