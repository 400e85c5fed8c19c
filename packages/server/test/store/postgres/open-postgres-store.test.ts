import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { runCli } from '../../../src/cli/dynqr-cli.js'
import { openPostgresStore } from '../../../src/index.js'
import { POSTGRES_MIGRATIONS } from '../../../src/store/postgres/postgres-migrations.js'

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  const name = `dynqr_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.href
}

describe('the PostgreSQL store', () => {
  it('says clearly where it could not connect, without the password', async () => {
    const error = (await openPostgresStore('postgres://dynqr:s3cret@127.0.0.1:1/dynqr').catch(
      (e: unknown) => e,
    )) as Error
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toMatch(/^Could not open PostgreSQL at 127\.0\.0\.1:1\/dynqr: /)
    expect(error.message).not.toContain('s3cret')
  })

  it('migrates once when several instances open an empty database together', async () => {
    const url = await freshDatabase()
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(url, { poolSize: 2 })))
    const check = new pg.Client({ connectionString: url })
    await check.connect()
    const { rows } = await check.query('SELECT version FROM schema_migrations ORDER BY version')
    expect(rows).toEqual(POSTGRES_MIGRATIONS.map((_, i) => ({ version: i + 1 })))
    await check.end()
    await Promise.all(stores.map((s) => s.close()))
  })

  it('serves the CLI through DATABASE_URL=postgres://…', async () => {
    const url = await freshDatabase()
    let out = ''
    const io = {
      env: { DATABASE_URL: url },
      out: (t: string) => {
        out += t
      },
      err: () => {},
    }
    expect(await runCli(['keys', 'create', '--account', 'pg', '--json'], io)).toBe(0)
    const { id } = JSON.parse(out)
    out = ''
    expect(await runCli(['keys', 'list', '--json'], io)).toBe(0)
    expect(JSON.parse(out)).toEqual([expect.objectContaining({ id, account: 'pg' })])
  })
})
