import { resolveQrCodeOptions, type WebhookEventType } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AttemptOutcome } from '../../src/domain/webhooks/webhook-repository.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord } from '../helpers/records.js'

const _options = resolveQrCodeOptions()
const ALL: WebhookEventType[] = ['qrcode.created', 'qrcode.updated', 'qrcode.deleted', 'qrcode.deactivated']
const LEASE = 1_000

const code = (shortId: string, accountId = 'acc_a') => qrCodeRecord(shortId, { accountId, createdAt: 1_000 })

const endpoint = (id: string, accountId = 'acc_a', events = ALL, createdAt = 1) => ({
  id,
  accountId,
  url: `http://127.0.0.1:9/${id}`,
  events,
  description: null,
  secret: 'whsec_c2VjcmV0',
  createdAt,
  disabledAt: null,
})

const failure = (eventId: string, endpointId: string, at: number, next: number | null): AttemptOutcome => ({
  eventId,
  endpointId,
  at,
  status: 500,
  error: 'the endpoint answered 500',
  delivered: false,
  nextAttemptAt: next,
  disableAfterMs: 10_000,
})

describe.each(ENGINES)('the webhook outbox on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 2 })
  })
  afterEach(async () => {
    await store.close()
  })

  it('lists, owns and deletes endpoints per account, newest first', async () => {
    await store.webhooks.create(endpoint('wh_1', 'acc_a', ALL, 1))
    await store.webhooks.create(endpoint('wh_2', 'acc_a', ['qrcode.created'], 2))
    await store.webhooks.create(endpoint('wh_3', 'acc_b'))
    expect((await store.webhooks.list('acc_a')).map((e) => [e.id, e.events])).toEqual([
      ['wh_2', ['qrcode.created']],
      ['wh_1', ALL],
    ])
    expect(await store.webhooks.delete('acc_b', 'wh_1')).toBe(false)
    expect(await store.webhooks.deliveries('acc_b', 'wh_1', 10)).toBeNull()
    expect(await store.webhooks.delete('acc_a', 'wh_1')).toBe(true)
    expect((await store.webhooks.list('acc_a')).map((e) => e.id)).toEqual(['wh_2'])
  })

  it('records one event per change, with the code as changed, for subscribed endpoints of the account only', async () => {
    await store.webhooks.create(endpoint('wh_all'))
    await store.webhooks.create(endpoint('wh_created', 'acc_a', ['qrcode.created']))
    await store.webhooks.create(endpoint('wh_other', 'acc_b'))
    await store.qrCodes.create(code('one'))
    expect(await store.qrCodes.update('acc_a', 'one', { targetUrl: 'https://example.com/one' }, 2_000)).not.toBeNull()
    await store.qrCodes.update('acc_a', 'one', { targetUrl: 'https://example.com/two' }, 3_000)
    await store.qrCodes.delete('acc_a', 'one', 4_000)
    await store.qrCodes.create(code('taken-by-b', 'acc_b'))
    expect(await store.qrCodes.create(code('one'))).toBe('taken')

    const due = await store.webhooks.claimDue(10_000, 50, LEASE)
    const mine = due.filter((d) => d.endpointId === 'wh_all').sort((a, b) => a.createdAt - b.createdAt)
    expect(mine.map((d) => [d.type, d.createdAt, d.code?.targetUrl])).toEqual([
      ['qrcode.created', 1_000, 'https://example.com/one'],
      ['qrcode.updated', 3_000, 'https://example.com/two'],
      ['qrcode.deleted', 4_000, 'https://example.com/two'],
    ])
    expect(new Set(mine.map((d) => d.eventId)).size).toBe(3)
    const created = due.filter((d) => d.endpointId === 'wh_created')
    expect(created.map((d) => d.type)).toEqual(['qrcode.created'])
    // The same event id for every endpoint it goes to: the stable webhook-id.
    expect(created[0]?.eventId).toBe(mine[0]?.eventId)
    expect(due.filter((d) => d.endpointId === 'wh_other').map((d) => d.code?.shortId)).toEqual(['taken-by-b'])
    expect(mine[0]).toMatchObject({ url: 'http://127.0.0.1:9/wh_all', secret: 'whsec_c2VjcmV0', attempts: 0 })
  })

  it('leases a claimed delivery so nobody else takes it until the lease ends', async () => {
    await store.webhooks.create(endpoint('wh_1'))
    await store.qrCodes.create(code('one'))
    const [first] = await store.webhooks.claimDue(2_000, 10, LEASE)
    expect(first?.type).toBe('qrcode.created')
    expect(await store.webhooks.claimDue(2_000 + LEASE - 1, 10, LEASE)).toEqual([])
    expect((await store.webhooks.claimDue(2_000 + LEASE, 10, LEASE)).map((d) => d.eventId)).toEqual([first?.eventId])
  })

  it('claims fairly: round-robin across accounts, at most perEndpoint each, busy endpoints skipped', async () => {
    await store.webhooks.create(endpoint('wh_a1', 'acc_a'))
    await store.webhooks.create(endpoint('wh_a2', 'acc_a'))
    await store.webhooks.create(endpoint('wh_b', 'acc_b'))
    // Account a's backlog is older than anything of b's: by age alone a claim takes only a's.
    for (let i = 0; i < 6; i += 1) await store.qrCodes.create({ ...code(`a${i}`), createdAt: 1_000 + i })
    for (let i = 0; i < 2; i += 1) await store.qrCodes.create({ ...code(`b${i}`, 'acc_b'), createdAt: 5_000 + i })

    const first = await store.webhooks.claimDue(10_000, 2, LEASE)
    expect(first.map((d) => [d.code?.accountId, d.code?.shortId]).sort()).toEqual([
      ['acc_a', 'a0'],
      ['acc_b', 'b0'],
    ])
    const onePerEndpoint = await store.webhooks.claimDue(10_000, 10, LEASE, { perEndpoint: 1 })
    expect(onePerEndpoint.map((d) => d.endpointId).sort()).toEqual(['wh_a1', 'wh_a2', 'wh_b'])
    expect(onePerEndpoint.find((d) => d.endpointId === 'wh_b')?.code?.shortId).toBe('b1')
    const skipping = await store.webhooks.claimDue(10_000, 20, LEASE, { skipEndpoints: ['wh_a1'] })
    expect(new Set(skipping.map((d) => d.endpointId))).toEqual(new Set(['wh_a2']))
    const rest = await store.webhooks.claimDue(10_000, 20, LEASE)
    expect(rest.every((d) => d.endpointId === 'wh_a1')).toBe(true)
    expect(first.length + onePerEndpoint.length + skipping.length + rest.length).toBe(6 * 2 + 2)
  })

  it('gives a freed slot to the account with the fewest attempts in flight, none past perAccount', async () => {
    // Review #7: account a already has attempts in flight and the older backlog.
    for (let i = 0; i < 4; i += 1) await store.webhooks.create(endpoint(`wh_a${i}`, 'acc_a'))
    await store.webhooks.create(endpoint('wh_b', 'acc_b'))
    for (let i = 0; i < 3; i += 1) await store.qrCodes.create({ ...code(`a${i}`), createdAt: 1_000 + i })
    await store.qrCodes.create({ ...code('b0', 'acc_b'), createdAt: 5_000 })

    const freed = await store.webhooks.claimDue(10_000, 1, LEASE, { inFlight: { acc_a: 2 }, perAccount: 3 })
    expect(freed.map((d) => d.code?.shortId)).toEqual(['b0'])
    const capped = await store.webhooks.claimDue(10_000, 20, LEASE, {
      perEndpoint: 1,
      inFlight: { acc_a: 2 },
      perAccount: 3,
    })
    expect(capped.map((d) => d.code?.accountId)).toEqual(['acc_a'])
    expect(await store.webhooks.claimDue(10_000, 20, LEASE, { inFlight: { acc_a: 3 }, perAccount: 3 })).toEqual([])
  })

  it('records attempts: retried when due, then delivered, shown latest first', async () => {
    await store.webhooks.create(endpoint('wh_1'))
    await store.qrCodes.create(code('one'))
    await store.qrCodes.update('acc_a', 'one', { targetUrl: 'https://example.com/x' }, 1_500)
    const due = await store.webhooks.claimDue(2_000, 10, LEASE)
    const created = due.find((d) => d.type === 'qrcode.created')
    const updated = due.find((d) => d.type === 'qrcode.updated')
    if (!created || !updated) throw new Error('both events are due')
    await store.webhooks.recordAttempt(failure(created.eventId, 'wh_1', 2_100, 5_000))
    await store.webhooks.recordAttempt({
      ...failure(updated.eventId, 'wh_1', 2_100, null),
      status: 204,
      error: null,
      delivered: true,
    })
    expect(await store.webhooks.claimDue(4_999, 10, LEASE)).toEqual([])
    const [again] = await store.webhooks.claimDue(5_000, 10, LEASE)
    expect(again).toMatchObject({ eventId: created.eventId, attempts: 1 })
    expect(await store.webhooks.deliveries('acc_a', 'wh_1', 10)).toEqual([
      {
        eventId: updated.eventId,
        type: 'qrcode.updated',
        createdAt: 1_500,
        status: 'delivered',
        attempts: 1,
        lastStatus: 204,
        lastError: null,
        nextAttemptAt: null,
      },
      {
        eventId: created.eventId,
        type: 'qrcode.created',
        createdAt: 1_000,
        status: 'pending',
        attempts: 1,
        lastStatus: 500,
        lastError: 'the endpoint answered 500',
        nextAttemptAt: 5_000 + LEASE,
      },
    ])
  })

  it('gives a delivery up when told, and disables an endpoint failing for the whole window', async () => {
    await store.webhooks.create(endpoint('wh_1'))
    await store.qrCodes.create(code('one'))
    await store.qrCodes.create(code('two'))
    const [a, b] = await store.webhooks.claimDue(2_000, 10, LEASE)
    if (!a || !b) throw new Error('two events are due')
    await store.webhooks.recordAttempt(failure(a.eventId, 'wh_1', 2_000, null))
    expect((await store.webhooks.deliveries('acc_a', 'wh_1', 10))?.find((d) => d.eventId === a.eventId)?.status).toBe(
      'failed',
    )
    await store.webhooks.recordAttempt(failure(b.eventId, 'wh_1', 12_000, 20_000))
    const [listed] = await store.webhooks.list('acc_a')
    expect(listed?.disabledAt).toBe(12_000)
    const deliveries = await store.webhooks.deliveries('acc_a', 'wh_1', 10)
    expect(deliveries?.map((d) => [d.status, d.nextAttemptAt])).toEqual([
      ['failed', null],
      ['failed', null],
    ])
    // A disabled endpoint receives no new events.
    await store.qrCodes.create(code('three'))
    expect(await store.webhooks.deliveries('acc_a', 'wh_1', 10)).toHaveLength(2)
  })
})
