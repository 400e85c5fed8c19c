import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/dynqr-cli.js'
import { composeApp, openSqliteStore } from '../../src/index.js'
import { packageVersion } from '../../src/package-version.js'

async function cli(dbFile: string, ...argv: string[]) {
  return cliWith({}, dbFile, ...argv)
}

async function cliWith(env: NodeJS.ProcessEnv, dbFile: string, ...argv: string[]) {
  let out = ''
  let err = ''
  const code = await runCli(argv, {
    env: { DATABASE_URL: `sqlite:${dbFile}`, ...env },
    out: (t) => {
      out += t
    },
    err: (t) => {
      err += t
    },
  })
  return { code, out, err }
}

describe('the dynqr CLI', () => {
  const db = join(mkdtempSync(join(tmpdir(), 'dynqr-cli-')), 'dynqr.db')

  it('holds an account to MAX_KEYS_PER_ACCOUNT, as the server does', async () => {
    const capped = join(mkdtempSync(join(tmpdir(), 'dynqr-cli-cap-')), 'dynqr.db')
    const env = { MAX_KEYS_PER_ACCOUNT: '1' }
    expect((await cliWith(env, capped, 'keys', 'create', '--account', 'small')).code).toBe(0)
    const refused = await cliWith(env, capped, 'keys', 'create', '--account', 'small')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('MAX_KEYS_PER_ACCOUNT')
  })

  it('creates a key that works, lists it without the key, and revokes it', async () => {
    const created = await cli(db, 'keys', 'create', '--account', 'acme', '--name', 'ci', '--json')
    expect(created.code).toBe(0)
    const issued = JSON.parse(created.out)
    expect(issued).toMatchObject({ id: expect.stringMatching(/^key_/), account: 'acme', name: 'ci' })
    expect(issued.key).toMatch(/^dqr_[0-9A-Za-z]{32,}$/)

    const store = openSqliteStore(db)
    let app = await composeApp({ store, publicUrl: 'http://localhost:3000' })
    const call = () =>
      app.inject({ method: 'GET', url: '/api/v1/qrcode', headers: { authorization: `Bearer ${issued.key}` } })
    expect((await call()).statusCode).toBe(200)
    await app.close() // writes the batched key use
    app = await composeApp({ store, publicUrl: 'http://localhost:3000' })

    const listed = await cli(db, 'keys', 'list', '--json')
    const [row] = JSON.parse(listed.out)
    expect(row).toMatchObject({ id: issued.id, account: 'acme', name: 'ci', revokedAt: null })
    expect(row.lastUsedAt).toEqual(expect.any(String))
    expect(listed.out).not.toContain(issued.key)

    const text = await cli(db, 'keys', 'list')
    expect(text.out).toMatch(/^id\s+account\s+name\s+prefix/)
    expect(text.out).not.toContain(issued.key)

    expect((await cli(db, 'keys', 'revoke', issued.id, '--json')).out).toContain('"revoked": true')
    expect((await call()).statusCode).toBe(401)
    await app.close()
    await store.close()
  })

  it("gives a new account's first key every scope, later keys qrcodes:write, and takes --scopes, --admin, --expires", async () => {
    const json = async (...argv: string[]) =>
      JSON.parse((await cli(db, 'keys', 'create', '--account', 'scoped', ...argv, '--json')).out)
    expect((await json()).scopes).toEqual(['qrcodes:read', 'qrcodes:write', 'keys:manage'])
    expect((await json()).scopes).toEqual(['qrcodes:write'])
    expect((await json('--scopes', 'keys:manage,qrcodes:read')).scopes).toEqual(['qrcodes:read', 'keys:manage'])
    expect((await json('--admin')).scopes).toEqual(['qrcodes:read', 'qrcodes:write', 'keys:manage'])
    const before = Date.now()
    const expiring = await json('--expires', '90d')
    expect(Date.parse(expiring.expiresAt) - before).toBeGreaterThanOrEqual(90 * 86_400_000)
    expect((await json('--expires', '2999-01-01T00:00:00Z')).expiresAt).toBe('2999-01-01T00:00:00.000Z')
    const listed = await cli(db, 'keys', 'list', '--account', 'scoped')
    expect(listed.out).toMatch(/scopes/)
    for (const [argv, words] of [
      [['--scopes', 'qrcodes:delete'], 'unknown scope "qrcodes:delete"'],
      [['--admin', '--scopes', 'qrcodes:read'], '--admin and --scopes cannot be given together'],
      [['--expires', 'soon'], '--expires takes an ISO 8601 time or a duration'],
      [['--expires', '2000-01-01T00:00:00Z'], 'is not in the future'],
    ] as const) {
      const failed = await cli(db, 'keys', 'create', '--account', 'scoped', ...argv)
      expect(failed.code, argv.join(' ')).not.toBe(0)
      expect(failed.err).toContain(words)
    }
  })

  it('lists accounts with their live keys', async () => {
    await cli(db, 'keys', 'create', '--account', 'zeta')
    const accounts = JSON.parse((await cli(db, 'accounts', 'list', '--json')).out)
    expect(accounts).toContainEqual(expect.objectContaining({ name: 'zeta', activeKeys: 1 }))
  })

  it('fails clearly on a bad id, a missing option and a bad DATABASE_URL', async () => {
    const revoked = await cli(db, 'keys', 'revoke', 'key_nope')
    expect(revoked).toMatchObject({ code: 1, err: expect.stringContaining('No active API key has the id key_nope') })
    const missing = await cli(db, 'keys', 'create')
    expect(missing.code).not.toBe(0)
    expect(missing.err).toContain('--account')
    const bad = await runCli(['accounts', 'list'], { env: { DATABASE_URL: 'mysql://x' }, out: () => {}, err: () => {} })
    expect(bad).toBe(2)
  })

  it('prints its version, and exits 0 done, 1 failed, 2 bad usage, as the contract-test kit does', async () => {
    const version = await cli(db, '--version')
    expect(version).toMatchObject({ code: 0, out: `${packageVersion()}\n` })
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/)
    expect((await cli(db, 'keys', 'create', '--bogus')).code).toBe(2)
    expect((await cli(db, 'keys', 'revoke', 'key_nope')).code).toBe(1)
    expect((await cli(db, '--help')).code).toBe(0)
  })

  it('reports failures as JSON on stderr under --json, and nothing else', async () => {
    const failed = await cli(db, 'keys', 'revoke', 'key_nope', '--json')
    expect(failed.code).toBe(1)
    expect(JSON.parse(failed.err)).toEqual({ error: 'NOT_FOUND', message: expect.stringContaining('key_nope') })
    const usage = await cli(db, 'keys', 'create', '--json')
    expect(usage.code).toBe(2)
    expect(JSON.parse(usage.err)).toEqual({ error: 'USAGE', message: expect.stringContaining('--account') })
  })

  it('migrates a database and exits; the keys commands then find it ready', async () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'dynqr-cli-')), 'fresh.db')
    const migrated = await cli(fresh, 'migrate', '--json')
    expect(migrated.code).toBe(0)
    expect(JSON.parse(migrated.out)).toEqual({ migrated: true, database: 'sqlite' })
    expect((await cli(fresh, 'accounts', 'list', '--json')).out.trim()).toBe('[]')
  })

  it('says in one line, without a stack trace, that PostgreSQL cannot be reached', async () => {
    let err = ''
    const code = await runCli(['migrate'], {
      env: { DATABASE_URL: 'postgres://dynqr:secret@127.0.0.1:1/dynqr' },
      out: () => {},
      err: (t) => {
        err += t
      },
    })
    expect(code).toBe(1)
    expect(err).toMatch(/^dynqr: cannot connect to PostgreSQL \(ECONNREFUSED\): nothing is listening/)
    expect(err).not.toContain('    at ')
  })
})
