import { resolveQrCodeOptions } from '@dynqr/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AssetRecord } from '../../src/domain/branding/asset-repository.js'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord } from '../helpers/records.js'

const asset = (id: string, accountId = 'acc_a', createdAt = 1): AssetRecord => ({
  id,
  accountId,
  contentType: 'image/png',
  width: 64,
  height: 32,
  data: new Uint8Array([1, 2, 3, 4, 5]),
  createdAt,
})

describe.each(ENGINES)('the asset repository on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 2 })
  })
  afterEach(async () => {
    await store.close()
  })

  it('keeps the bytes, lists per account newest first and answers another account as missing', async () => {
    await store.assets.create(asset('ast_1', 'acc_a', 1))
    await store.assets.create(asset('ast_2', 'acc_a', 2))
    await store.assets.create(asset('ast_3', 'acc_b', 3))
    expect((await store.assets.list('acc_a')).map((a) => [a.id, a.bytes, a.width, a.height])).toEqual([
      ['ast_2', 5, 64, 32],
      ['ast_1', 5, 64, 32],
    ])
    const found = await store.assets.find('acc_a', 'ast_1')
    expect(found && [...found.data]).toEqual([1, 2, 3, 4, 5])
    expect(found?.contentType).toBe('image/png')
    expect(await store.assets.find('acc_b', 'ast_1')).toBeNull()
    expect(await store.assets.delete('acc_b', 'ast_1')).toBe('missing')
    expect(await store.assets.delete('acc_a', 'ast_1')).toBe('deleted')
    expect(await store.assets.delete('acc_a', 'ast_1')).toBe('missing')
    expect((await store.assets.list('acc_a')).map((a) => a.id)).toEqual(['ast_2'])
  })

  it('refuses to delete an asset a live code shows, and allows it once the code is deleted', async () => {
    await store.assets.create(asset('ast_0123456789abcdef'))
    const options = resolveQrCodeOptions({ image: 'ast_0123456789abcdef' })
    await store.qrCodes.create(qrCodeRecord('logo1', { options }))
    expect(await store.assets.delete('acc_a', 'ast_0123456789abcdef')).toBe('in-use')
    expect(await store.qrCodes.delete('acc_a', 'logo1', 2_000_000_000_000)).toBe(true)
    expect(await store.assets.delete('acc_a', 'ast_0123456789abcdef')).toBe('deleted')
  })

  it('keeps a code’s image, image options, gradients and frame as given (the canonical JSON)', async () => {
    const options = resolveQrCodeOptions({
      image: 'ast_0123456789abcdef',
      imageOptions: { imageSize: 0.3 },
      dotsOptions: {
        gradient: {
          type: 'radial',
          colorStops: [
            { offset: 0, color: '#000000' },
            { offset: 1, color: '#4b0082' },
          ],
        },
      },
      frameOptions: { type: 'box', text: 'HELLO' },
    })
    await store.qrCodes.create(qrCodeRecord('brand1', { options }))
    expect((await store.qrCodes.findById('acc_a', 'brand1'))?.options).toEqual(options)
  })
})
