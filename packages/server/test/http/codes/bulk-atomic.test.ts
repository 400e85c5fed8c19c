import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BulkCreateResponse } from '@dynqr/contract'
import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { ApiKeyService, composeApp, openPostgresStore, openSqliteStore, type Store } from '../../../src/index.js'
import { expectContract } from '../../helpers/contract.js'

const FAILING_TARGET = 'https://fail.example/'

interface FaultyEngine {
  name: string
  /** A store whose next insert of FAILING_TARGET fails inside the database; `files` for SQLite. */
  open: () => Promise<{ store: Store; heal: () => Promise<void>; atRest: () => Promise<string> }>
}

/** Real engines with a real failure in the middle of a bulk: a trigger refusing one row. */
const ENGINES: FaultyEngine[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'dynqr-bulk-'))
      const file = join(dir, 'dynqr.db')
      const store = openSqliteStore(file)
      const db = new Database(file)
      db.exec(`CREATE TRIGGER fail_bulk BEFORE INSERT ON qr_codes WHEN NEW.target_url = '${FAILING_TARGET}'
               BEGIN SELECT RAISE(ABORT, 'the disk failed'); END`)
      return {
        store,
        heal: async () => {
          db.exec('DROP TRIGGER fail_bulk')
        },
        // Every byte of the database, its WAL included.
        atRest: async () =>
          readdirSync(dir)
            .map((name) => readFileSync(join(dir, name)).toString('latin1'))
            .join(''),
      }
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const schema = `bulk_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      const store = await openPostgresStore(inject('postgresUrl'), { schema, poolSize: 3 })
      const client = new pg.Client({ connectionString: inject('postgresUrl') })
      await client.connect()
      await client.query(`CREATE FUNCTION ${schema}.fail_bulk() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = '53100'; END $$`)
      await client.query(`CREATE TRIGGER fail_bulk BEFORE INSERT ON ${schema}.qr_codes FOR EACH ROW
        WHEN (NEW.target_url = '${FAILING_TARGET}') EXECUTE FUNCTION ${schema}.fail_bulk()`)
      return {
        store,
        heal: async () => {
          await client.query(`DROP TRIGGER fail_bulk ON ${schema}.qr_codes`)
        },
        // Every row of every table of the store's schema, as text.
        atRest: async () => {
          const { rows } = await client.query<{ table_name: string }>(
            'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
            [schema],
          )
          let text = ''
          for (const { table_name } of rows) {
            const dump = await client.query(`SELECT t::text AS row FROM ${schema}."${table_name}" t`)
            text += dump.rows.map((row: { row: string }) => row.row).join('\n')
          }
          return text
        },
      }
    },
  },
]

describe.each(ENGINES)('bulk create and key creation on $name', (engine) => {
  it('stores none of the items when the store fails in the middle of a bulk, and a retry with the key replays', async () => {
    const { store, heal } = await engine.open()
    const auth = { authorization: `Bearer ${(await new ApiKeyService(store).issueKey('alice')).key}` }
    const app = await composeApp({ store, publicUrl: 'https://qr.example' })
    const items = [
      { targetUrl: 'https://example.com/1' },
      { targetUrl: 'https://example.com/2', customShortId: 'second' },
      { targetUrl: FAILING_TARGET },
      { targetUrl: 'https://example.com/4' },
      { targetUrl: 'not a url' },
    ]
    const bulk = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/qrcode/bulk',
        headers: { ...auth, 'idempotency-key': 'bulk-1' },
        payload: { items },
      })
    const count = async () =>
      JSON.parse((await app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: auth })).body).pagination.total

    const failed = await bulk()
    expect(failed.statusCode).toBeGreaterThanOrEqual(500)
    expect(await count()).toBe(0)

    await heal()
    const done = await bulk()
    const body = expectContract<BulkCreateResponse>('bulkCreateQrCodes', done)
    expect(body.data.map((item) => item.status)).toEqual([201, 201, 201, 201, 400])
    expect(await count()).toBe(4)
    const replayed = await bulk()
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(JSON.parse(replayed.body)).toEqual(body)
    expect(await count()).toBe(4)
    await app.close()
    await store.close()
  })

  it('keeps no API key secret at rest, Idempotency-Key answers included', async () => {
    const { store, atRest } = await engine.open()
    const admin = (await new ApiKeyService(store).issueKey('alice')).key
    const app = await composeApp({ store, publicUrl: 'https://qr.example' })
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/keys',
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'key-1' },
        payload: { name: 'ci' },
      })
    const made = await create()
    expect(made.statusCode).toBe(201)
    const secret = JSON.parse(made.body).key as string
    expect(secret).toMatch(/^dqr_/)
    expect((await create()).statusCode).toBe(409)
    await app.close()
    const stored = await atRest()
    expect(stored).toContain(JSON.parse(made.body).id) // the key is there, by id and hash
    expect(stored).not.toContain(secret)
    expect(stored).not.toContain(secret.slice(4))
    expect(stored).not.toContain(admin.slice(4))
    await store.close()
  })
})
