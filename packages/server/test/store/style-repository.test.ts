import { resolveQrCodeOptions } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StyleRepository } from '../../src/domain/branding/style-repository.js'
import { StyleService } from '../../src/domain/branding/style-service.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord, T0 } from '../helpers/records.js'

const SITE = 'https://qr.example'
const CODES = 12
const CHUNK = 5
const RECOLOURED = { dotsOptions: { type: 'rounded' as const, color: '#0b4f2e' } }

// Security review #11: a template change over many codes does not hold the writer; it is applied
// in chunks, each with its own webhook events.
describe.each(ENGINES)('a template change on $name', (engine) => {
  let store: Store
  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.webhooks.create({
      id: 'wh_1',
      accountId: 'acc_a',
      url: 'http://127.0.0.1:9/hook',
      events: ['qrcode.updated'],
      description: null,
      secret: 'whsec_c2VjcmV0',
      createdAt: 1,
      disabledAt: null,
    })
  })
  afterEach(async () => {
    await store.close()
  })

  /** How many of the template's codes have the new options now. */
  const recoloured = async () => {
    let count = 0
    for (let i = 0; i < CODES; i += 1) {
      const code = await store.qrCodes.findById('acc_a', `styled${i}`)
      if (code?.options.dotsOptions.color === '#0b4f2e') count += 1
    }
    return count
  }

  it('reaches every code a chunk per commit, lets another write commit between chunks, and announces each code once', async () => {
    const seen: string[] = []
    let between: Promise<unknown> | undefined
    // The hook: the store's own repository, with a write sent in while the change is under way.
    const own = store.styles
    const watched: StyleRepository = {
      create: (style, max) => own.create(style, max),
      list: (accountId, limit, offset) => own.list(accountId, limit, offset),
      find: (accountId, id) => own.find(accountId, id),
      replace: (accountId, id, changes, now) => own.replace(accountId, id, changes, now),
      attachedShortIds: (accountId, id, limit) => own.attachedShortIds(accountId, id, limit),
      delete: (accountId, id) => own.delete(accountId, id),
      applyChunk: async (accountId, id, now, limit) => {
        between ??= store.qrCodes
          .create(qrCodeRecord('between', { createdAt: T0 + 1 }))
          .then(() => seen.push('another write'))
        const changed = await own.applyChunk(accountId, id, now, limit)
        seen.push(`chunk of ${changed}, ${await recoloured()} done`)
        return changed
      },
    }
    const styles = new StyleService(watched, { siteUrl: SITE, chunk: CHUNK, now: () => T0 + 10 })
    const style = await styles.create('acc_a', { name: 'Campaign', qrCodeOptions: {} })
    for (let i = 0; i < CODES; i += 1) {
      await store.qrCodes.create(
        qrCodeRecord(`styled${i}`, { styleId: style.id, options: resolveQrCodeOptions({}), createdAt: T0 }),
      )
    }

    await styles.update('acc_a', style.id, { name: 'Campaign', qrCodeOptions: RECOLOURED })
    await between

    expect(seen.filter((step) => step.startsWith('chunk'))).toEqual([
      'chunk of 5, 5 done',
      'chunk of 5, 10 done',
      'chunk of 2, 12 done',
    ])
    // The other write committed before the template's last chunk did.
    expect(seen.indexOf('another write')).toBeLessThan(seen.indexOf('chunk of 2, 12 done'))
    expect(await recoloured()).toBe(CODES)
    const deliveries = (await store.webhooks.deliveries('acc_a', 'wh_1', 100)) ?? []
    const updated = deliveries.filter((delivery) => delivery.type === 'qrcode.updated')
    expect(updated).toHaveLength(CODES)
    expect(new Set(updated.map((delivery) => delivery.eventId)).size).toBe(CODES)
  })

  it('ends on the last of two concurrent changes, for every code', async () => {
    const styles = new StyleService(store.styles, { siteUrl: SITE, chunk: 3, now: () => T0 + 10 })
    const style = await styles.create('acc_a', { name: 'Campaign', qrCodeOptions: {} })
    for (let i = 0; i < CODES; i += 1) {
      await store.qrCodes.create(qrCodeRecord(`styled${i}`, { styleId: style.id, createdAt: T0 }))
    }
    await Promise.all([
      styles.update('acc_a', style.id, { name: 'Green', qrCodeOptions: RECOLOURED }),
      styles.update('acc_a', style.id, { name: 'Plain', qrCodeOptions: {} }),
    ])
    const template = await styles.record('acc_a', style.id)
    for (let i = 0; i < CODES; i += 1) {
      expect((await store.qrCodes.findById('acc_a', `styled${i}`))?.options).toEqual(template.options)
    }
  })
})
