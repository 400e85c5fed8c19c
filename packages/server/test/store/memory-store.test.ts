import { readdirSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { checkReadiness } from '../../src/domain/readiness.js'
import { createMemoryStore, type Store } from '../../src/index.js'
import { qrCodeRecord } from '../helpers/records.js'

/**
 * The in-memory store is SQLite in memory through the SQLite repositories (ADR 0032): the shared
 * suites run on SQLite (test/helpers/engines.ts). What is its own: it says `memory`, keeps
 * nothing on disk, and each store is a database of its own.
 */
describe('the in-memory store', () => {
  const opened: Store[] = []
  const open = () => {
    const store = createMemoryStore()
    opened.push(store)
    return store
  }
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close()
  })

  it('reports itself as memory and is ready', async () => {
    const store = open()
    expect(store.kind).toBe('memory')
    expect(await checkReadiness(store)).toEqual({ status: 'ok', store: 'memory' })
  })

  it('keeps each store apart, and writes no file beside the process', async () => {
    const files = readdirSync('.')
    const [one, two] = [open(), open()]
    for (const store of [one, two]) await store.accounts.create({ id: 'acc_a', name: 'a', createdAt: 1 })
    expect(await one.qrCodes.create(qrCodeRecord('abc'))).toBe('created')
    expect(await one.qrCodes.findById('acc_a', 'abc')).toEqual(qrCodeRecord('abc'))
    expect(await two.qrCodes.findById('acc_a', 'abc')).toBeNull()
    expect(await two.qrCodes.create(qrCodeRecord('abc'))).toBe('created')
    expect(readdirSync('.')).toEqual(files)
  })

  it('holds a code to an account that exists, as every engine does', async () => {
    const store = open()
    await expect(store.qrCodes.create(qrCodeRecord('abc', { accountId: 'acc_nobody' }))).rejects.toThrow(/FOREIGN KEY/)
  })
})
