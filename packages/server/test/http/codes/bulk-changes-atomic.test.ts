import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BulkChangeResponse } from '@dynqr/contract'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { ApiKeyService, composeApp, openPostgresStore, openSqliteStore, type Store } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'

const FAILING_TARGET = 'https://fail.example/'

interface FaultyEngine {
  name: string
  /** A store, and a way to make any change of a code matching `when` fail inside the database. */
  open: () => Promise<{ store: Store; fail: (when: string) => Promise<void>; heal: () => Promise<void> }>
}

/** Real engines with a real failure in the middle of a bulk: a trigger refusing one row's change. */
const ENGINES: FaultyEngine[] = [
  {
    name: 'sqlite',
    open: async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'dynqr-bulk-changes-')), 'dynqr.db')
      const store = openSqliteStore(file)
      const db = new Database(file)
      return {
        store,
        fail: async (when) => {
          db.exec(`CREATE TRIGGER fail_change BEFORE UPDATE ON qr_codes WHEN ${when}
                   BEGIN SELECT RAISE(ABORT, 'the disk failed'); END`)
        },
        heal: async () => {
          db.exec('DROP TRIGGER fail_change')
          db.close()
        },
      }
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const schema = `bulkch_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      const store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 3 })
      const client = new pg.Client({ connectionString: inject('postgresUrl') })
      await client.connect()
      return {
        store,
        fail: async (when) => {
          await client.query(`CREATE FUNCTION ${schema}.fail_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = '53100'; END $$`)
          await client.query(`CREATE TRIGGER fail_change BEFORE UPDATE ON ${schema}.qr_codes FOR EACH ROW
            WHEN (${when}) EXECUTE FUNCTION ${schema}.fail_change()`)
        },
        heal: async () => {
          await client.query(`DROP TRIGGER fail_change ON ${schema}.qr_codes`)
          await client.end()
        },
      }
    },
  },
]

/**
 * Review #13: bulk update and delete are all or nothing like bulk create. A store failure at the
 * third item changes nothing (the first two included), so the retry with the same key gets the
 * right results (no 412 for an ETag the failed attempt moved, no 404 for a code it deleted).
 */
describe.each(ENGINES)('bulk update and delete on $name', (engine) => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  const start = async () => {
    const { store, fail, heal } = await engine.open()
    const auth = { authorization: `Bearer ${(await new ApiKeyService(store).issueKey('alice')).key}` }
    const app = await composeApp({ store, publicUrl: 'https://qr.example' })
    cleanups.push(async () => {
      await app.close()
      await store.close()
    })
    const create = async (customShortId: string) => {
      const made = await app.inject({
        method: 'POST',
        url: '/api/v1/qrcode',
        headers: auth,
        payload: { targetUrl: `https://example.com/${customShortId}`, customShortId },
      })
      expect(made.statusCode).toBe(201)
      return String(made.headers.etag)
    }
    const get = (shortId: string) => app.inject({ method: 'GET', url: `/api/v1/qrcode/${shortId}`, headers: auth })
    return { app, auth, fail, heal, create, get }
  }

  it('changes none of the items when the store fails in the middle of a bulk update', async () => {
    const { app, auth, fail, heal, create, get } = await start()
    await create('one')
    const etag = await create('two')
    await create('three')
    const items = [
      { shortId: 'one', targetUrl: 'https://example.com/one-new' },
      { shortId: 'two', targetUrl: 'https://example.com/two-new', ifMatch: etag },
      { shortId: 'three', targetUrl: FAILING_TARGET },
      { shortId: 'missing', title: 'nobody' },
      { shortId: 'one', targetUrl: 'not a url' },
    ]
    const bulk = () =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/qrcode/bulk',
        headers: { ...auth, 'idempotency-key': 'patch-1' },
        payload: { items },
      })

    await fail(`NEW.target_url = '${FAILING_TARGET}'`)
    expect((await bulk()).statusCode).toBeGreaterThanOrEqual(500)
    expect((await get('one')).json().targetUrl).toBe('https://example.com/one')
    expect((await get('two')).headers.etag).toBe(etag)

    await heal()
    const done = await bulk()
    const body = expectContract<BulkChangeResponse>('bulkUpdateQrCodes', done)
    expect(body.data.map((item) => item.status)).toEqual([200, 200, 200, 404, 400])
    expect((await get('two')).json().targetUrl).toBe('https://example.com/two-new')
    const replayed = await bulk()
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(JSON.parse(replayed.body)).toEqual(body)
  })

  it('deletes none of the codes when the store fails in the middle of a bulk delete', async () => {
    const { app, auth, fail, heal, create, get } = await start()
    for (const id of ['del1', 'del2', 'stuck', 'del4']) await create(id)
    const bulk = () =>
      app.inject({
        method: 'DELETE',
        url: '/api/v1/qrcode/bulk?shortIds=del1,del2,stuck,nobody,del4',
        headers: { ...auth, 'idempotency-key': 'delete-1' },
      })

    await fail(`OLD.short_id = 'stuck' AND NEW.deleted_at IS NOT NULL`)
    expect((await bulk()).statusCode).toBeGreaterThanOrEqual(500)
    expect((await get('del1')).statusCode).toBe(200)
    expect((await get('del2')).statusCode).toBe(200)

    await heal()
    const done = await bulk()
    const body = expectContract<BulkChangeResponse>('bulkDeleteQrCodes', done)
    expect(body.data.map((item) => item.status)).toEqual([204, 204, 204, 404, 204])
    expect((await get('del1')).statusCode).toBe(404)
    const replayed = await bulk()
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(JSON.parse(replayed.body)).toEqual(body)
  })
})
