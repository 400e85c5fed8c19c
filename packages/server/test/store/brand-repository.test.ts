import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Store } from '../../src/index.js'
import { ENGINES } from '../helpers/engines.js'
import { qrCodeRecord } from '../helpers/records.js'

describe.each(ENGINES)('the brands of the public pages on $name', (engine) => {
  let store: Store

  beforeEach(async () => {
    store = await engine.open()
    await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    await store.accounts.create({ id: 'acc_b', name: 'b', createdAt: 2 })
  })
  afterEach(async () => {
    await store.close()
  })

  it('keeps one brand per account, replaced whole, found by the account or one of its codes', async () => {
    expect(await store.brands.get('acc_a')).toBeNull()
    await store.brands.put({ accountId: 'acc_a', name: 'Café', logoAssetId: 'ast_1', color: '#7a2e0e', updatedAt: 5 })
    await store.brands.put({
      accountId: 'acc_a',
      name: 'Café Lumen',
      logoAssetId: null,
      color: '#7a2e0e',
      updatedAt: 6,
    })
    expect(await store.brands.get('acc_a')).toEqual({
      accountId: 'acc_a',
      name: 'Café Lumen',
      logoAssetId: null,
      color: '#7a2e0e',
      updatedAt: 6,
    })
    expect(await store.brands.get('acc_b')).toBeNull()
    await store.qrCodes.create(qrCodeRecord('mine', { accountId: 'acc_a' }))
    await store.qrCodes.create(qrCodeRecord('theirs', { accountId: 'acc_b' }))
    expect((await store.brands.forCode('mine'))?.name).toBe('Café Lumen')
    expect(await store.brands.forCode('theirs')).toBeNull()
    expect(await store.brands.forCode('nobody')).toBeNull()
  })

  it('holds the brand’s logo: the asset cannot be deleted while the brand shows it', async () => {
    const data = new Uint8Array([1, 2, 3])
    await store.assets.create({
      id: 'ast_1',
      accountId: 'acc_a',
      contentType: 'image/png',
      width: 1,
      height: 1,
      data,
      createdAt: 1,
    })
    await store.brands.put({ accountId: 'acc_a', name: null, logoAssetId: 'ast_1', color: null, updatedAt: 1 })
    expect(await store.assets.delete('acc_a', 'ast_1')).toBe('in-use')
    await store.brands.put({ accountId: 'acc_a', name: null, logoAssetId: null, color: null, updatedAt: 2 })
    expect(await store.assets.delete('acc_a', 'ast_1')).toBe('deleted')
  })
})
