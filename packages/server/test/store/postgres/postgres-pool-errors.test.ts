import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { openPostgresStore } from '../../../src/index.js'
import { settlesWithin } from '../../helpers/raw-http.js'

describe('the PostgreSQL pool', () => {
  it('reports an idle connection the server dropped, and goes on serving with a new one', async () => {
    // A database of its own, so that only this pool's connection is terminated.
    const admin = new pg.Client({ connectionString: inject('postgresUrl') })
    await admin.connect()
    const database = `dynqr_pool_${process.pid}_${Date.now()}`
    await admin.query(`CREATE DATABASE ${database}`)
    const url = new URL(inject('postgresUrl'))
    url.pathname = `/${database}`
    const errors: Error[] = []
    let reported: () => void = () => {}
    const firstError = new Promise<void>((resolve) => {
      reported = resolve
    })
    const store = await openPostgresStore(url.href, {
      poolSize: 1,
      onPoolError: (error) => {
        errors.push(error)
        reported()
      },
    })
    await store.ping() // leaves one idle connection in the pool

    // What a PostgreSQL restart or failover does to the idle connection.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database])

    expect(await settlesWithin(firstError, 5_000)).toBe(true)
    expect(errors[0]?.message).toMatch(/terminat/)
    await store.ping()
    await store.close()
    await admin.query(`DROP DATABASE ${database}`)
    await admin.end()
  })
})
